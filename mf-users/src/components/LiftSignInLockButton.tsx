import { App, Button } from 'antd';
import type { User } from '@mizan/shared';
import { toCallFailure } from '@mizan/shared/browser';
import { useUnlockSignInMutation } from '../state/users-api';

/**
 * "Lift sign-in lock" on a user's row: clears the account's failed sign-ins
 * (admin/unlocklogin.php, audited on the server), so a teacher who mistyped
 * their password ten times on exam morning can sign in again at once.
 */
export function LiftSignInLockButton({ user }: { user: User }) {
  const { message } = App.useApp();
  const [unlockSignIn, { isLoading: lifting }] = useUnlockSignInMutation();

  const lift = async () => {
    try {
      const sentence = await unlockSignIn({ username: user.userName }).unwrap();
      message.success(`${user.displayname}: ${sentence}`);
    } catch (error) {
      message.error(toCallFailure(error).message);
    }
  };

  return (
    <Button
      type="link"
      style={{ paddingInline: 0 }}
      loading={lifting}
      aria-label={`Lift sign-in lock of ${user.displayname}`}
      onClick={lift}
    >
      Lift sign-in lock
    </Button>
  );
}

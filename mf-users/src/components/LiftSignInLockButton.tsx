import { App, Button } from 'antd';
import { useState } from 'react';
import type { User } from '@mizan/shared';
import { api } from '@mizan/shared/browser';
import { failureMessage, failureOfResult, isUserCallFailure, toFailure } from '../state/failure';

/**
 * "Lift sign-in lock" on a user's row: clears the account's failed sign-ins
 * (admin/unlocklogin.php, audited on the server), so a teacher who mistyped
 * their password ten times on exam morning can sign in again at once.
 */
export function LiftSignInLockButton({ user }: { user: User }) {
  const { message } = App.useApp();
  const [lifting, setLifting] = useState(false);

  const lift = async () => {
    setLifting(true);
    try {
      const result = await api.callUserApi('unlockSignIn', { username: user.userName });
      if (isUserCallFailure(result)) message.error(failureMessage(failureOfResult(result)));
      else message.success(`${user.displayname}: ${result.msg}`);
    } catch (error) {
      message.error(failureMessage(toFailure(error)));
    } finally {
      setLifting(false);
    }
  };

  return (
    <Button type="link" style={{ paddingInline: 0 }} loading={lifting} aria-label={`Lift sign-in lock of ${user.displayname}`} onClick={lift}>
      Lift sign-in lock
    </Button>
  );
}

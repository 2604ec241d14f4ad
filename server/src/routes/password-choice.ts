import { NEW_PASSWORD_SAME_AS_GIVEN } from '@mizan/shared';
import { badRequest } from '../errors';
import { choosePassword } from '../services/password-choice';
import { provePassword } from '../services/password-proof';
import { openSession } from './auth';
import type { Handlers } from './handler';

export const passwordChoiceHandlers = {
  /**
   * `auth/choosepassword.php` (ours): the account that sign-in answered
   * `password_change_required` proves the password it was given, under the
   * sign-in limits, takes its own, and is signed in. A new password equal to
   * the given one is refused before anything is counted.
   */
  choosePassword: async ({ data, request, reply, services }) => {
    if (data.newPassword === data.pass) throw badRequest(NEW_PASSWORD_SAME_AS_GIVEN);
    const user = await provePassword(services, request, data);
    const updated = await choosePassword(services.db, user, data.newPassword);
    return openSession(services, reply, updated, data.remember === true);
  },
} satisfies Pick<Handlers, 'choosePassword'>;

import { findUsers, toUser } from '../services/user-records';
import { addUser, updateUser } from '../services/user-changes';
import { NOTHING_TO_CHANGE } from './common-messages';
import { signedIn, type Handlers } from './handler';

export const userHandlers = {
  /** `admin/getusers.php`: '1' (or nothing) lists everyone; an object narrows by role or text. */
  listUsers: async ({ data, services }) => {
    const rows = await findUsers(services.db, data === undefined || data === '1' ? {} : data);
    return { data: rows.map(toUser) };
  },

  /** `postusers`: a new account with its role's default flags. */
  addUser: async ({ data, caller, services }) => {
    const row = await addUser(services.db, signedIn(caller), data);
    return { data: toUser(row), msg: `The user "${row.username}" was added.` };
  },

  /** `putusers`: display name, role, flags, or a new password (which ends the account's sessions). */
  updateUser: async ({ data, caller, services }) => {
    const { user, changed } = await updateUser(services.db, signedIn(caller), data);
    return { data: toUser(user), msg: changed ? `The user "${user.username}" was updated.` : NOTHING_TO_CHANGE };
  },
} satisfies Pick<Handlers, 'listUsers' | 'addUser' | 'updateUser'>;

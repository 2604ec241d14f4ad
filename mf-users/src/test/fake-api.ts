/**
 * The fake Mizan API of this app's tests: the shared FakeApiServer (the real
 * API client runs, only its transport is faked) plus this app's fixtures.
 */
import type { NewUser, PermissionFlag, User, UserChanges } from '@mizan/shared';
import { DEFAULT_FLAGS_BY_ROLE, isRoleId } from '@mizan/shared';
import { FakeApiServer, sharedBrowserOn } from '@mizan/shared/testing';

export type { FakeReply, SeenRequest } from '@mizan/shared/testing';

export const fakeServer = new FakeApiServer();

/** The module '@mizan/shared/browser' as the tests see it: everything real, `api` on the fake server. */
export function mockedSharedBrowser() {
  return sharedBrowserOn(fakeServer);
}

export function user(id: number, displayname: string, userName: string, roleId: number, flags?: PermissionFlag[]): User {
  return { id, displayname, userName, role_id: roleId, flags: flags ?? (isRoleId(roleId) ? [...DEFAULT_FLAGS_BY_ROLE[roleId]] : []) };
}

export const ADMIN = user(1, 'Head Office', 'admin', 1);
export const TEACHER = user(2, 'Sara Ahmed', 'sara', 2);
export const GRADER = user(3, 'Omar Khaled', 'omar', 3);

/**
 * The three user calls backed by an in-memory list, answering like the
 * server does (409 on a taken username, role defaults for new accounts).
 */
export function serveUsers(initial: User[] = [ADMIN, TEACHER, GRADER]) {
  const users = initial.map((entry) => ({ ...entry, flags: [...entry.flags] }));
  fakeServer.on('admin/getusers.php', () => ({ status: 200, body: { data: users } }));
  fakeServer.on('postusers', (data) => {
    const newUser = data as NewUser;
    if (users.some((existing) => existing.userName === newUser.userName)) {
      return { status: 409, body: { msg: `A user with the username "${newUser.userName}" already exists.` } };
    }
    const added = user(Math.max(0, ...users.map((existing) => existing.id)) + 1, newUser.displayname, newUser.userName, newUser.role_id);
    users.push(added);
    return { status: 200, body: { data: added, msg: `The user "${added.userName}" was added.` } };
  });
  fakeServer.on('putusers', (data) => {
    const changes = data as UserChanges;
    const target = users.find((existing) => existing.id === changes.UserId);
    if (!target) return { status: 404, body: { msg: `There is no user with the id ${changes.UserId}.` } };
    if (changes.displayname !== undefined) target.displayname = changes.displayname;
    if (changes.role_id !== undefined) target.role_id = changes.role_id;
    if (changes.flags !== undefined) target.flags = changes.flags;
    return { status: 200, body: { data: target, msg: `The user "${target.userName}" was updated.` } };
  });
  return users;
}

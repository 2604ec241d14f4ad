import { sql, type Kysely } from 'kysely';
import { DEFAULT_FLAGS_BY_ROLE, PERMISSION_FLAGS, isRoleId, type ParsedRequestOf, type PermissionFlag } from '@mizan/shared';
import type { Database, UserRow, UserRowChanges } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { ADMIN_ROLE_ID } from './assessment-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { isUniqueViolation } from './db-errors';
import { hashPassword } from './passwords';
import { findUserById, findUserByUsername, grantedFlags } from './user-records';

export function duplicateUsernameMessage(username: string): string {
  return `A user with the username "${username}" already exists.`;
}

export const noUserMessage = (id: number) => `There is no user with the id ${id}.`;
export const CANNOT_DEMOTE_YOURSELF = 'You cannot take the administrator role away from your own account.';
export const CANNOT_REMOVE_OWN_USER_MANAGEMENT = 'You cannot remove User Management from your own account.';

function defaultFlags(roleId: number): PermissionFlag[] {
  return isRoleId(roleId) ? [...DEFAULT_FLAGS_BY_ROLE[roleId]] : [];
}

/** Flags in their canonical order, each once. */
function normalizeFlags(flags: readonly PermissionFlag[]): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => flags.includes(flag));
}

/**
 * A new account with its role's default flags, audited. The administrator
 * set its password, so it must choose its own at its first sign-in.
 */
export async function addUser(db: Kysely<Database>, actor: Caller, request: ParsedRequestOf<'addUser'>): Promise<UserRow> {
  if (await findUserByUsername(db, request.userName)) throw conflict(duplicateUsernameMessage(request.userName));
  const flags = defaultFlags(request.role_id);
  const passwordHash = await hashPassword(request.password);
  try {
    return await db.transaction().execute(async (transaction) => {
      const inserted = await transaction
        .insertInto('users')
        .values({
          username: request.userName,
          displayname: request.displayname,
          password_hash: passwordHash,
          role_id: request.role_id,
          flags,
          must_change_password: true,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'user.add',
        subjectType: 'user',
        subjectId: inserted.id,
        details: { username: inserted.username, displayname: inserted.displayname, role_id: inserted.role_id, flags },
      });
      return inserted;
    });
  } catch (error) {
    // Two admins adding the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw conflict(duplicateUsernameMessage(request.userName));
    throw error;
  }
}

/**
 * Display name, role, flags, or a new password, audited. A role change
 * without explicit flags gives the new role's defaults; a new password ends
 * every session the account had and, set for someone else, must be replaced
 * by their own at their next sign-in. No one takes the administrator role or
 * User Management away from themselves. Answers the account and whether
 * anything changed.
 */
export async function updateUser(
  db: Kysely<Database>,
  actor: Caller,
  request: ParsedRequestOf<'updateUser'>,
): Promise<{ user: UserRow; changed: boolean }> {
  const target = await findUserById(db, request.UserId);
  if (!target) throw notFound(noUserMessage(request.UserId));

  const roleChanges = request.role_id !== undefined && request.role_id !== target.role_id;
  const nextRole = request.role_id ?? target.role_id;
  const nextFlags = request.flags ? normalizeFlags(request.flags) : roleChanges ? defaultFlags(nextRole) : grantedFlags(target);

  if (target.id === actor.user.id) {
    if (target.role_id === ADMIN_ROLE_ID && nextRole !== ADMIN_ROLE_ID) throw badRequest(CANNOT_DEMOTE_YOURSELF);
    if (!nextFlags.includes('usermanagement')) throw badRequest(CANNOT_REMOVE_OWN_USER_MANAGEMENT);
  }

  const changes: UserRowChanges = {};
  const changed: Record<string, unknown> = {};
  if (request.displayname !== undefined && request.displayname !== target.displayname) {
    changes.displayname = request.displayname;
    changed.displayname = { from: target.displayname, to: request.displayname };
  }
  if (roleChanges) {
    changes.role_id = nextRole;
    changed.role_id = { from: target.role_id, to: nextRole };
  }
  const previousFlags = grantedFlags(target);
  if (nextFlags.join(',') !== previousFlags.join(',')) {
    changes.flags = nextFlags;
    changed.flags = { from: previousFlags, to: nextFlags };
  }
  if (request.password !== undefined) {
    changes.password_hash = await hashPassword(request.password);
    changes.token_version = target.token_version + 1;
    changes.must_change_password = target.id !== actor.user.id;
    changed.password = 'reset';
  }
  if (Object.keys(changed).length === 0) return { user: target, changed: false };

  const user = await db.transaction().execute(async (transaction) => {
    const updated = await transaction
      .updateTable('users')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', target.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'user.update',
      subjectType: 'user',
      subjectId: target.id,
      details: changed,
    });
    return updated;
  });
  return { user, changed: true };
}

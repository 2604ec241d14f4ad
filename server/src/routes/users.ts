import { sql } from 'kysely';
import {
  DEFAULT_FLAGS_BY_ROLE,
  PERMISSION_FLAGS,
  isRoleId,
  type PermissionFlag,
} from '@mizan/shared';
import type { UserRowChanges } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { writeAudit } from '../services/audit';
import { hashPassword } from '../services/passwords';
import { findUserById, findUserByUsername, grantedFlags, toUser } from '../services/user-records';
import { signedIn, type Handlers } from './handler';

const ADMIN_ROLE_ID = 1;

export function duplicateUsernameMessage(username: string): string {
  return `A user with the username "${username}" already exists.`;
}

export const CANNOT_DEMOTE_YOURSELF = 'You cannot take the administrator role away from your own account.';
export const CANNOT_REMOVE_OWN_USER_MANAGEMENT = 'You cannot remove User Management from your own account.';

function defaultFlags(roleId: number): PermissionFlag[] {
  return isRoleId(roleId) ? [...DEFAULT_FLAGS_BY_ROLE[roleId]] : [];
}

/** Flags in their canonical order, each once. */
function normalizeFlags(flags: readonly PermissionFlag[]): PermissionFlag[] {
  return PERMISSION_FLAGS.filter((flag) => flags.includes(flag));
}

/** PostgreSQL's unique_violation. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export const userHandlers = {
  /** `admin/getusers.php`: '1' (or nothing) lists everyone; an object narrows by role or text. */
  listUsers: async ({ data, services }) => {
    let query = services.db.selectFrom('users').selectAll().orderBy('id');
    if (data !== undefined && data !== '1') {
      if (data.role_id !== undefined) query = query.where('role_id', '=', data.role_id);
      const search = data.search?.trim().toLowerCase();
      if (search) {
        const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
        query = query.where((eb) =>
          eb.or([eb(sql`lower(username)`, 'like', pattern), eb(sql`lower(displayname)`, 'like', pattern)]),
        );
      }
    }
    const rows = await query.execute();
    return { data: rows.map(toUser) };
  },

  /** `postusers`: a new account with its role's default flags. */
  addUser: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    if (await findUserByUsername(services.db, data.userName)) throw conflict(duplicateUsernameMessage(data.userName));
    const flags = defaultFlags(data.role_id);
    const passwordHash = await hashPassword(data.password);
    try {
      const row = await services.db.transaction().execute(async (transaction) => {
        const inserted = await transaction
          .insertInto('users')
          .values({
            username: data.userName,
            displayname: data.displayname,
            password_hash: passwordHash,
            role_id: data.role_id,
            flags,
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
      return { data: toUser(row), msg: `The user "${row.username}" was added.` };
    } catch (error) {
      // Two admins adding the same name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(duplicateUsernameMessage(data.userName));
      throw error;
    }
  },

  /**
   * `putusers`: display name, role, flags, or a new password. A role change
   * without explicit flags gives the new role's defaults; a new password
   * ends every session the account had.
   */
  updateUser: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const target = await findUserById(services.db, data.UserId);
    if (!target) throw notFound(`There is no user with the id ${data.UserId}.`);

    const roleChanges = data.role_id !== undefined && data.role_id !== target.role_id;
    const nextRole = data.role_id ?? target.role_id;
    const nextFlags = data.flags
      ? normalizeFlags(data.flags)
      : roleChanges
        ? defaultFlags(nextRole)
        : grantedFlags(target);

    if (target.id === actor.user.id) {
      if (target.role_id === ADMIN_ROLE_ID && nextRole !== ADMIN_ROLE_ID) throw badRequest(CANNOT_DEMOTE_YOURSELF);
      if (!nextFlags.includes('usermanagement')) throw badRequest(CANNOT_REMOVE_OWN_USER_MANAGEMENT);
    }

    const changes: UserRowChanges = {};
    const changed: Record<string, unknown> = {};
    if (data.displayname !== undefined && data.displayname !== target.displayname) {
      changes.displayname = data.displayname;
      changed.displayname = { from: target.displayname, to: data.displayname };
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
    if (data.password !== undefined) {
      changes.password_hash = await hashPassword(data.password);
      changes.token_version = target.token_version + 1;
      changed.password = 'reset';
    }

    if (Object.keys(changed).length === 0) return { data: toUser(target), msg: 'Nothing to change.' };

    const row = await services.db.transaction().execute(async (transaction) => {
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
    return { data: toUser(row), msg: `The user "${row.username}" was updated.` };
  },
} satisfies Pick<Handlers, 'listUsers' | 'addUser' | 'updateUser'>;

import { sql, type Kysely } from 'kysely';
import { isPermissionFlag, type PermissionFlag, type SessionUser, type User } from '@mizan/shared';
import type { Database, UserRow } from '../db/schema';
import { likePattern } from './like-pattern';

/** The flags a stored row grants, in the order of PERMISSION_FLAGS, unknown ones dropped. */
export function grantedFlags(row: Pick<UserRow, 'flags'>): PermissionFlag[] {
  return (row.flags ?? []).filter(isPermissionFlag);
}

/** A row as the users screen shows it (never the password hash). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    displayname: row.displayname,
    userName: row.username,
    role_id: row.role_id,
    flags: grantedFlags(row),
  };
}

/** A row as `getuser` answers it (SPEC §3 "Session user", without PasswordHash). */
export function toSessionUser(row: UserRow): SessionUser {
  return {
    UserId: row.id,
    UserName: row.username,
    Name: row.displayname,
    Email: row.email,
    EmailConfirmed: false,
    PhoneNumber: null,
    RoleID: row.role_id,
  };
}

export function findUserById(db: Kysely<Database>, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account a sign-in names: by username or e-mail, regardless of case. A
 * username match wins over another account's e-mail.
 */
export function findUserForSignIn(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const wanted = login.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb(sql`lower(username)`, '=', wanted), eb(sql`lower(email)`, '=', wanted)]))
    .orderBy(sql`lower(username) = ${wanted}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findUserByUsername(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** Every account by id; the filter narrows by role and by text in the username or display name (any case). */
export function findUsers(db: Kysely<Database>, filter: { role_id?: number; search?: string } = {}): Promise<UserRow[]> {
  let query = db.selectFrom('users').selectAll().orderBy('id');
  if (filter.role_id !== undefined) query = query.where('role_id', '=', filter.role_id);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb(sql`lower(username)`, 'like', pattern), eb(sql`lower(displayname)`, 'like', pattern)]));
  }
  return query.execute();
}

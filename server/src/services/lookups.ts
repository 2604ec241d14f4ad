import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The short lists behind select fields: positions, grades, groups and the staff one may assign. */

export function listPositions(db: Kysely<Database>) {
  return db.selectFrom('positions').select(['id', 'name']).orderBy('id').execute();
}

export function listGrades(db: Kysely<Database>) {
  return db.selectFrom('grades').select(['id', 'name']).orderBy('id').execute();
}

/** A group as the contract names it: `groupname` repeats the name, as the assessment's selectedgroups carry it. */
export const groupEntry = (row: { id: number; name: string }) => ({ id: row.id, name: row.name, groupname: row.name });

export async function listGroups(db: Kysely<Database>) {
  return (await db.selectFrom('groups').select(['id', 'name']).orderBy('id').execute()).map(groupEntry);
}

/** Enabled staff with one of these roles, by display name. */
export function listStaffWithRoles(db: Kysely<Database>, roleIds: readonly number[]) {
  return db
    .selectFrom('users')
    .select(['id', 'displayname'])
    .where('role_id', 'in', roleIds)
    .where('disabled', '=', false)
    .orderBy('displayname')
    .orderBy('id')
    .execute();
}

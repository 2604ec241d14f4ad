import { sql, type Kysely } from 'kysely';
import type { SchoolProfile } from '@mizan/shared';
import type { Database } from '../db/schema';
import { writeAudit } from './audit';

/** The school's name and logo (migration 0023's one row). */
export async function readSchoolProfile(db: Kysely<Database>): Promise<SchoolProfile> {
  const row = await db.selectFrom('school_profile').select(['name', 'logo']).where('id', '=', 1).executeTakeFirst();
  return { name: row?.name ?? '', logo: row?.logo ?? '' };
}

/** Save them, audited (the logo is recorded by its size only). */
export async function saveSchoolProfile(db: Kysely<Database>, actorUserId: number, profile: SchoolProfile): Promise<SchoolProfile> {
  await db.transaction().execute(async (transaction) => {
    const before = await readSchoolProfile(transaction);
    await transaction
      .insertInto('school_profile')
      .values({ id: 1, name: profile.name, logo: profile.logo, updated_by: actorUserId })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ name: profile.name, logo: profile.logo, updated_by: actorUserId, updated_at: sql<Date>`now()` }),
      )
      .execute();
    await writeAudit(transaction, {
      actorUserId,
      action: 'school.profile',
      subjectType: 'school_profile',
      subjectId: 1,
      details: { name: { from: before.name, to: profile.name }, logoChars: { from: before.logo.length, to: profile.logo.length } },
    });
  });
  return readSchoolProfile(db);
}

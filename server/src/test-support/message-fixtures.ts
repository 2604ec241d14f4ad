import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { freshSsn } from './applicant-fixtures';

/** An applicant straight into the table, with the contact details given. */
export async function insertApplicant(
  db: Kysely<Database>,
  contact: { name?: string; email?: string; mobile?: string } = {},
): Promise<number> {
  const row = await db
    .insertInto('applicants')
    .values({
      name: contact.name ?? 'Mona Adel Fathy',
      ssn: freshSsn('female'),
      gender: 'female',
      email: contact.email ?? 'mona.adel@families.example',
      mobile: contact.mobile ?? '01012345678',
      prep_mark: 90,
      math: 90,
      english: 90,
      std_code: 'STD-M-1',
      school_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readSchoolProfile } from '../school-profile';

/** What a message needs of an applicant: where it goes, and the {name} and {school} it says. */
export interface ApplicantContact {
  name: string;
  email: string;
  mobile: string;
  /** The applicant's school, else the school's (group's) name from the school profile. */
  school: string;
}

/** The contacts of the applicants by id, read together; an id with no applicant is left out. */
export async function readApplicantContacts(db: Kysely<Database>, applicantIds: readonly number[]): Promise<Map<number, ApplicantContact>> {
  const ids = [...new Set(applicantIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('applicants')
    .leftJoin('schools', 'schools.id', 'applicants.school_id')
    .select(['applicants.id', 'applicants.name', 'applicants.email', 'applicants.mobile', 'schools.name as school'])
    .where('applicants.id', 'in', ids)
    .execute();
  const profileName = rows.some((row) => row.school === null) ? (await readSchoolProfile(db)).name : '';
  return new Map(
    rows.map((row) => [row.id, { name: row.name, email: row.email.trim(), mobile: row.mobile.trim(), school: row.school ?? profileName }]),
  );
}

export async function readApplicantContact(db: Kysely<Database>, applicantId: number): Promise<ApplicantContact | undefined> {
  return (await readApplicantContacts(db, [applicantId])).get(applicantId);
}

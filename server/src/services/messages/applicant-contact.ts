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

export async function readApplicantContact(db: Kysely<Database>, applicantId: number): Promise<ApplicantContact | undefined> {
  const applicant = await db
    .selectFrom('applicants')
    .leftJoin('schools', 'schools.id', 'applicants.school_id')
    .select(['applicants.name', 'applicants.email', 'applicants.mobile', 'schools.name as school'])
    .where('applicants.id', '=', applicantId)
    .executeTakeFirst();
  if (!applicant) return undefined;
  return {
    name: applicant.name,
    email: applicant.email.trim(),
    mobile: applicant.mobile.trim(),
    school: applicant.school ?? (await readSchoolProfile(db)).name,
  };
}

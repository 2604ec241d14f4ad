import type { Kysely } from 'kysely';
import { MASKED_FIELDS, mayRevealApplicantData, maySeeAccessCodes, type ApplicantFilter } from '@mizan/shared';
import type { Database } from '../db/schema';
import { applicantsCsv, applicantsXlsx, CSV_TYPE, XLSX_TYPE } from './applicant-files';
import { applicantsFor, filterFor, withoutAccessCode } from './applicant-masking';
import { findApplicants } from './applicant-records';
import { assessmentsSeenBy } from './assessment-records';
import { scoreColumns } from './assessment-scores';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';

/**
 * The applicants matching the filter as a CSV or .xlsx file. A file is a
 * bulk reveal: whole IDs (so it can be imported back) only for staff who may
 * reveal them, and every such export is audited; others get the list's masking.
 * Score columns are those of the assessments the viewer may see, as in the list.
 */
export async function exportApplicants(
  db: Kysely<Database>,
  viewer: Caller,
  filter: ApplicantFilter,
  format: 'csv' | 'xlsx',
): Promise<{ body: Buffer; contentType: string }> {
  const seen = assessmentsSeenBy(viewer);
  const found = await findApplicants(db, filterFor(viewer, filter), seen);
  const whole = mayRevealApplicantData(viewer.flags);
  const withCodes = maySeeAccessCodes(viewer.flags);
  const applicants = whole ? (withCodes ? found : found.map(withoutAccessCode)) : applicantsFor(viewer, found);
  if (whole) {
    await writeAudit(db, {
      actorUserId: viewer.user.id,
      action: 'applicant.export',
      subjectType: 'applicants',
      subjectId: null,
      details: { format, count: applicants.length, filter, fields: withCodes ? [...MASKED_FIELDS, 'access_code'] : MASKED_FIELDS },
    });
  }
  const columns = await scoreColumns(db, seen);
  return format === 'xlsx'
    ? { body: await applicantsXlsx(applicants, 'Applicants', columns), contentType: XLSX_TYPE }
    : { body: applicantsCsv(applicants, columns), contentType: CSV_TYPE };
}

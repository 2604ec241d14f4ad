import { timingSafeEqual } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { ACCESS_CODE_REQUIRED, EXAM_REFUSAL_CODES, ID_OR_ACCESS_CODE_WRONG, UNKNOWN_SSN, normalizeAccessCode } from '@mizan/shared';
import type { Database } from '../db/schema';
import { notFound, unauthorized, type HttpError } from '../errors';
import { noApplicantMessage } from './applicant-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';

/**
 * Access codes at registration (docs/security.md, Access codes). While codes
 * are in use, emp/reg.php names the applicant and moves their running attempt
 * only for the national ID together with that applicant's code; in a school
 * that uses none, the ID alone does (SPEC §2).
 */

/**
 * Codes are in use while any assessment requires them, and then every
 * registration asks for one, whichever assessment it is for: applicants are
 * not tied to assessments, so any open assessment without codes would
 * otherwise name any child whose ID is known, and make attempts in their name.
 */
export const accessCodesInUse: RawBuilder<boolean> = sql<boolean>`exists (select 1 from assessments as coded where coded.require_access_codes)`;

/**
 * The identity check of emp/reg.php, after the assessment is known to be
 * open: the applicant, or why not. A missing code is refused before the ID
 * is looked at, and an unknown ID and a wrong code get one answer, so no
 * answer depends on whether the ID belongs to an applicant.
 */
export function checkIdentity<Applicant extends { access_code: string }>(
  accessCodesRequired: boolean,
  applicant: Applicant | null,
  givenCode: string | undefined,
): { applicant: Applicant; refusal?: undefined } | { refusal: HttpError } {
  if (!accessCodesRequired) return applicant ? { applicant } : { refusal: unauthorized(UNKNOWN_SSN, EXAM_REFUSAL_CODES.unknownSsn) };
  const code = normalizeAccessCode(givenCode ?? '');
  if (code === '') return { refusal: unauthorized(ACCESS_CODE_REQUIRED, EXAM_REFUSAL_CODES.accessCodeRequired) };
  if (!applicant || !sameCode(applicant.access_code, code))
    return { refusal: unauthorized(ID_OR_ACCESS_CODE_WRONG, EXAM_REFUSAL_CODES.idOrAccessCodeWrong) };
  return { applicant };
}

/** Constant-time comparison, so the time taken tells nothing of how much of a guess was right. */
function sameCode(stored: string, given: string): boolean {
  const left = Buffer.from(stored);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A new code for one applicant, made by the database like every code, and
 * audited; 404 when there is no such applicant.
 */
export async function renewAccessCode(db: Kysely<Database>, actor: Caller, applicantId: number): Promise<string> {
  return db.transaction().execute(async (transaction) => {
    const row = await transaction
      .updateTable('applicants')
      .set({ access_code: sql<string>`mizan_access_code()`, updated_at: sql<Date>`now()` })
      .where('id', '=', applicantId)
      .returning('access_code')
      .executeTakeFirst();
    if (row === undefined) throw notFound(noApplicantMessage(applicantId));
    // The code itself is never written to the log: the log is read by more people than may see codes.
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'applicant.access_code',
      subjectType: 'applicant',
      subjectId: applicantId,
      details: { renewed: true },
    });
    return row.access_code;
  });
}

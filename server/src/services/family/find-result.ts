import type { Kysely } from 'kysely';
import {
  FIND_RESULT_WRONG,
  FIND_RESULT_WRONG_CODE,
  ONE_TIME_CODE_NOT_NEEDED,
  ONE_TIME_CODE_NOT_NEEDED_CODE,
  ONE_TIME_CODE_SENT,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { codesInUse, sameCode } from './family-access';
import { sendOneTimeCode, useOneTimeCode } from './one-time-codes';
import { statusLinkPath } from './status-links';

/**
 * Every answer of Find my result and of sending a code takes at least this
 * long, so a known ID (a code made, a message queued, a code checked) and an
 * unknown one cannot be told apart by time.
 */
const ANSWER_FLOOR_MS = 250;

async function atLeast<T>(startedAt: number, work: Promise<T>): Promise<T> {
  const settled = await Promise.allSettled([work]);
  const wait = startedAt + ANSWER_FLOOR_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const [outcome] = settled;
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

async function applicantWithSsn(db: Kysely<Database>, ssn: string) {
  return db.selectFrom('applicants').select(['id', 'access_code']).where('ssn', '=', ssn).executeTakeFirst();
}

/**
 * emp/findresult.php: the national ID with the applicant's access code (while
 * codes are in use) or a one-time code (otherwise) answers the status page's
 * path. An unknown ID and a wrong code are one answer.
 */
export async function findResult(db: Kysely<Database>, clock: Clock, ssn: string, code: string): Promise<string> {
  const startedAt = Date.now();
  return atLeast(
    startedAt,
    (async () => {
      const [needsAccessCode, applicant] = await Promise.all([codesInUse(db), applicantWithSsn(db, ssn)]);
      const right =
        applicant !== undefined &&
        code !== '' &&
        (needsAccessCode ? sameCode(applicant.access_code, code) : await useOneTimeCode(db, clock, applicant.id, code));
      if (!right) throw new HttpError(401, FIND_RESULT_WRONG, {}, FIND_RESULT_WRONG_CODE);
      return statusLinkPath(db, applicant.id);
    })(),
  );
}

/**
 * emp/sendcode.php: where access codes are not in use, a one-time code to the
 * applicant with this ID; the same sentence for every ID.
 */
export async function sendFindCode(db: Kysely<Database>, clock: Clock, ssn: string): Promise<string> {
  if (await codesInUse(db)) throw new HttpError(409, ONE_TIME_CODE_NOT_NEEDED, {}, ONE_TIME_CODE_NOT_NEEDED_CODE);
  const startedAt = Date.now();
  return atLeast(
    startedAt,
    (async () => {
      const applicant = await applicantWithSsn(db, ssn);
      if (applicant) await sendOneTimeCode(db, clock, applicant.id);
      return ONE_TIME_CODE_SENT;
    })(),
  );
}

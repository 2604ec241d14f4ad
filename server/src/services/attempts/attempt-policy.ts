import type { Kysely } from 'kysely';
import {
  EXAM_REFUSAL_CODES as CODES,
  ATTEMPT_NOT_FOUND,
  EXAM_NOT_STARTED_YET,
  OPEN_IN_ANOTHER_BROWSER,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  UPLOAD_BEFORE_START,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { isExpired, type AttemptState } from './attempt-state';
import { finalise } from './finalise';

/**
 * Why an attempt refuses a call from an applicant's browser, asked in ONE
 * order by every entry point (fetch, save, submit, upload): unknown hash;
 * already submitted (by the server at the deadline, or otherwise); open in
 * another browser (one browser per attempt: while not submitted, only the
 * browser it is bound to, its request fingerprint `sign`, may use it); not
 * started; past its deadline plus grace. Each entry point decides only how
 * it answers a refusal (`ExamCallAnswers`, `UploadAnswers`), and the fetch
 * and the submit start an attempt that is not started instead of refusing.
 */
export type AttemptRefusal = 'unknown' | 'submitted' | 'submitted-by-server' | 'other-browser' | 'not-started' | 'expired';

type Facts = Pick<AttemptState, 'submitted_at' | 'submitted_by' | 'browser_sign' | 'started_at' | 'deadline'>;

/** The first refusal of the policy for this attempt (undefined: no attempt has the hash), or null when the call may go ahead. */
export function attemptRefusal(attempt: Facts | undefined, sign: string, now: Date): AttemptRefusal | null {
  if (!attempt) return 'unknown';
  if (attempt.submitted_at !== null) return submittedRefusal(attempt);
  if (attempt.browser_sign !== null && attempt.browser_sign !== sign) return 'other-browser';
  if (attempt.started_at === null) return 'not-started';
  if (isExpired(attempt, now)) return 'expired';
  return null;
}

/** What a write that re-checked the attempt in the database found closed, in the same order: submitted, then past the grace. */
export function closedRefusal(attempt: Pick<Facts, 'submitted_at' | 'submitted_by' | 'deadline'>, now: Date): AttemptRefusal | null {
  if (attempt.submitted_at !== null) return submittedRefusal(attempt);
  if (isExpired(attempt, now)) return 'expired';
  return null;
}

function submittedRefusal(attempt: Pick<Facts, 'submitted_by'>): AttemptRefusal {
  return attempt.submitted_by === 'server' ? 'submitted-by-server' : 'submitted';
}

/** The status, sentence and stable code an entry point answers each refusal with. */
export type RefusalAnswers = Record<AttemptRefusal, { status: number; msg: string; code: string }>;

/**
 * The exam calls (fetch, save, submit): 409 submitted before, 410 time is
 * up, 423 open elsewhere; the exam page tells the refusals apart by code.
 */
export const EXAM_CALL_ANSWERS: RefusalAnswers = {
  unknown: { status: 404, msg: ATTEMPT_NOT_FOUND, code: CODES.attemptNotFound },
  submitted: { status: 409, msg: SUBMITTED_BEFORE, code: CODES.submittedBefore },
  'submitted-by-server': { status: 410, msg: TIME_IS_UP, code: CODES.timeIsUp },
  'other-browser': { status: 423, msg: OPEN_IN_ANOTHER_BROWSER, code: CODES.openInAnotherBrowser },
  'not-started': { status: 409, msg: EXAM_NOT_STARTED_YET, code: CODES.attemptNotOpened },
  expired: { status: 410, msg: TIME_IS_UP, code: CODES.timeIsUp },
};

/**
 * An upload (POST /api/media/upload with X-Attempt-Hash): the hash stands in
 * for the bearer token, so a hash that may not upload answers 401 with the
 * same sentences; another browser answers 423 as everywhere
 * (docs/decisions.md, "One attempt policy").
 */
export const UPLOAD_ANSWERS: RefusalAnswers = {
  unknown: { status: 401, msg: ATTEMPT_NOT_FOUND, code: CODES.attemptNotFound },
  submitted: { status: 401, msg: SUBMITTED_BEFORE, code: CODES.submittedBefore },
  'submitted-by-server': { status: 401, msg: TIME_IS_UP, code: CODES.timeIsUp },
  'other-browser': { status: 423, msg: OPEN_IN_ANOTHER_BROWSER, code: CODES.openInAnotherBrowser },
  'not-started': { status: 401, msg: UPLOAD_BEFORE_START, code: CODES.uploadBeforeOpen },
  expired: { status: 401, msg: TIME_IS_UP, code: CODES.timeIsUp },
};

export function refusalError(refusal: AttemptRefusal, answers: RefusalAnswers): HttpError {
  const { status, msg, code } = answers[refusal];
  return new HttpError(status, msg, {}, code);
}

/** Throw the refusal; an attempt past its deadline plus grace is first submitted with what it holds (lazy finalisation). */
export async function refuse(
  db: Kysely<Database>,
  clock: Clock,
  attempt: { id: number } | undefined,
  refusal: AttemptRefusal,
  answers: RefusalAnswers,
): Promise<never> {
  if (refusal === 'expired' && attempt) await finalise(db, clock, attempt.id, 'server');
  throw refusalError(refusal, answers);
}

/** The attempt when the policy lets the call go ahead at `now`; else its refusal, thrown. */
export async function admitted<Attempt extends Facts & { id: number }>(
  db: Kysely<Database>,
  clock: Clock,
  attempt: Attempt | undefined,
  sign: string,
  now: Date,
  answers: RefusalAnswers,
): Promise<Attempt> {
  const refusal = attemptRefusal(attempt, sign, now);
  if (refusal) return refuse(db, clock, attempt, refusal, answers);
  return attempt as Attempt;
}

import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ATTEMPT_HASH_LENGTH, EXAM_REFUSAL_CODES, noTrialsLeftMessage } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { iso } from '../iso-time';
import { isExpired } from './attempt-state';
import type { OpenRules } from './registration-window';

/** base64url writes 4 characters per 3 bytes: 24 random bytes (192 bits) make the 32 characters of a hash. */
export function newAttemptHash(): string {
  return randomBytes((ATTEMPT_HASH_LENGTH * 3) / 4).toString('base64url');
}

export interface AssessmentForRegistration extends OpenRules {
  id: number;
  nooftrials: number;
}

/**
 * The applicant's open attempt of this assessment, or a new one when a trial
 * is left (else 409 with the count). A second registration (or a concurrent
 * one) answers the attempt not yet submitted, so re-registering resumes
 * instead of using a trial. An open attempt past its deadline plus grace is
 * handed to `submitExpired` and a new trial looked for; without it (inside
 * the submission's transaction, chaining the next assessment) the open
 * attempt is answered as it is.
 */
export async function openAttemptFor(
  db: Kysely<Database>,
  clock: Clock,
  applicantId: number,
  assessment: AssessmentForRegistration,
  submitExpired?: (attemptId: number) => Promise<unknown>,
): Promise<{ id: number; hash: string }> {
  for (let round = 0; round < 4; round += 1) {
    const open = await db
      .selectFrom('attempts')
      .select(['id', 'hash', 'deadline', 'submitted_at'])
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', assessment.id)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    if (open) {
      if (!submitExpired || !isExpired(open, clock.now())) return { id: open.id, hash: open.hash };
      await submitExpired(open.id);
      continue;
    }
    const hash = newAttemptHash();
    const { rows } = await sql<{ id: number; hash: string }>`
      insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, registered_at)
      select ${hash}, ${applicantId}, ${assessment.id}, coalesce(max(trial), 0) + 1, ${hash}, ${iso(clock.now())}::timestamptz
      from attempts where applicant_id = ${applicantId} and assessment_id = ${assessment.id}
      having coalesce(max(trial), 0) + 1 <= ${assessment.nooftrials}
      on conflict do nothing
      returning id, hash
    `.execute(db);
    if (rows.length > 0) return rows[0];
    const used = await db
      .selectFrom('attempts')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', assessment.id)
      .where('submitted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(used.count) >= assessment.nooftrials)
      throw new HttpError(409, noTrialsLeftMessage(assessment.nooftrials), {}, EXAM_REFUSAL_CODES.noTrialsLeft);
    // Another registration of the same applicant won the race: the next round finds its attempt.
  }
  throw new HttpError(503, 'The server is busy. Please try again.', {}, EXAM_REFUSAL_CODES.serverBusy);
}

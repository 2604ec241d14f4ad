import type { Kysely } from 'kysely';
import type { Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { iso } from '../iso-time';
import { attemptOrNotFound } from './attempt-queries';
import { isExpired, type AttemptState, type SubmittedBy } from './attempt-state';
import { applyBatch, type FinalBatch } from './final-batch';
import { openAttemptFor } from './open-attempt';
import { registrationRefusal } from './registration-window';
import { storeScores } from './scores';

type Db = Kysely<Database>;

export interface Finalised {
  /** False when another submission had already won. */
  claimed: boolean;
  nextHash: string | null;
  /** Question ids whose batch answer was refused. */
  skipped: string[];
}

/**
 * Submit an attempt: ONE conditional update claims it (submitted_at IS NULL),
 * then, in the same transaction, the final batch is applied, every answer is
 * scored with the shared scoring, the percent and career are stored, and the
 * next assessment's attempt is made. Nobody else can claim it meanwhile, and
 * saves wait on the row lock and are then refused.
 */
export async function finalise(db: Db, clock: Clock, attemptId: number, by: SubmittedBy, batch: FinalBatch = {}): Promise<Finalised> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const claimed = await trx
      .updateTable('attempts')
      .set({ submitted_at: iso(now), submitted_by: by, status: 'submitted' })
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .returning(['id', 'hash', 'applicant_id', 'assessment_id', 'questions'])
      .executeTakeFirst();
    if (!claimed) return { claimed: false, nextHash: null, skipped: [] };
    const questions = jsonColumn<Question[]>(claimed.questions, []);
    const skipped = await applyBatch(trx, claimed.id, claimed.hash, questions, batch, now);

    await storeScores(trx, claimed.id, questions, now);
    const nextAttempt = await chainNext(trx, clock, claimed.applicant_id, claimed.assessment_id);
    if (nextAttempt) await trx.updateTable('attempts').set({ next_attempt_id: nextAttempt.id }).where('id', '=', claimed.id).execute();
    return { claimed: true, nextHash: nextAttempt?.hash ?? null, skipped };
  });
}

/**
 * The attempt of the next assessment of an admission sequence, made (or the
 * open one found) at submission under the usual rules: the next assessment
 * must be open for registration and have a trial left, else there is none.
 */
async function chainNext(trx: Db, clock: Clock, applicantId: number, assessmentId: number): Promise<{ id: number; hash: string } | null> {
  const next = await trx
    .selectFrom('assessments as current')
    .innerJoin('assessments as next', 'next.id', 'current.next_assessment_id')
    .select(['next.id', 'next.nooftrials', 'next.published', 'next.open', 'next.startdate', 'next.enddate'])
    .where('current.id', '=', assessmentId)
    .executeTakeFirst();
  if (!next || registrationRefusal(next, clock.now())) return null;
  try {
    return await openAttemptFor(trx, clock, applicantId, next);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * Lazy finalisation: any call that touches an attempt past its deadline plus
 * grace submits it first, with the answers the server holds. So correctness
 * never waits for the background sweep (which only tidies the taken list).
 */
export async function settled(db: Db, clock: Clock, attempt: AttemptState): Promise<AttemptState> {
  if (!isExpired(attempt, clock.now())) return attempt;
  await finalise(db, clock, attempt.id, 'server');
  return attemptOrNotFound(db, attempt.hash);
}

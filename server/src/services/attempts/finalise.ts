import { sql, type Kysely } from 'kysely';
import type { Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { accessCodesInUse } from '../access-codes';
import type { Clock } from '../clock';
import { extraTrialsOfApplicant } from '../exam-room/attempt-start-rules';
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
  /** The next assessment, when it needs the access code this attempt's registration did not check: the applicant registers for it. */
  nextToRegister?: number;
}

/** What a submission chains to: the next attempt, the next assessment to register for, or nothing. */
type ChainStep = { attempt: { id: number; hash: string } } | { register: number } | null;

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
      .returning(['id', 'hash', 'applicant_id', 'assessment_id', 'questions', 'access_code_checked'])
      .executeTakeFirst();
    if (!claimed) return { claimed: false, nextHash: null, skipped: [] };
    const questions = jsonColumn<Question[]>(claimed.questions, []);
    const skipped = await applyBatch(trx, claimed.id, claimed.hash, questions, batch, now);

    await storeScores(trx, claimed.id, questions, now);
    const step = await chainNext(trx, clock, claimed);
    if (step && 'register' in step) return { claimed: true, nextHash: null, skipped, nextToRegister: step.register };
    if (step) await trx.updateTable('attempts').set({ next_attempt_id: step.attempt.id }).where('id', '=', claimed.id).execute();
    return { claimed: true, nextHash: step?.attempt.hash ?? null, skipped };
  });
}

/**
 * The attempt of the next assessment of an admission sequence, made (or the
 * open one found) at submission only where a registration for it would be
 * accepted now with what this attempt's registration proved: the next
 * assessment open for registration, a trial left (with any staff allowed the
 * applicant), and, while access codes are in use, the code checked. Without
 * the code the chain hands nothing over and names the assessment to register
 * for; otherwise there is no next attempt.
 */
async function chainNext(
  trx: Db,
  clock: Clock,
  submitted: { applicant_id: number; assessment_id: number; access_code_checked: boolean },
): Promise<ChainStep> {
  const next = await trx
    .selectFrom('assessments as current')
    .innerJoin('assessments as next', 'next.id', 'current.next_assessment_id')
    .select([
      'next.id',
      sql<number>`next.nooftrials + ${extraTrialsOfApplicant(submitted.applicant_id)}`.as('nooftrials'),
      'next.published',
      'next.open',
      'next.startdate',
      'next.enddate',
      accessCodesInUse.as('access_codes_required'),
    ])
    .where('current.id', '=', submitted.assessment_id)
    .executeTakeFirst();
  if (!next || registrationRefusal(next, clock.now())) return null;
  if (next.access_codes_required && !submitted.access_code_checked) return { register: next.id };
  try {
    const attempt = await openAttemptFor(trx, clock, submitted.applicant_id, next);
    if (submitted.access_code_checked)
      await trx.updateTable('attempts').set({ access_code_checked: true }).where('id', '=', attempt.id).execute();
    return { attempt };
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

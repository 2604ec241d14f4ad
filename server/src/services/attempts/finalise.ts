import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { accessCodesInUse } from '../access-codes';
import type { Clock } from '../clock';
import { extraTrialsOfApplicant } from '../exam-room/attempt-start-rules';
import type { AttemptMemory } from './attempt-memory';
import { attemptOrNotFound } from './attempt-queries';
import { isExpired, type AttemptState, type SubmittedBy } from './attempt-state';
import { closeAttempts } from './close-attempts';
import { NO_FINAL_BATCH, type PreparedBatch } from './final-batch';
import { openAttemptFor } from './open-attempt';
import { registrationRefusal } from './registration-window';
import { scoreLocked, scorePendingAttempts } from './scores';

type Db = Kysely<Database>;

export interface Finalised {
  /** False when another submission had already won. */
  claimed: boolean;
  nextHash: string | null;
  /** The next assessment, when it needs the access code this attempt's registration did not check: the applicant registers for it. */
  nextToRegister?: number;
}

/** What a submission chains to: the next attempt, the next assessment to register for, or nothing. */
type ChainStep = { attempt: { id: number; hash: string } } | { register: number } | null;

/**
 * Submit one attempt in ONE transaction: the close (closeAttempts: the
 * conditional claim, submitted_at IS NULL, with the final batch stored in
 * the same statement), its scoring, and the next assessment's attempt.
 * Nobody else can claim it meanwhile, and saves wait on the row lock and are
 * then refused. The path of an attempt whose assessment chains to a next one
 * (the chain is made exactly once, with the claim), and of the server's own
 * submissions (lazy finalisation, staff); a hand-in without a chain is
 * closed and scored in batches instead (hand-ins.ts).
 */
export async function finalise(
  db: Db,
  clock: Clock,
  attemptId: number,
  by: SubmittedBy,
  batch: PreparedBatch = NO_FINAL_BATCH,
  memory?: AttemptMemory,
): Promise<Finalised> {
  return db.transaction().execute(async (trx) => {
    const [closed] = await closeAttempts(trx, [{ attemptId, by, at: clock.now(), answers: batch.answers }], { unchainedOnly: false });
    if (!closed) return { claimed: false, nextHash: null };
    const claimed = await trx
      .selectFrom('attempts')
      .select(['id', 'applicant_id', 'assessment_id', 'access_code_checked'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    await scoreLocked(trx, [attemptId], memory);
    const step = await chainNext(trx, clock, claimed);
    if (step && 'register' in step) return { claimed: true, nextHash: null, nextToRegister: step.register };
    if (step) await trx.updateTable('attempts').set({ next_attempt_id: step.attempt.id }).where('id', '=', claimed.id).execute();
    return { claimed: true, nextHash: step?.attempt.hash ?? null };
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
 * grace submits it first, with the answers the server holds; a submitted
 * attempt whose scoring has not run yet (the process stopped between the
 * close and the scoring, or the scoring failed) is scored first. So
 * correctness never waits for the background sweep.
 */
export async function settled(db: Db, clock: Clock, attempt: AttemptState): Promise<AttemptState> {
  if (isExpired(attempt, clock.now())) await finalise(db, clock, attempt.id, 'server');
  else if (attempt.scoring_pending && attempt.submitted_at !== null) await scorePendingAttempts(db, [attempt.id]);
  else return attempt;
  return attemptOrNotFound(db, attempt.hash);
}

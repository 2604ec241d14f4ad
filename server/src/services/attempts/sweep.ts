import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { GRACE_MS } from './attempt-state';
import { closeAttempts } from './close-attempts';
import { finalise } from './finalise';
import { pendingScoreIds, scorePendingAttempts } from './scores';
import { startPeriodicJob } from '../periodic-job';

/** How often each API process submits the attempts past their deadline plus grace. */
export const ATTEMPT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Submit every attempt past its deadline plus grace (closed together in one
 * statement, those with a next assessment one by one with their chain), then
 * score every submitted attempt whose score is pending (a hand-in whose
 * scoring failed or whose process stopped before it). Correctness does not
 * depend on it: each read of an attempt does the same for that attempt.
 */
export async function sweepExpiredAttempts(
  db: Kysely<Database>,
  clock: Clock,
  limit = 200,
): Promise<{ submitted: number; scored: number }> {
  const now = clock.now();
  const cutoff = new Date(now.getTime() - GRACE_MS);
  const expired = await db
    .selectFrom('attempts')
    .select('id')
    .where('submitted_at', 'is', null)
    .where('deadline', 'is not', null)
    .where('deadline', '<', cutoff)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  const closed =
    expired.length === 0
      ? []
      : await closeAttempts(
          db,
          expired.map(({ id }) => ({ attemptId: id, by: 'server' as const, at: now, answers: [] })),
          { unchainedOnly: true },
        );
  let submitted = closed.filter(Boolean).length;
  for (const [index, { id }] of expired.entries()) if (!closed[index] && (await finalise(db, clock, id, 'server')).claimed) submitted += 1;
  const scored = await scorePendingAttempts(db, await pendingScoreIds(db, limit));
  return { submitted, scored: scored.length };
}

/**
 * The periodic sweep. Correctness never depends on it: every call that
 * touches an expired attempt (fetch, save, submit, upload, results,
 * registration) submits it first with what it holds, and a read of a result
 * scores an attempt whose scoring is pending. The sweep keeps the
 * taken-assessments list from showing an expired attempt as 'inprogress'
 * until its applicant comes back, and scores what a stopped process left
 * unscored. Safe on several API nodes at once (the close is one conditional
 * update, the scoring takes only pending attempts under a row lock), and
 * stopped when the app closes.
 */
export function startAttemptSweep(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'clock' | 'handIns'>,
  everyMs = ATTEMPT_SWEEP_INTERVAL_MS,
): void {
  services.handIns.reportFailuresTo((error) => app.log.warn({ err: error }, 'a hand-in was closed but not scored; the sweep scores it'));
  startPeriodicJob(app, {
    name: 'the sweep of expired attempts',
    everyMs,
    run: async () => {
      const { submitted, scored } = await sweepExpiredAttempts(services.db, services.clock);
      if (submitted === 0 && scored === 0) return null;
      return { message: 'expired attempts submitted and pending scores finished by the sweep', details: { count: submitted, scored } };
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { GRACE_MS } from './attempt-state';
import { finalise } from './finalise';
import { startPeriodicJob } from '../periodic-job';

/** How often each API process submits the attempts past their deadline plus grace. */
export const ATTEMPT_SWEEP_INTERVAL_MS = 60_000;

/** Submit every attempt past its deadline plus grace (the periodic sweep; correctness does not depend on it). */
export async function sweepExpiredAttempts(db: Kysely<Database>, clock: Clock, limit = 200): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - GRACE_MS);
  const expired = await db
    .selectFrom('attempts')
    .select('id')
    .where('submitted_at', 'is', null)
    .where('deadline', 'is not', null)
    .where('deadline', '<', cutoff)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  let count = 0;
  for (const { id } of expired) if ((await finalise(db, clock, id, 'server')).claimed) count += 1;
  return count;
}

/**
 * The periodic sweep. Correctness never depends on it: every call that
 * touches an expired attempt (fetch, save, submit, upload, results,
 * registration) submits it first with what it holds. The sweep only keeps
 * the taken-assessments list from showing an expired attempt as 'inprogress'
 * until its applicant comes back. Safe on several API nodes at once (the
 * submission is one conditional update), and stopped when the app closes.
 */
export function startAttemptSweep(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'clock'>,
  everyMs = ATTEMPT_SWEEP_INTERVAL_MS,
): void {
  startPeriodicJob(app, {
    name: 'the sweep of expired attempts',
    everyMs,
    run: async () => {
      const count = await sweepExpiredAttempts(services.db, services.clock);
      return count > 0 ? { message: 'expired attempts submitted by the sweep', details: { count } } : null;
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services';
import { sweepExpiredAttempts } from './attempts';

/** How often each API process submits the attempts past their deadline plus grace. */
export const ATTEMPT_SWEEP_INTERVAL_MS = 60_000;

/**
 * The periodic sweep (issue 5). Correctness never depends on it: every call
 * that touches an expired attempt (fetch, save, submit, upload, results,
 * registration) submits it first with what it holds. The sweep only keeps
 * the taken-assessments list from showing an expired attempt as 'inprogress'
 * until its applicant comes back. Safe on several API nodes at once (the
 * submission is one conditional update), and stopped when the app closes.
 */
export function startAttemptSweep(app: FastifyInstance, services: Pick<AppServices, 'db' | 'clock'>, everyMs = ATTEMPT_SWEEP_INTERVAL_MS): void {
  let running: Promise<unknown> | null = null;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = sweepExpiredAttempts(services.db, services.clock)
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'expired attempts submitted by the sweep');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'the sweep of expired attempts failed; it runs again later'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}

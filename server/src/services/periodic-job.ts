import type { FastifyInstance } from 'fastify';

/** What a periodic job says of a run: a log line of what it did, or nothing when it did nothing. */
type PeriodicRunReport = { message: string; details: Record<string, unknown> } | null;

/**
 * Runs `run` every `everyMs` in this API process: one run at a time (a run
 * still going when the next is due skips that turn), a failure logged as a
 * warning and tried again at the next turn, and stopped, waiting for the run
 * under way, when the app closes. The timer never keeps the process alive.
 */
export function startPeriodicJob(
  app: FastifyInstance,
  job: { name: string; everyMs: number; run: () => Promise<PeriodicRunReport> },
): void {
  let running: Promise<unknown> | null = null;
  let closing = false;
  const timer = setInterval(() => {
    if (running || closing) return;
    running = job
      .run()
      .then((report) => {
        if (report) app.log.info(report.details, report.message);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, `${job.name} failed; it runs again later`))
      .finally(() => {
        running = null;
      });
  }, job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}

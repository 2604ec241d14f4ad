import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../app-services';
import { deleteFilesOfDeletedAttempts } from './deleted-attempts';
import { deleteFilesPastRetention } from './retention';
import { startPeriodicJob } from '../periodic-job';

/** How often each API process runs the media cleanup. */
export const MEDIA_CLEANUP_INTERVAL_MS = 10 * 60_000;

type CleanupServices = Pick<AppServices, 'db' | 'clock' | 'media' | 'config'>;

/** One run: the files of deleted attempts, then (when MEDIA_RETENTION_DAYS is set) the files past retention. */
export async function runMediaCleanup(services: CleanupServices): Promise<{ ofDeletedAttempts: number; pastRetention: number }> {
  const ofDeletedAttempts = await deleteFilesOfDeletedAttempts(services.db, services.media);
  const days = services.config.mediaRetentionDays ?? null;
  const pastRetention = days === null ? 0 : await deleteFilesPastRetention(services.db, services.media, services.clock, days);
  return { ofDeletedAttempts, pastRetention };
}

/**
 * The periodic media cleanup, on every API node, modelled on the attempt
 * sweep: each run claims its files with `FOR UPDATE SKIP LOCKED`, so nodes
 * running at once share the work and never do it twice; one run at a time
 * per process; stopped when the app closes.
 */
export function startMediaCleanup(app: FastifyInstance, services: CleanupServices, everyMs = MEDIA_CLEANUP_INTERVAL_MS): void {
  startPeriodicJob(app, {
    name: 'the media cleanup',
    everyMs,
    run: async () => {
      const counts = await runMediaCleanup(services);
      return counts.ofDeletedAttempts + counts.pastRetention > 0
        ? { message: 'media files deleted by the cleanup', details: counts }
        : null;
    },
  });
}

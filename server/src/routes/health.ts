import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services';
import { DATABASE_RETRY_AFTER_SECONDS } from '../error-handler';
import { pingDatabase } from '../services/database-health';

export const DATABASE_UNREACHABLE = 'The database is not reachable.';

/** `GET /api/health`: 200 when the database answers `select 1`, else 503 with Retry-After (a load balancer takes the node out meanwhile). */
export function registerHealth(app: FastifyInstance, services: AppServices): void {
  app.get('/api/health', { schema: { hide: true } }, async (request, reply) => {
    try {
      await pingDatabase(services.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable', msg: DATABASE_UNREACHABLE });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { LimitStore } from './rate-limit-store';

/** How long a sign-in or registration waits for Redis before it answers 503. */
const REDIS_CONNECT_TIMEOUT_MS = 5_000;

/**
 * Where the sign-in and registration limits count: Redis when REDIS_URL is
 * set, else the database. Either is shared by every API node. The Redis
 * connection is closed with the app.
 */
export function createLimitStore(
  app: FastifyInstance,
  db: Kysely<Database>,
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>,
): LimitStore {
  if (!config.redisUrl) return { kind: 'database', db };
  const redis = new Redis(config.redisUrl, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // Reconnecting is ioredis's job; a sign-in meanwhile answers 503 (error-handler.ts).
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis (the limits store) is unreachable'));
  app.addHook('onClose', async () => {
    // quit() waits for a connection that may never come; only a ready client is asked politely.
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  return { kind: 'redis', redis, prefix: config.redisKeyPrefix };
}

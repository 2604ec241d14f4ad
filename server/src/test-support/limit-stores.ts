import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { testDatabases, type TestDatabaseKind } from './test-databases';

/** One store the limits may count in: a database, or Redis (on the embedded database) when REDIS_URL is set. */
export interface LimitStoreCase {
  database: TestDatabaseKind;
  config: Partial<Config>;
  /** A database store: a test may end a window by moving its counters' expiry into the past (Redis expires keys itself). */
  inDatabase: boolean;
  /** Delete what the case left behind (Redis keys under its prefix). */
  cleanUp(): Promise<void>;
}

/**
 * The stores every limit test runs on: PGlite, PostgreSQL (TEST_DATABASE_URL)
 * and Redis (REDIS_URL, with a key prefix of its own). Use as
 * `describe.each(limitStores())('… in %s', (_name, store) => …)`.
 */
export function limitStores(): Array<[name: string, store: LimitStoreCase]> {
  const cases: Array<[string, LimitStoreCase]> = testDatabases().map(([name, database]) => [
    name,
    { database, config: {}, inDatabase: true, cleanUp: async () => {} },
  ]);
  const redisUrl = process.env.REDIS_URL;
  if (redisUrl) {
    const prefix = `mizan-test-${randomBytes(4).toString('hex')}:`;
    cases.push([
      'Redis',
      {
        database: testDatabases()[0][1],
        config: { redisUrl, redisKeyPrefix: prefix },
        inDatabase: false,
        async cleanUp() {
          const redis = new Redis(redisUrl);
          const keys = await redis.keys(`${prefix}*`);
          if (keys.length > 0) await redis.del(...keys);
          await redis.quit();
        },
      },
    ]);
  }
  return cases;
}

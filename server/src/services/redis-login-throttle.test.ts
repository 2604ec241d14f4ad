import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { DATABASE_UNAVAILABLE } from '../error-handler';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { THROTTLE_WINDOW_MS, TOO_MANY_ATTEMPTS } from './login-throttle';

jest.setTimeout(120_000);

const redisUrl = process.env.REDIS_URL || null;
const [, pglite] = testDatabases()[0];

/**
 * With REDIS_URL the sign-in limit lives in Redis: two API nodes (two apps
 * on one database) share it, and the database keeps no failure rows. Runs
 * when REDIS_URL is set (.ci/run sets it when Redis answers).
 */
describe('the sign-in limit in Redis', () => {
  const prefix = `mizan-test-${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    if (!redisUrl) return;
    t = await startTestApp(pglite, { redisUrl, redisKeyPrefix: prefix });
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    if (!redisUrl) return;
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await t.close();
  });

  test('ten failures through node A lock the account on node B; the counters are in Redis and expire with the window', async () => {
    if (!redisUrl) {
      console.log('Redis sign-in limit not tested: REDIS_URL is not set');
      return;
    }
    const nodeB = await t.buildApp({ redisUrl, redisKeyPrefix: prefix });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.call('login', { user: 'grader', pass: 'wrong-password' }, { ip: `10.9.0.${attempt}` });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await nodeB.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      remoteAddress: '10.9.1.1',
      payload: { sign: SIGN, data: { user: 'grader', pass: t.accounts.grader.password } },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: TOO_MANY_ATTEMPTS });

    const rows = await sql<{ count: number }>`select count(*)::int as count from login_failures`.execute(t.database.db);
    expect(rows.rows[0].count).toBe(0);
    const ttl = await redis.pttl(`${prefix}login-failures:user:grader`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(THROTTLE_WINDOW_MS);

    // Another account is not affected, and a success clears its own failures.
    expect((await t.signIn('admin', TEST_ADMIN_PASSWORD, { ip: '10.9.0.1' })).length).toBeGreaterThan(0);
  });
});

describe('the sign-in limit with Redis down', () => {
  test('a sign-in answers 503 with a sentence to try again, instead of hanging or a 500', async () => {
    // Nothing listens on port 1: Redis is unreachable.
    const t = await startTestApp(pglite, { redisUrl: 'redis://127.0.0.1:1' });
    try {
      const response = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ msg: DATABASE_UNAVAILABLE });
    } finally {
      await t.close();
    }
  });
});

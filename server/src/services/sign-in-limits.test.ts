import { WRONG_CREDENTIALS } from '@mizan/shared';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { limitStores } from '../test-support/limit-stores';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { NO_SIGN_IN_LOCK, SIGN_IN_LOCK_LIFTED } from '../routes/sign-in-locks';
import { hashPassword } from './passwords';
import type { LimitStore } from './rate-limit-store';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_BROWSER,
  SignInLimits,
  TOO_MANY_ATTEMPTS,
} from './sign-in-limits';

jest.setTimeout(180_000);

const browser = (n: number) => n.toString(16).padStart(64, '0');

describe.each(limitStores())('the sign-in limits counted in %s', (_name, store) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(store.database, store.config);
  });
  afterAll(async () => {
    await t?.close();
    await store.cleanUp();
  });

  const signIn = (user: string, pass: string, ip: string, sign = browser(1)) => t.call('login', { user, pass }, { ip, sign });

  test('40 parallel sign-ins for one account (39 wrong, the right one last) get at most 10 password checks, then 429 with Retry-After', async () => {
    expect(MAX_FAILURES_PER_ACCOUNT).toBe(10);
    const attempts = [
      ...Array.from({ length: 39 }, (_, n) => signIn('grader', `wrong-${n}`, '10.20.0.1')),
      signIn('grader', t.accounts.grader.password, '10.20.0.1'),
    ];
    const answers = await Promise.all(attempts);
    // Every answer that is not 429 is a password that was checked.
    const checked = answers.filter((answer) => answer.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    for (const answer of checked) expect(answer.statusCode).toBe(401);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(40 - MAX_FAILURES_PER_ACCOUNT);
    expect(refused[0].json()).toEqual({ msg: TOO_MANY_ATTEMPTS });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0].headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The account stays locked from anywhere, even with the right password; another account is not.
    expect((await signIn('grader', t.accounts.grader.password, '10.20.9.9', browser(2))).statusCode).toBe(429);
    expect((await signIn('teacher', t.accounts.teacher.password, '10.20.0.1')).statusCode).toBe(200);
  });

  test('a success gives back only its own point: the failures of others from the same browser and address still count', async () => {
    expect(MAX_FAILURES_PER_BROWSER).toBe(30);
    const ip = '10.21.0.1';
    for (let n = 0; n < 5; n += 1) expect((await signIn('teacher', `wrong-${n}`, ip)).statusCode).toBe(401);
    for (let n = 0; n < MAX_FAILURES_PER_BROWSER - 6; n += 1) expect((await signIn(`stranger-${n}`, 'wrong', ip)).statusCode).toBe(401);
    // 29 failures from this browser; the teacher's right password clears the teacher's own count only.
    expect((await signIn('teacher', t.accounts.teacher.password, ip)).statusCode).toBe(200);
    const thirtieth = await signIn('stranger-last', 'wrong', ip);
    expect(thirtieth.statusCode).toBe(401);
    expect(thirtieth.json()).toEqual({ msg: WRONG_CREDENTIALS });
    expect((await signIn('teacher', t.accounts.teacher.password, ip)).statusCode).toBe(429);
    // Another browser behind the same address is not locked out by this one.
    expect((await signIn('teacher', t.accounts.teacher.password, ip, browser(3))).statusCode).toBe(200);
  });

  test('a lab of 60 staff behind one address, each mistyping three times, all sign in', async () => {
    const ip = '10.22.0.1';
    const password = 'lab-password-1';
    const passwordHash = await hashPassword(password);
    const staff = Array.from({ length: 60 }, (_, n) => `lab-teacher-${n}`);
    await t.database.db
      .insertInto('users')
      .values(
        staff.map((username) => ({ username, displayname: `Teacher ${username}`, password_hash: passwordHash, role_id: 3, flags: [] })),
      )
      .execute();
    const answers = await Promise.all(
      staff.map(async (username, n) => {
        for (let typo = 0; typo < 3; typo += 1)
          expect((await signIn(username, `${password}-typo${typo}`, ip, browser(100 + n))).statusCode).toBe(401);
        return (await signIn(username, password, ip, browser(100 + n))).statusCode;
      }),
    );
    expect(answers).toEqual(staff.map(() => 200));
  });

  test("staff with User Management lift an account's lock (audited); without a lock the answer says so", async () => {
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT; n += 1) await signIn('locked-out', `wrong-${n}`, `10.23.0.${n + 1}`);
    expect((await signIn('locked-out', 'wrong', '10.23.1.1')).statusCode).toBe(429);
    const token = await t.signIn('admin', TEST_ADMIN_PASSWORD, { ip: '10.23.2.1' });
    const lifted = await t.call('unlockSignIn', { username: 'Locked-Out' }, { token });
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ msg: SIGN_IN_LOCK_LIFTED });
    expect((await signIn('locked-out', 'wrong', '10.23.1.1')).statusCode).toBe(401);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('action', '=', 'signin.unlock')
      .execute();
    expect(audit).toEqual([{ action: 'signin.unlock', subject_id: 'Locked-Out' }]);
    expect((await t.call('unlockSignIn', { username: 'nobody-locked' }, { token })).json()).toEqual({ msg: NO_SIGN_IN_LOCK });
    const empty = await t.call('unlockSignIn', {}, { token });
    expect(empty.statusCode).toBe(400);
    const teacher = await t.signIn('teacher', t.accounts.teacher.password, { ip: '10.23.2.2' });
    expect((await t.call('unlockSignIn', { username: 'locked-out' }, { token: teacher })).statusCode).toBe(403);
  });

  test(`an address with ${MAX_FAILURES_PER_ADDRESS} failures from many browsers is refused until staff lift it`, async () => {
    const redis = store.config.redisUrl ? new Redis(store.config.redisUrl) : null;
    const limitStore: LimitStore = redis
      ? { kind: 'redis', redis, prefix: store.config.redisKeyPrefix ?? '' }
      : { kind: 'database', db: t.database.db };
    const limits = new SignInLimits(limitStore);
    const ip = '10.24.0.1';
    const admissions = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS + 20 }, (_, n) =>
        limits.admit({ account: `spray-${n}`, ip, sign: browser(1000 + (n % 200)), knownBrowser: null }),
      ),
    );
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(MAX_FAILURES_PER_ADDRESS);
    expect((await limits.admit({ account: 'admin', ip, sign: browser(5000), knownBrowser: null })).admitted).toBe(false);
    expect(await limits.lift({ ip })).toBe(true);
    expect((await limits.admit({ account: 'admin', ip, sign: browser(5000), knownBrowser: null })).admitted).toBe(true);
    await redis?.quit();
  });

  test('failures older than the window no longer count', async () => {
    if (!store.inDatabase) return;
    await sql`update rate_limits set expire = ${Date.now() - 1}`.execute(t.database.db);
    expect((await signIn('grader', t.accounts.grader.password, '10.20.0.1')).statusCode).toBe(200);
  });
});

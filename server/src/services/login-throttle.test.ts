import { WRONG_CREDENTIALS } from '@mizan/shared';
import { sql } from 'kysely';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { MAX_FAILURES_PER_IP, MAX_FAILURES_PER_USERNAME, TOO_MANY_ATTEMPTS } from './login-throttle';

jest.setTimeout(120_000);

describe.each(testDatabases())('brute-force limit on sign-in on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function failSignIn(user: string, ip: string) {
    const response = await t.call('login', { user, pass: 'wrong-password' }, { ip });
    return response.statusCode;
  }

  test('10 wrong passwords for one username answer 401; the 11th attempt answers 429 even with the right password', async () => {
    expect(MAX_FAILURES_PER_USERNAME).toBe(10);
    // From several addresses, so only the per-username limit is in play.
    for (let attempt = 1; attempt <= 10; attempt += 1) expect(await failSignIn('grader', `10.2.0.${attempt}`)).toBe(401);
    const blocked = await t.call('login', { user: 'grader', pass: t.accounts.grader.password }, { ip: '10.2.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: TOO_MANY_ATTEMPTS });
    expect(TOO_MANY_ATTEMPTS).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    // The account's e-mail is the same account, and the same limit.
    const byEmail = await t.call('login', { user: 'grader@mizan.example', pass: t.accounts.grader.password }, { ip: '10.2.1.2' });
    expect(byEmail.statusCode).toBe(429);
    // Other accounts signing in from the same addresses are not affected.
    const other = await t.call('login', { user: 'teacher', pass: t.accounts.teacher.password }, { ip: '10.2.0.1' });
    expect(other.statusCode).toBe(200);
  });

  test('failures older than 15 minutes no longer count', async () => {
    await sql`update login_failures set failed_at = now() - interval '16 minutes' where username = 'grader'`.execute(t.database.db);
    const response = await t.call('login', { user: 'grader', pass: t.accounts.grader.password }, { ip: '10.2.1.3' });
    expect(response.statusCode).toBe(200);
  });

  test('an unknown username is limited the same way', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await t.call('login', { user: 'ghost', pass: 'wrong-password' }, { ip: `10.4.0.${attempt}` });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: WRONG_CREDENTIALS });
    }
    expect(await failSignIn('ghost', '10.4.1.1')).toBe(429);
  });

  test('a successful sign-in clears that username\'s failures', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) expect(await failSignIn('teacher', `10.5.0.${attempt}`)).toBe(401);
    expect((await t.call('login', { user: 'teacher', pass: t.accounts.teacher.password }, { ip: '10.5.1.1' })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) expect(await failSignIn('teacher', `10.5.2.${attempt}`)).toBe(401);
    // 18 failures in the window, but only 9 since the success.
    expect((await t.call('login', { user: 'teacher', pass: t.accounts.teacher.password }, { ip: '10.5.1.1' })).statusCode).toBe(200);
  });

  test('30 failures from one address block every sign-in from it (answer 429), other addresses still sign in', async () => {
    expect(MAX_FAILURES_PER_IP).toBe(30);
    const ip = '10.3.0.1';
    for (let attempt = 1; attempt <= 30; attempt += 1) expect(await failSignIn(`stranger-${attempt}`, ip)).toBe(401);
    const blocked = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ msg: TOO_MANY_ATTEMPTS });
    const elsewhere = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD }, { ip: '10.3.0.2' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

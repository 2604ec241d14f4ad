import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../services/passwords';
import { KNOWN_BROWSER_DAYS, knownBrowserCookie } from '../services/known-browsers';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  MAX_FAILURES_PER_KNOWN_BROWSER,
  SignInLimits,
  TOO_MANY_ATTEMPTS,
} from '../services/sign-in-limits';
import { TEST_ADMIN_PASSWORD, setCookieHeader, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const browser = (n: number) => n.toString(16).padStart(64, '0');

/** The `name=value` a browser sends back for a cookie the answer set. */
function cookieOf(response: LightMyRequestResponse, name: string): string {
  const header = setCookieHeader(response, name);
  if (!header) throw new Error(`The answer set no ${name} cookie: ${String(response.headers['set-cookie'])}`);
  return header.split(';')[0];
}

/**
 * OWASP's device cookie (docs/security.md, "Limits on a shared school
 * network"): a stranger's failures lock an account for strangers, never for
 * a browser that signed in to it before.
 */
describe.each(testDatabases())('sign-in from a known browser on %s', (_name, kind) => {
  let t: TestApp;
  let adminId: number;
  const idOf = async (username: string) =>
    (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  beforeAll(async () => {
    t = await startTestApp(kind);
    adminId = await idOf('admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The app's counters (in the database), to spend an address's attempts quickly. */
  const limits = () => new SignInLimits({ kind: 'database', db: t.database.db });

  const signIn = (user: string, pass: string, ip: string, sign: string, cookie?: string) =>
    t.call('login', { user, pass }, { ip, sign, headers: cookie ? { cookie } : {} });

  /** Signs in as an account once, from a browser, and answers the known-browser cookie it then holds. */
  async function knownBrowserOf(user: string, pass: string, userId: number, ip: string, sign: string): Promise<string> {
    const response = await signIn(user, pass, ip, sign);
    expect(response.statusCode).toBe(200);
    return cookieOf(response, knownBrowserCookie(userId));
  }

  test('a sign-in gives the browser an HttpOnly, SameSite=Strict, Secure cookie for that account on /api/', async () => {
    const response = await signIn('admin', TEST_ADMIN_PASSWORD, '10.40.0.1', browser(1));
    const header = setCookieHeader(response, knownBrowserCookie(adminId));
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Strict(;|$)/);
    expect(header).toMatch(/; Secure(;|$)/);
    expect(header).toMatch(/; Path=\/api\/(;|$)/);
    expect(header).toContain(`Max-Age=${KNOWN_BROWSER_DAYS * 24 * 60 * 60}`);
    // A wrong password earns none.
    expect(
      setCookieHeader(await signIn('teacher', 'not-it', '10.40.0.1', browser(1)), knownBrowserCookie(await idOf('teacher'))),
    ).toBeUndefined();
  });

  test("after a stranger's failures lock the account, the admin's known browser still signs in; the stranger is still refused", async () => {
    const adminBrowser = await knownBrowserOf('admin', TEST_ADMIN_PASSWORD, adminId, '10.41.0.1', browser(2));
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT; n += 1) {
      expect((await signIn('admin', `guess-${n}`, `203.0.113.${n + 1}`, browser(900 + n))).statusCode).toBe(401);
    }
    const stranger = await signIn('admin', TEST_ADMIN_PASSWORD, '203.0.113.50', browser(950));
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual({ msg: TOO_MANY_ATTEMPTS });
    // A browser the admin never used before is a stranger too, even with the right password.
    expect((await signIn('admin', TEST_ADMIN_PASSWORD, '10.41.0.1', browser(3))).statusCode).toBe(429);

    const owner = await signIn('admin', TEST_ADMIN_PASSWORD, '10.41.0.1', browser(2), adminBrowser);
    expect(owner.statusCode).toBe(200);
    // Signing in again from it works too (the cookie is renewed), and hands the stranger no new guesses.
    expect(
      (await signIn('admin', TEST_ADMIN_PASSWORD, '10.41.0.1', browser(2), cookieOf(owner, knownBrowserCookie(adminId)))).statusCode,
    ).toBe(200);
    expect((await signIn('admin', TEST_ADMIN_PASSWORD, '203.0.113.50', browser(950))).statusCode).toBe(429);
    await t.call('unlockSignIn', { username: 'admin' }, { token: owner.json<{ data: string }>().data });
  });

  test("a forged, altered or other account's cookie makes no browser known", async () => {
    const teacherId = await idOf('teacher');
    const teacherBrowser = await knownBrowserOf('teacher', t.accounts.teacher.password, teacherId, '10.42.0.1', browser(4));
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT; n += 1) await signIn('admin', `guess-${n}`, '203.0.113.60', browser(960 + n));
    const [, value] = teacherBrowser.split('=');
    const [browserId, signature] = value.split('.');
    const tries = [
      `${knownBrowserCookie(adminId)}=${value}`, // the teacher's cookie renamed to the admin's account
      `${knownBrowserCookie(adminId)}=${browserId}.${signature.slice(0, -2)}AA`,
      `${knownBrowserCookie(adminId)}=${'A'.repeat(22)}.${signature}`,
      `${knownBrowserCookie(adminId)}=garbage`,
    ];
    for (const cookie of tries) expect((await signIn('admin', TEST_ADMIN_PASSWORD, '10.42.0.1', browser(4), cookie)).statusCode).toBe(429);
    // The teacher's own cookie still works for the teacher.
    expect((await signIn('teacher', t.accounts.teacher.password, '10.42.0.1', browser(4), teacherBrowser)).statusCode).toBe(200);
    expect(await limits().lift({ username: 'admin' })).toBe(true);
  });

  test(`a known browser's own failures are limited: ${MAX_FAILURES_PER_KNOWN_BROWSER}, then it waits, even with the right password`, async () => {
    const cookie = await knownBrowserOf('grader', t.accounts.grader.password, await idOf('grader'), '10.43.0.1', browser(5));
    for (let n = 0; n < MAX_FAILURES_PER_KNOWN_BROWSER; n += 1) {
      expect((await signIn('grader', `typo-${n}`, '10.43.0.1', browser(5), cookie)).statusCode).toBe(401);
    }
    expect((await signIn('grader', t.accounts.grader.password, '10.43.0.1', browser(5), cookie)).statusCode).toBe(429);
    // Its failures are its own: the account is not locked for the grader's other computers.
    expect((await signIn('grader', t.accounts.grader.password, '10.43.0.2', browser(6))).statusCode).toBe(200);
  });

  test('a password reset forgets the browsers that knew the old password', async () => {
    const admin = await t.signIn('admin', TEST_ADMIN_PASSWORD, { ip: '10.44.0.1', sign: browser(7) });
    const added = await t.call(
      'addUser',
      { displayname: 'Hoda Reset', userName: 'hoda', role_id: 2, password: 'given-password-1' },
      { token: admin },
    );
    const hodaId = added.json<{ data: { id: number } }>().data.id;
    const chosen = await t.call(
      'choosePassword',
      { user: 'hoda', pass: 'given-password-1', newPassword: 'hoda-own-1' },
      { ip: '10.44.0.2', sign: browser(8) },
    );
    const hodaBrowser = cookieOf(chosen, knownBrowserCookie(hodaId));
    expect((await t.call('updateUser', { UserId: hodaId, password: 'given-password-2' }, { token: admin })).statusCode).toBe(200);
    const chosenAgain = await t.call(
      'choosePassword',
      { user: 'hoda', pass: 'given-password-2', newPassword: 'hoda-own-2' },
      { ip: '10.44.0.3', sign: browser(9) },
    );
    expect(chosenAgain.statusCode).toBe(200);
    for (let n = 0; n < MAX_FAILURES_PER_ACCOUNT; n += 1) await signIn('hoda', `guess-${n}`, '203.0.113.70', browser(980 + n));
    expect((await signIn('hoda', 'hoda-own-2', '10.44.0.2', browser(8), hodaBrowser)).statusCode).toBe(429);
  });

  test('a lab of 60 staff behind one address: a stranger there uses up the address, and every known browser still signs in', async () => {
    const ip = '10.45.0.1';
    const password = 'lab-password-1';
    const passwordHash = await hashPassword(password);
    const staff = Array.from({ length: 60 }, (_, n) => `known-lab-${n}`);
    const rows = await t.database.db
      .insertInto('users')
      .values(
        staff.map((username) => ({ username, displayname: `Teacher ${username}`, password_hash: passwordHash, role_id: 3, flags: [] })),
      )
      .returning(['id', 'username'])
      .execute();
    // Yesterday each signed in at their own computer of the lab.
    const cookies = await Promise.all(rows.map((row, n) => knownBrowserOf(row.username, password, row.id, ip, browser(2000 + n))));
    // This morning someone at the same address sprays guesses until the address is refused.
    const sprayed = await Promise.all(
      Array.from({ length: MAX_FAILURES_PER_ADDRESS }, (_, n) =>
        limits().admit({ account: `spray-${n}`, ip, sign: browser(5000 + (n % 200)), knownBrowser: null }),
      ),
    );
    expect(sprayed.every((admission) => admission.admitted)).toBe(true);
    expect((await signIn('known-lab-0', password, ip, browser(9999))).statusCode).toBe(429);

    // They arrive over a few seconds, ten at a time: what is tested is the limits, not 60 argon2 hashes at one instant on a busy CI machine.
    const statuses: number[] = [];
    for (let first = 0; first < rows.length; first += 10) {
      const wave = rows.slice(first, first + 10);
      const answers = await Promise.all(
        wave.map((row, n) => signIn(row.username, password, ip, browser(2000 + first + n), cookies[first + n])),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses).toEqual(staff.map(() => 200));
  });
});

import { CSRF_PROOF_MISSING_CODE, DEFAULT_FLAGS_BY_ROLE, PERMISSION_FLAGS, SESSION_COOKIE, WRONG_CREDENTIALS } from '@mizan/shared';
import { CSRF_PROOF_MISSING } from '../services/authenticate';
import { REMEMBERED_SESSION_SECONDS, SESSION_SECONDS } from '../services/tokens';
import { TEST_ADMIN_PASSWORD, claimsOf, setCookieHeader, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(60_000);

describe.each(testDatabases())('sign-in on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('a right password answers the token and sets the quiztoken cookie (SameSite=None; Secure; HttpOnly; session cookie)', async () => {
    const response = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ data: string }>().data;
    expect(token.split('.')).toHaveLength(3);
    const cookie = setCookieHeader(response, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`${SESSION_COOKIE}=${token}`);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; SameSite=None(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    // Without 'Remember Me ?' the cookie ends with the browser.
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
  });

  test('the token carries the claims of TokenClaims and every flag of the admin role', async () => {
    const claims = claimsOf(await t.signIn('admin', TEST_ADMIN_PASSWORD));
    expect(claims.sub).toBe('1');
    expect(claims.ver).toBe(0);
    expect(claims.data).toEqual({ userRole: '1', UserId: 1, UserName: 'admin', Name: 'Administrator' });
    for (const flag of PERMISSION_FLAGS) expect(claims[flag]).toBe('1');
    expect(claims.exp - claims.iat).toBe(SESSION_SECONDS);
  });

  test.each([
    ['teacher', 2],
    ['grader', 3],
  ] as const)('%s (role %i) gets exactly the default flags of the role', async (username, role) => {
    const claims = claimsOf(await t.signIn(username, t.accounts[username].password));
    expect(claims.data.userRole).toBe(String(role));
    const granted = PERMISSION_FLAGS.filter((flag) => claims[flag] === '1');
    expect(granted).toEqual([...DEFAULT_FLAGS_BY_ROLE[role]]);
    for (const flag of PERMISSION_FLAGS) if (!granted.includes(flag)) expect(claims[flag]).toBeUndefined();
  });

  test('the username is matched regardless of case', async () => {
    const response = await t.call('login', { user: 'ADMIN', pass: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  test('an e-mail address signs in too, regardless of case', async () => {
    const response = await t.call('login', { user: 'Teacher@Mizan.Example', pass: t.accounts.teacher.password });
    expect(response.statusCode).toBe(200);
    expect(claimsOf(response.json<{ data: string }>().data).data.UserName).toBe('teacher');
  });

  test('account/login is the same sign-in', async () => {
    const response = await t.call('accountLogin', { user: 'admin', pass: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(setCookieHeader(response, SESSION_COOKIE)).toBeDefined();
  });

  test('a wrong password and an unknown user both answer 401 with the same message and no cookie', async () => {
    const wrongPassword = await t.call('login', { user: 'admin', pass: 'not-the-password' }, { ip: '10.1.0.1' });
    const unknownUser = await t.call('login', { user: 'nobody-here', pass: 'whatever' }, { ip: '10.1.0.1' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ msg: WRONG_CREDENTIALS });
      expect(setCookieHeader(response, SESSION_COOKIE)).toBeUndefined();
    }
  });

  test('the password is case sensitive', async () => {
    const response = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD.toUpperCase() }, { ip: '10.1.0.2' });
    expect(response.statusCode).toBe(401);
  });

  test.each([
    [{ user: '', pass: 'secret' }, 'Required'],
    [{ user: 'ab', pass: 'secret' }, 'Must be greater than 2 characters'],
    [{ user: 'a'.repeat(51), pass: 'secret' }, 'Must be 50 characters or less'],
    [{ user: 'admin', pass: '' }, 'Required'],
    [{ user: 'admin', pass: 'ab' }, 'Must be greater than 2 characters'],
    [{ user: 'admin', pass: 'a'.repeat(31) }, 'Must be 30 characters or less'],
  ])('invalid sign-in %j answers 400 "%s"', async (data, message) => {
    const response = await t.call('login', data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: message });
  });

  test('a missing user field answers 400 Required', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { sign: 'ab'.repeat(32), data: { pass: 'secret' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: 'Required' });
  });

  test('a request without a valid fingerprint answers 400 with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { sign: 'not-hex', data: { user: 'admin', pass: TEST_ADMIN_PASSWORD } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toMatch(/fingerprint/);
  });

  test('Remember Me keeps the session 14 days: the token lives that long and the cookie gets Max-Age', async () => {
    const response = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD, remember: true });
    expect(response.statusCode).toBe(200);
    const claims = claimsOf(response.json<{ data: string }>().data);
    expect(claims.exp - claims.iat).toBe(REMEMBERED_SESSION_SECONDS);
    expect(setCookieHeader(response, SESSION_COOKIE)).toContain(`Max-Age=${REMEMBERED_SESSION_SECONDS}`);
  });

  test('logout clears the cookie', async () => {
    const response = await t.call('logout', undefined);
    expect(response.statusCode).toBe(200);
    const cookie = setCookieHeader(response, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^quiztoken=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    expect(cookie).toMatch(/; Path=\//);
  });

  test('getuser answers the session user without the password hash', async () => {
    const token = await t.signIn('teacher', t.accounts.teacher.password);
    const response = await t.call('sessionUser', token, { token });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: Record<string, unknown> }>();
    expect(data).toMatchObject({ UserName: 'teacher', Name: 'Salma Hassan', RoleID: 2, Email: 'teacher@mizan.example' });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password/i);
  });

  test('auth/getUser.php answers the current token and the username', async () => {
    const token = await t.signIn('grader', t.accounts.grader.password);
    const response = await t.call('currentAuth', undefined, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { token }, userName: 'grader' });
  });

  test('auth/updateroles.php answers a fresh token with the current flags, keeps the expiry, and re-sets the cookie', async () => {
    const token = await t.signIn('admin', TEST_ADMIN_PASSWORD, { remember: true });
    const response = await t.call('refreshRoles', { token }, { token });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ data: string }>().data;
    expect(claimsOf(fresh).exp).toBe(claimsOf(token).exp);
    expect(claimsOf(fresh).usermanagement).toBe('1');
    const cookie = setCookieHeader(response, SESSION_COOKIE);
    expect(cookie).toContain(`${SESSION_COOKIE}=${fresh}`);
    expect(cookie).toMatch(/Max-Age=\d+/);
  });

  test('a token is not accepted from the cookie alone: without the X-CSRF-Token proof a staff call answers 403', async () => {
    const token = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    const response = await t.call('sessionUser', undefined, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: CSRF_PROOF_MISSING, code: CSRF_PROOF_MISSING_CODE });
  });
});

import { CSRF_COOKIE, CSRF_PROOF_MISSING_CODE, SESSION_COOKIE, SESSION_VIEW_COOKIE, decodeTokenClaims } from '@mizan/shared';
import { CSRF_PROOF_MISSING } from '../services/authenticate';
import { csrfProofOf } from '../services/csrf-proof';
import { REMEMBERED_SESSION_SECONDS } from '../services/tokens';
import { browserHeaders, browserSessionOf, signInAsBrowser } from '../test-support/browser-session';
import { TEST_ADMIN_PASSWORD, setCookieHeader, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(60_000);

const SESSION_COOKIES = [SESSION_COOKIE, SESSION_VIEW_COOKIE, CSRF_COOKIE];

describe.each(testDatabases())('a browser session (HttpOnly token, CSRF proof) on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('signing in sets quiztoken HttpOnly, and the readable quizsession and quizcsrf, all SameSite=None; Secure; Path=/', async () => {
    const response = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD });
    expect(response.statusCode).toBe(200);
    const token = response.json<{ data: string }>().data;
    const session = browserSessionOf(response);
    expect(session.token).toBe(token);
    for (const name of SESSION_COOKIES) {
      const cookie = setCookieHeader(response, name) ?? '';
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(/; SameSite=None(;|$)/);
      expect(cookie).toMatch(/; Secure(;|$)/);
      expect(cookie).not.toMatch(/Max-Age|Expires/i);
    }
    expect(setCookieHeader(response, SESSION_COOKIE)).toMatch(/; HttpOnly(;|$)/);
    expect(setCookieHeader(response, SESSION_VIEW_COOKIE)).not.toMatch(/HttpOnly/i);
    expect(setCookieHeader(response, CSRF_COOKIE)).not.toMatch(/HttpOnly/i);
  });

  test('what scripts can read draws the menu but is no credential', async () => {
    const session = await signInAsBrowser(t, 'admin', TEST_ADMIN_PASSWORD);
    expect(session.view).toBe(session.token.split('.').slice(0, 2).join('.'));
    expect(decodeTokenClaims(session.view)).toMatchObject({ usermanagement: '1', data: { UserName: 'admin' } });
    for (const readable of [session.view, `${session.view}.`, session.csrfProof]) {
      expect((await t.call('sessionUser', undefined, { token: readable })).statusCode).toBe(401);
      // Even sent as the cookie with a matching proof, it is refused: it carries no signature.
      const asCookie = { ...session, token: readable };
      expect((await t.call('sessionUser', undefined, { headers: browserHeaders(asCookie, csrfProofOf(readable)) })).statusCode).toBe(401);
    }
  });

  test('the cookie with its CSRF proof signs a call in; without the proof it answers 403 with a code and changes nothing', async () => {
    const session = await signInAsBrowser(t, 'admin', TEST_ADMIN_PASSWORD);
    const allowed = await t.call('sessionUser', undefined, { headers: browserHeaders(session) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ data: { UserName: 'admin' } });

    const newUser = { displayname: 'Forged Account', userName: 'forged-by-csrf', role_id: 1, password: 'a-good-password' };
    const forged = await t.call('addUser', newUser, { headers: { ...browserHeaders(session, null), origin: 'https://evil.example' } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ msg: CSRF_PROOF_MISSING, code: CSRF_PROOF_MISSING_CODE });
    const created = await t.database.db.selectFrom('users').select('id').where('username', '=', 'forged-by-csrf').executeTakeFirst();
    expect(created).toBeUndefined();
  });

  test("another session's proof, or a proof with the wrong token, answers 403", async () => {
    const admin = await signInAsBrowser(t, 'admin', TEST_ADMIN_PASSWORD);
    const teacher = await signInAsBrowser(t, 'teacher', t.accounts.teacher.password);
    for (const proof of [teacher.csrfProof, '', `${admin.csrfProof}x`, admin.csrfProof.slice(1)]) {
      const response = await t.call('sessionUser', undefined, { headers: browserHeaders(admin, proof) });
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe(CSRF_PROOF_MISSING_CODE);
    }
  });

  test('a bearer header still works for programs, with no CSRF proof', async () => {
    const session = await signInAsBrowser(t, 'teacher', t.accounts.teacher.password);
    const response = await t.call('sessionUser', undefined, { token: session.token });
    expect(response.statusCode).toBe(200);
  });

  test('a cross-site page cannot get permission to send the proof: CORS allows X-CSRF-Token to our origins only', async () => {
    const app = await t.buildApp({ corsOrigins: ['https://staff.school.example'] });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/postusers',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-csrf-token' },
      });
    const ours = await preflight('https://staff.school.example');
    expect(ours.headers['access-control-allow-origin']).toBe('https://staff.school.example');
    expect(String(ours.headers['access-control-allow-headers'])).toMatch(/X-CSRF-Token/i);
    const theirs = await preflight('https://evil.example');
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('scripts are never handed the token: getUser.php and updateroles.php answer it only to a bearer caller', async () => {
    const session = await signInAsBrowser(t, 'grader', t.accounts.grader.password);
    const current = await t.call('currentAuth', undefined, { headers: browserHeaders(session) });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ data: { token: null }, userName: 'grader' });
    expect(current.body).not.toContain(session.token.split('.')[2]);

    const refreshed = await t.call('refreshRoles', {}, { headers: browserHeaders(session) });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ data: unknown }>().data).toBeNull();
    // The fresh session is in the cookies instead, and works with its own proof.
    const fresh = browserSessionOf(refreshed);
    expect(decodeTokenClaims(fresh.view)?.exp).toBe(decodeTokenClaims(session.view)?.exp);
    expect((await t.call('sessionUser', undefined, { headers: browserHeaders(fresh) })).statusCode).toBe(200);

    const byBearer = await t.call('currentAuth', undefined, { token: session.token });
    expect(byBearer.json()).toEqual({ data: { token: session.token }, userName: 'grader' });
  });

  test("'Remember Me ?' gives all three cookies the token's lifetime; logout clears all three", async () => {
    const remembered = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD, remember: true });
    for (const name of SESSION_COOKIES) expect(setCookieHeader(remembered, name)).toContain(`Max-Age=${REMEMBERED_SESSION_SECONDS}`);

    const loggedOut = await t.call('logout', undefined, { headers: browserHeaders(browserSessionOf(remembered)) });
    expect(loggedOut.statusCode).toBe(200);
    for (const name of SESSION_COOKIES) {
      const cookie = setCookieHeader(loggedOut, name) ?? '';
      expect(cookie).toMatch(new RegExp(`^${name}=;`));
      expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
      expect(cookie).toMatch(/; Path=\//);
    }
  });
});

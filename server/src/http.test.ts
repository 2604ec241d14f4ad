import { SESSION_COOKIE } from '@mizan/shared';
import { buildApp } from './app';
import { BODY_NOT_JSON, BODY_SHAPE, DATABASE_UNAVAILABLE } from './error-handler';
import { DATABASE_UNREACHABLE } from './routes/health';
import { SIGN, TEST_ADMIN_PASSWORD, testConfig, startTestApp, type TestApp } from './test-support/test-app';
import { testDatabases } from './test-support/test-databases';

jest.setTimeout(60_000);

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe.each(testDatabases())('HTTP behaviour on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('errors', () => {
    test('malformed JSON answers 400 with a sentence and no stack trace', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login.php',
        headers: { 'content-type': 'application/json' },
        payload: '{"sign": "ab", "data": {',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: BODY_NOT_JSON });
      expect(response.body).not.toMatch(/stack|at .*\.(js|ts):\d+/);
    });

    test('a body that is not JSON answers 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login.php',
        headers: { 'content-type': 'text/plain' },
        payload: 'user=admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/JSON/);
    });

    test('a missing body answers 400 naming the expected shape', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/login.php' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: BODY_SHAPE });
    });

    test('a body over 1 MiB answers 413', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login.php',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ sign: SIGN, data: { user: 'a'.repeat(1_100_000), pass: 'x' } }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ msg: string }>().msg).toMatch(/too large/);
    });

    test('a wrongly typed field is named in the message', async () => {
      const response = await t.call('sessionUser', undefined, { token: await t.signIn('admin', TEST_ADMIN_PASSWORD) });
      expect(response.statusCode).toBe(200);
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/putusers',
        headers: { authorization: `Bearer ${await t.signIn('admin', TEST_ADMIN_PASSWORD)}` },
        payload: { sign: SIGN, data: { UserId: 'abc' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ msg: string }>().msg).toMatch(/^UserId: /);
    });

    test('an unknown /api/ route answers 404 with a msg, also for a wrong method', async () => {
      for (const request of [
        { method: 'POST' as const, url: '/api/admin/nothing.php' },
        { method: 'GET' as const, url: '/api/auth/login.php' },
      ]) {
        const response = await t.app.inject({ ...request, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.json<{ msg: string }>().msg).toMatch(/There is no API call/);
      }
    });
  });

  describe('health', () => {
    test('GET /api/health answers 200 {status: "ok"} while the database answers', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    test('with the database closed, health and calls answer 503 with a sentence to try again, no stack', async () => {
      const database = await kind.open();
      const app = await buildApp({ db: database.db, config: testConfig() });
      await database.close();
      try {
        const health = await app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toMatchObject({ msg: DATABASE_UNREACHABLE });
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login.php',
          payload: { sign: SIGN, data: { user: 'admin', pass: 'whatever' } },
        });
        expect(login.statusCode).toBe(503);
        expect(login.headers['retry-after']).toBe('5');
        expect(login.json()).toEqual({ msg: DATABASE_UNAVAILABLE });
      } finally {
        await app.close();
      }
    });
  });

  describe('security headers', () => {
    test('every answer carries a strict CSP without inline script', async () => {
      for (const url of ['/api/health', '/remotes.json', '/dashboard']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        const csp = directives(response.headers['content-security-policy']);
        expect(csp.get('default-src')).toEqual(["'self'"]);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    test('remotes deployed elsewhere are allowed as script and connect sources, and as CORS origins', async () => {
      const app = await t.buildApp({ remoteUrls: { mf_users: 'https://users.cdn.example/mf-manifest.json' } });
      const response = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://users.cdn.example' } });
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://users.cdn.example']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://users.cdn.example']);
      expect(response.headers['access-control-allow-origin']).toBe('https://users.cdn.example');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    });

    test('CORS answers only the allowed origins', async () => {
      const app = await t.buildApp({ corsOrigins: ['https://staff.school.example'] });
      const allowed = await app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login.php',
        headers: { origin: 'https://staff.school.example', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://staff.school.example');
      expect(String(allowed.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
      const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    test('HSTS is sent only on HTTPS (here through a trusted proxy)', async () => {
      const app = await t.buildApp({ trustProxy: true });
      const https = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const http = await app.inject({ method: 'GET', url: '/api/health' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    });

    test('without TRUST_PROXY a client cannot claim HTTPS with X-Forwarded-Proto: no HSTS', async () => {
      const spoofed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    });

    test('no answer names the server software: API, page, unknown call, refused body', async () => {
      const answers = [
        await t.app.inject({ method: 'GET', url: '/api/health' }),
        await t.app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } }),
        await t.app.inject({ method: 'POST', url: '/api/admin/nothing.php' }),
        await t.app.inject({ method: 'POST', url: '/api/auth/login.php', headers: { 'content-type': 'application/json' }, payload: '{' }),
      ];
      for (const response of answers) {
        expect(response.headers.server).toBeUndefined();
        expect(response.headers['x-powered-by']).toBeUndefined();
        expect(directives(response.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
        expect(response.headers['x-frame-options']).toBe('DENY');
      }
    });
  });

  describe('API docs', () => {
    test('/api/docs/json is an OpenAPI document of every contract call; /api/docs serves the UI under its own CSP', async () => {
      const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const document = json.json<{ openapi: string; paths: Record<string, unknown> }>();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/api/auth/login.php', '/api/postusers', '/api/putusers', '/api/GetTeachers']),
      );
      expect(Object.keys(document.paths)).not.toContain('/api/health');
      const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
      const csp = directives(ui.headers['content-security-policy']);
      expect(csp.get('script-src')?.[0]).toBe("'self'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    });
  });

  test('the public logout answers whatever session cookie it carries', async () => {
    const response = await t.call('logout', undefined, { headers: { cookie: `${SESSION_COOKIE}=whatever` } });
    expect(response.statusCode).toBe(200);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { NOT_BUILT_PAGE } from './static-hosting';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(60_000);

function write(file: string, contents: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
}

/** A folder laid out like the repository after `npm run build`. */
function fakeBuiltApps(appsDir: string, { shell = true, remote = true } = {}) {
  if (shell) {
    write(path.join(appsDir, 'shell/dist/index.html'), '<!doctype html><title>Mizan shell</title><div id="root"></div>');
    write(path.join(appsDir, 'shell/dist/main.0123abcd.js'), 'console.log("shell");');
  }
  if (remote) {
    write(path.join(appsDir, 'mf-users/dist/mf-manifest.json'), '{"id":"mf_users"}');
    write(path.join(appsDir, 'mf-users/dist/remoteEntry.js'), 'var mf_users;');
    write(path.join(appsDir, 'mf-users/dist/static/js/users.89abcdef.js'), 'console.log("users");');
  }
}

describe.each(testDatabases())('HTTP behaviour on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('static hosting', () => {
    test('without a built shell, pages answer 503 saying to run npm run build; remotes.json lists nothing', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/dashboard/user', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(503);
      expect(page.body).toBe(NOT_BUILT_PAGE);
      expect(page.body).toContain('npm run build');
      const remotes = await t.app.inject({ method: 'GET', url: '/remotes.json' });
      expect(remotes.statusCode).toBe(200);
      expect(remotes.json()).toEqual({});
    });

    test('remotes.json points at our own copy of a built remote, or at REMOTE_<NAME>_URL', async () => {
      const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
      fakeBuiltApps(appsDir);
      try {
        const local = await t.buildApp({ appsDir });
        const response = await local.inject({ method: 'GET', url: '/remotes.json' });
        expect(response.json()).toEqual({ mf_users: '/remotes/mf_users/mf-manifest.json' });
        expect(response.headers['cache-control']).toBe('no-cache');

        const elsewhere = await t.buildApp({ appsDir, remoteUrls: { mf_users: 'https://users.cdn.example/mf-manifest.json' } });
        expect((await elsewhere.inject({ method: 'GET', url: '/remotes.json' })).json()).toEqual({
          mf_users: 'https://users.cdn.example/mf-manifest.json',
        });
      } finally {
        fs.rmSync(appsDir, { recursive: true, force: true });
      }
    });

    test('the shell, the remotes, hashed assets and the SPA fallback are served with the right cache rules', async () => {
      const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
      fakeBuiltApps(appsDir);
      try {
        const app = await t.buildApp({ appsDir });
        const get = (url: string, accept = 'text/html') => app.inject({ method: 'GET', url, headers: { accept } });

        for (const url of ['/', '/login', '/dashboard/user', '/dashboard/Applicants?x=1']) {
          const page = await get(url);
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('Mizan shell');
          expect(page.headers['content-type']).toMatch(/text\/html/);
          expect(page.headers['cache-control']).toBe('no-cache');
        }

        const asset = await get('/main.0123abcd.js', '*/*');
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toMatch(/max-age=31536000/);

        const manifest = await get('/remotes/mf_users/mf-manifest.json', 'application/json');
        expect(manifest.statusCode).toBe(200);
        expect(manifest.json()).toEqual({ id: 'mf_users' });
        expect(manifest.headers['cache-control']).toBe('no-cache');
        expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
        const entry = await get('/remotes/mf_users/remoteEntry.js', '*/*');
        expect(entry.statusCode).toBe(200);
        expect(entry.headers['cache-control']).toBe('no-cache');
        const chunk = await get('/remotes/mf_users/static/js/users.89abcdef.js', '*/*');
        expect(chunk.headers['cache-control']).toMatch(/immutable/);

        // Missing files are 404s, not the shell's index.html.
        expect((await get('/missing.js', '*/*')).statusCode).toBe(404);
        expect((await get('/remotes/mf_users/nothing.js', 'text/html')).statusCode).toBe(404);
        expect((await get('/remotes/mf_assessments/mf-manifest.json', 'application/json')).statusCode).toBe(404);
        // The API is never answered with the page.
        const api = await get('/api/whatever');
        expect(api.statusCode).toBe(404);
        expect(api.json<{ msg: string }>().msg).toMatch(/There is no API call/);
      } finally {
        fs.rmSync(appsDir, { recursive: true, force: true });
      }
    });
    test('built .br and .gz copies are sent as they are; no static file is compressed per request; API JSON still is', async () => {
      const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
      fakeBuiltApps(appsDir);
      const chunk = `console.log(${JSON.stringify('the exam page '.repeat(400))});`;
      const chunkPath = path.join(appsDir, 'mf-exam/dist/static/js/exam.0a1b2c3d.js');
      write(chunkPath, chunk);
      const brotli = zlib.brotliCompressSync(chunk);
      const gzip = zlib.gzipSync(chunk, { level: 9 });
      fs.writeFileSync(`${chunkPath}.br`, brotli);
      fs.writeFileSync(`${chunkPath}.gz`, gzip);
      // A built file the build left without compressed copies (and a source map someone copied in).
      write(path.join(appsDir, 'mf-exam/dist/static/js/plain.0a1b2c3e.js'), chunk);
      write(path.join(appsDir, 'mf-exam/dist/static/js/exam.0a1b2c3d.js.map'), '{"version":3,"sources":["secret.ts"]}');
      write(path.join(appsDir, 'shell/dist/main.0123abcd.js.map'), '{"version":3,"sources":["secret.ts"]}');
      try {
        const app = await t.buildApp({ appsDir });
        const get = (url: string, acceptEncoding?: string) =>
          app.inject({ method: 'GET', url, headers: { accept: '*/*', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
        const url = '/remotes/mf_exam/static/js/exam.0a1b2c3d.js';

        const br = await get(url, 'br, gzip');
        expect(br.statusCode).toBe(200);
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.rawPayload.equals(brotli)).toBe(true);
        expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
        expect(br.headers['content-type']).toMatch(/javascript/);
        expect(br.headers['cache-control']).toMatch(/immutable/);
        expect(br.headers['content-security-policy']).toMatch(/script-src 'self'/);

        const gz = await get(url, 'gzip');
        expect(gz.headers['content-encoding']).toBe('gzip');
        expect(gz.rawPayload.equals(gzip)).toBe(true);
        expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);

        // A coding the browser refuses (q=0) is not sent.
        expect((await get(url, 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
        // A browser that has the file and asks again with its ETag gets 304 without a body.
        const again = await app.inject({
          method: 'GET',
          url,
          headers: { accept: '*/*', 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
        });
        expect(again.statusCode).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        const head = await app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
        expect(head.statusCode).toBe(200);
        expect(head.headers['content-encoding']).toBe('br');
        expect(head.rawPayload.length).toBe(0);

        for (const encoding of [undefined, 'identity', 'deflate']) {
          const raw = await get(url, encoding);
          expect(raw.headers['content-encoding']).toBeUndefined();
          expect(raw.body).toBe(chunk);
        }
        // Without a built copy the file goes out as it is: never brotli-compressed on the spot.
        const plain = await get('/remotes/mf_exam/static/js/plain.0a1b2c3e.js', 'br, gzip');
        expect(plain.statusCode).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body).toBe(chunk);

        // Source maps are not public.
        expect((await get(`${url}.map`)).statusCode).toBe(404);
        expect((await get('/main.0123abcd.js.map')).statusCode).toBe(404);

        const api = await app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
        expect(api.statusCode).toBe(200);
        expect(api.headers['content-encoding']).toBe('br');
        expect(JSON.parse(zlib.brotliDecompressSync(api.rawPayload).toString('utf8'))).toHaveProperty('openapi');
      } finally {
        fs.rmSync(appsDir, { recursive: true, force: true });
      }
    });

    test("applicants and staff signing in get mf-exam's own page at /apply…, /assessment and /login when it is built; staff pages stay the shell's", async () => {
      const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
      fakeBuiltApps(appsDir);
      try {
        const shellOnly = await t.buildApp({ appsDir });
        expect((await shellOnly.inject({ method: 'GET', url: '/apply/7', headers: { accept: 'text/html' } })).body).toContain(
          'Mizan shell',
        );

        write(path.join(appsDir, 'mf-exam/dist/index.html'), '<!doctype html><title>Mizan exam</title><div id="root"></div>');
        write(path.join(appsDir, 'mf-exam/dist/mf-manifest.json'), '{"id":"mf_exam"}');
        const app = await t.buildApp({ appsDir });
        const get = (url: string) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        for (const url of [
          '/apply/7',
          '/apply/',
          '/apply',
          '/APPLY/12',
          '/assessment?hash=abc',
          '/assessment/',
          '/login',
          '/Login/',
          '/status/abc_DEF-123',
        ]) {
          const page = await get(url);
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('Mizan exam');
          expect(page.headers['cache-control']).toBe('no-cache');
        }
        for (const url of [
          '/',
          '/login/more',
          '/dashboard/Applicants',
          '/apply/7/more',
          '/status',
          '/status/abc/more',
          '/assessmentcomponent',
          '/assessmentViewComponent?id=1',
        ]) {
          expect((await get(url)).body).toContain('Mizan shell');
        }
        expect((await app.inject({ method: 'GET', url: '/remotes.json' })).json()).toMatchObject({
          mf_exam: '/remotes/mf_exam/mf-manifest.json',
        });
        // The links are answered by their own routes, never by the shell's folder: a file there named like one does not
        // shadow the page, and a request that does not want HTML is told there is nothing.
        write(path.join(appsDir, 'shell/dist/assessment'), 'a stray file');
        const routed = await t.buildApp({ appsDir });
        expect((await routed.inject({ method: 'GET', url: '/assessment?hash=abc', headers: { accept: 'text/html' } })).body).toContain(
          'Mizan exam',
        );
        expect((await routed.inject({ method: 'HEAD', url: '/apply/7', headers: { accept: 'text/html' } })).statusCode).toBe(200);
        const notHtml = await routed.inject({ method: 'GET', url: '/assessment', headers: { accept: 'application/json' } });
        expect(notHtml.statusCode).toBe(404);
        expect(notHtml.body).toBe('Not found.\n');
      } finally {
        fs.rmSync(appsDir, { recursive: true, force: true });
      }
    });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { REREAD_AFTER_MS, RecentCopy, servePageEntryFiles } from './recent-copies';

function builtFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-recent-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_exam","version":1}');
  fs.writeFileSync(path.join(dir, 'mf-manifest.json.br'), zlib.brotliCompressSync('{"id":"mf_exam","version":1}'));
  return dir;
}

describe('recent copies of the built files without a content hash', () => {
  it('reads the file again only once REREAD_AFTER_MS has passed, so a redeploy is seen within it', () => {
    const dir = builtFolder();
    let now = 1_000_000;
    const copy = new RecentCopy(path.join(dir, 'mf-manifest.json'), 'application/json', () => now);
    try {
      const first = copy.current();
      expect(first?.bodies.identity.toString()).toBe('{"id":"mf_exam","version":1}');
      expect(first?.bodies.br).toBeDefined();
      fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_exam","version":2}');
      now += REREAD_AFTER_MS - 1;
      expect(copy.current()).toBe(first);
      now += 1;
      const second = copy.current();
      expect(second?.bodies.identity.toString()).toBe('{"id":"mf_exam","version":2}');
      expect(second?.etag).not.toBe(first?.etag);
      fs.rmSync(path.join(dir, 'mf-manifest.json'));
      now += REREAD_AFTER_MS;
      expect(copy.current()).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a remote's manifest from memory: no-cache, the build's brotli copy, 304 for its ETag, 404 once it is gone", async () => {
    const dir = builtFolder();
    const app = Fastify({ logger: false });
    servePageEntryFiles(app, { dir, prefix: '/remotes/mf_exam/' });
    try {
      const url = '/remotes/mf_exam/mf-manifest.json';
      const plain = await app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.json()).toEqual({ id: 'mf_exam', version: 1 });
      expect(plain.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['content-type']).toMatch(/application\/json/);
      const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe('{"id":"mf_exam","version":1}');
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(plain.headers.etag) } });
      expect(again.statusCode).toBe(304);
      // remoteEntry.js was not built here: no route for it.
      expect((await app.inject({ method: 'GET', url: '/remotes/mf_exam/remoteEntry.js' })).statusCode).toBe(404);

      fs.rmSync(path.join(dir, 'mf-manifest.json'));
      await new Promise((resolve) => setTimeout(resolve, REREAD_AFTER_MS));
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

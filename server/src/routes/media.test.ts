import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  ATTEMPT_HASH_INVALID,
  ATTEMPT_NOT_FOUND,
  MEDIA_MAX_BYTES,
  MEDIA_MIME_TYPES,
  mediaTooLargeMessage,
  rawCalls,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { readMediaStorage } from '../config';
import { SESSION_INVALID, SIGN_IN_REQUIRED } from '../services/authenticate';
import { CHECKED_MIME_TYPES, contentMatchesType } from '../services/media-content';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import {
  MEDIA_EMPTY,
  MEDIA_NOT_FOUND,
  RANGE_NOT_SATISFIABLE,
  cleanFileName,
  contentMismatchMessage,
  mediaTypeRefusedMessage,
  parseRange,
} from './media';
import { SIGN_HEADER_MALFORMED, contentDisposition } from './raw-file-route';
import { apiUrl } from './register-contract';

jest.setTimeout(120_000);

const UPLOAD_URL = apiUrl(rawCalls.uploadMedia);

/** Small files whose first bytes are those of their type. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]),
  Buffer.from('webm-opus-frames'.repeat(64)),
]);
/** A Windows program's first bytes ('MZ' and the DOS stub). */
const EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('....[Content_Types].xml....word/document.xml....', 'latin1'),
]);

type Uploaded = { url: string; id: string; type: string; name: string; size: number };

describe('media content checks (magic numbers)', () => {
  test('every accepted MIME type has a content check', () => {
    expect([...CHECKED_MIME_TYPES].sort()).toEqual(Object.keys(MEDIA_MIME_TYPES).sort());
  });

  test.each([
    ['image/png', PNG, true],
    ['image/png', EXE, false],
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), true],
    ['image/jpeg', PNG, false],
    ['image/gif', Buffer.from('GIF89a\x01\x00', 'latin1'), true],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'), true],
    ['image/webp', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'), false],
    ['application/pdf', PDF, true],
    ['application/pdf', Buffer.from('<html><script>alert(1)</script>', 'latin1'), false],
    ['application/msword', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]), true],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', DOCX, true],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', DOCX, false],
    ['audio/webm', WEBM, true],
    ['video/webm', WEBM, true],
    ['audio/ogg', Buffer.from('OggS\x00\x02', 'latin1'), true],
    ['video/mp4', Buffer.from('\x00\x00\x00\x18ftypmp42', 'latin1'), true],
    ['audio/mp4', Buffer.from('\x00\x00\x00\x18ftypM4A ', 'latin1'), true],
    ['audio/mpeg', Buffer.from('ID3\x04\x00', 'latin1'), true],
    ['audio/mpeg', Buffer.from([0xff, 0xfb, 0x90, 0x64]), true],
    ['audio/mpeg', EXE, false],
  ])('%s: %#', (type, bytes, expected) => {
    expect(contentMatchesType(bytes as Buffer, type as string)).toBe(expected);
  });
});

describe('media helpers', () => {
  test('Range: one range, open ends, suffixes; past the end is unsatisfiable; lists and nonsense are served whole', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });

  test('file names lose folders and control characters, keep Arabic, and a bad encoding is refused', () => {
    expect(cleanFileName(encodeURIComponent('../../etc/passwd'))).toBe('passwd');
    expect(cleanFileName(encodeURIComponent('C:\\Users\\x\\report.pdf'))).toBe('report.pdf');
    expect(cleanFileName(encodeURIComponent('تقرير\u0000\n.pdf'))).toBe('تقرير.pdf');
    expect(cleanFileName(undefined)).toBe('upload');
    expect(cleanFileName(encodeURIComponent('a'.repeat(400)))).toHaveLength(255);
    expect(() => cleanFileName('%E0%A4%A')).toThrow('URI-encoded');
  });

  test('Content-Disposition has an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('attachment', 'تقرير "final".pdf')).toBe(
      `attachment; filename="_____ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('تقرير "final".pdf')}`,
    );
    // A name that is its own ASCII fallback needs no filename* (the content-disposition package leaves it out).
    expect(contentDisposition('inline', "it's (1).png")).toBe(`inline; filename="it's (1).png"`);
    expect(contentDisposition('attachment', 'a "b" 100%.pdf')).toBe(
      `attachment; filename="a _b_ 100_.pdf"; filename*=UTF-8''a%20%22b%22%20100%25.pdf`,
    );
  });

  test('MEDIA_STORAGE: postgres with DATABASE_URL, fs without, an override either way, and nonsense refused', () => {
    expect(readMediaStorage(undefined, null)).toBe('fs');
    expect(readMediaStorage(undefined, 'postgres://db/mizan')).toBe('postgres');
    expect(readMediaStorage('fs', 'postgres://db/mizan')).toBe('fs');
    expect(readMediaStorage('POSTGRES', null)).toBe('postgres');
    expect(() => readMediaStorage('s3', null)).toThrow('MEDIA_STORAGE must be "fs" or "postgres"');
  });
});

describe.each(testDatabases())('the media call on %s', (_name, kind) => {
  let t: TestApp;
  let adminToken: string;
  let teacherToken: string;
  /** A second API node on the same database, with its own DATA_DIR and the postgres driver. */
  let postgresNode: FastifyInstance;
  let postgresNodeDataDir: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    adminToken = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacherToken = await t.signIn('teacher', t.accounts.teacher.password);
    postgresNodeDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-node2-'));
    postgresNode = await t.buildApp({ dataDir: postgresNodeDataDir, mediaStorage: 'postgres' });
  });
  afterAll(async () => {
    await t?.close();
    if (postgresNodeDataDir) fs.rmSync(postgresNodeDataDir, { recursive: true, force: true });
  });

  function upload(
    bytes: Buffer | Readable,
    {
      type = 'image/png',
      name = 'picture.png',
      token = adminToken as string | null,
      sign = SIGN as string | null,
      headers = {} as Record<string, string>,
      app = t.app,
    } = {},
  ) {
    const options: InjectOptions = {
      method: 'POST',
      url: UPLOAD_URL,
      headers: {
        'content-type': type,
        'x-file-name': encodeURIComponent(name),
        ...(sign === null ? {} : { 'x-sign': sign }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      payload: bytes,
    };
    return app.inject(options);
  }

  async function mediaCount(): Promise<number> {
    const row = await t.database.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  test('fs driver: a picture goes up, answers its URL, lands in DATA_DIR/media, and comes back byte for byte', async () => {
    const response = await upload(PNG, { name: 'dot.png' });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Uploaded }>().data;
    expect(data).toEqual({ url: `/api/media/${data.id}`, id: data.id, type: 'image/png', name: 'dot.png', size: PNG.length });
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const row = await t.database.db.selectFrom('media').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      storage: 'fs',
      bytes: null,
      owner_kind: 'staff',
      owner_attempt_hash: null,
      content_type: 'image/png',
      size: PNG.length,
    });
    const admin = await t.database.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(row.owner_user_id).toBe(admin.id);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
  });

  test('fs driver: the bytes are a file of their own, not a database column', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-fsnode-'));
    try {
      const node = await t.buildApp({ dataDir, mediaStorage: 'fs' });
      const data = (await upload(PDF, { type: 'application/pdf', name: 'a.pdf', app: node })).json<{ data: Uploaded }>().data;
      const file = path.join(dataDir, 'media', data.id.slice(0, 2), data.id);
      expect(fs.readFileSync(file).equals(PDF)).toBe(true);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      // Another node with another DATA_DIR cannot serve it: why several nodes need the postgres driver.
      const elsewhere = await postgresNode.inject({ method: 'GET', url: data.url });
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json()).toEqual({ msg: MEDIA_NOT_FOUND });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('postgres driver: the bytes go into the media table and come back byte for byte', async () => {
    const response = await upload(WEBM, { type: 'audio/webm;codecs=opus', name: 'answer.webm', app: postgresNode });
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Uploaded }>().data;
    expect(data.type).toBe('audio/webm');
    const row = await t.database.db.selectFrom('media').select(['storage', 'bytes']).where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.storage).toBe('postgres');
    expect(Buffer.from(row.bytes ?? new Uint8Array()).equals(WEBM)).toBe(true);
    expect(fs.existsSync(path.join(postgresNodeDataDir, 'media'))).toBe(false);

    const served = await postgresNode.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(WEBM)).toBe(true);
    expect(served.headers['content-type']).toBe('audio/webm');
  });

  test('postgres driver: media uploaded on one API node is served by another node on the same database', async () => {
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-node3-'));
    try {
      const nodeB = await t.buildApp({ dataDir: otherDataDir, mediaStorage: 'postgres' });
      const data = (await upload(PDF, { type: 'application/pdf', name: 'report.pdf', app: postgresNode })).json<{ data: Uploaded }>().data;
      const served = await nodeB.inject({ method: 'GET', url: data.url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(PDF)).toBe(true);
      // A node configured for fs still reads rows the postgres driver holds.
      const fsNode = await t.app.inject({ method: 'GET', url: data.url });
      expect(fsNode.rawPayload.equals(PDF)).toBe(true);
    } finally {
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  test('any signed-in staff member may upload (a teacher)', async () => {
    const response = await upload(PNG, { token: teacherToken });
    expect(response.statusCode).toBe(200);
  });

  test('GET headers: nosniff, inline for pictures, CSP sandbox, immutable private cache, ranges', async () => {
    const data = (await upload(PNG, { name: 'صورة.png' })).json<{ data: Uploaded }>().data;
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(contentDisposition('inline', 'صورة.png'));
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['accept-ranges']).toBe('bytes');
    expect(served.headers['content-encoding']).toBeUndefined();
  });

  test('GET headers: documents are attachments with their safely encoded name', async () => {
    const data = (await upload(PDF, { type: 'application/pdf', name: 'تقرير "نهائي".pdf' })).json<{ data: Uploaded }>().data;
    expect(data.name).toBe('تقرير "نهائي".pdf');
    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(served.headers['content-disposition']).toContain(encodeURIComponent('تقرير'));
    expect(served.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each(['fs', 'postgres'] as const)('Range on the %s driver: 206 with the part asked for, 416 past the end', async (driver) => {
    const app = driver === 'fs' ? t.app : postgresNode;
    const data = (await upload(WEBM, { type: 'video/webm', name: 'v.webm', app })).json<{ data: Uploaded }>().data;
    const part = await app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${WEBM.length}`);
    expect(part.headers['content-length']).toBe('8');
    expect(part.rawPayload.equals(WEBM.subarray(4, 12))).toBe(true);

    const tail = await app.inject({ method: 'GET', url: data.url, headers: { range: 'bytes=-5' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(WEBM.subarray(WEBM.length - 5))).toBe(true);

    const beyond = await app.inject({ method: 'GET', url: data.url, headers: { range: `bytes=${WEBM.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${WEBM.length}`);
    expect(beyond.json()).toEqual({ msg: RANGE_NOT_SATISFIABLE });
  });

  test('an unknown or malformed id answers 404 with a sentence', async () => {
    for (const id of ['A'.repeat(32), 'short', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/media/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ msg: MEDIA_NOT_FOUND });
    }
  });

  test('a type the call does not take is refused with 400 and a sentence naming what is accepted', async () => {
    const before = await mediaCount();
    for (const type of ['image/svg+xml', 'text/html', 'application/x-msdownload', 'application/json']) {
      const response = await upload(Buffer.from('<svg onload="alert(1)"/>'), { type, name: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: mediaTypeRefusedMessage(type), code: EXAM_REFUSAL_CODES.mediaTypeRefused });
    }
    expect(mediaTypeRefusedMessage('image/svg+xml')).toContain('PDF');
    expect(await mediaCount()).toBe(before);
  });

  test('a program sent as image/png (spoofed type) is refused with 400 and not stored', async () => {
    const before = await mediaCount();
    const response = await upload(EXE, { type: 'image/png', name: 'holiday.png' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: contentMismatchMessage('image/png'), code: EXAM_REFUSAL_CODES.mediaContentMismatch });
    expect(await mediaCount()).toBe(before);
  });

  test('an empty file is refused', async () => {
    const response = await upload(Buffer.alloc(0));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: MEDIA_EMPTY, code: EXAM_REFUSAL_CODES.mediaEmpty });
  });

  test("a file over its kind's limit answers 413 with the limit, whether or not it declares its length", async () => {
    const tooBig = Buffer.concat([PNG, Buffer.alloc(MEDIA_MAX_BYTES.image - PNG.length + 1)]);
    const declared = await upload(tooBig);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toEqual({ msg: mediaTooLargeMessage('image'), code: EXAM_REFUSAL_CODES.mediaTooLarge });
    expect(mediaTooLargeMessage('image')).toBe('This picture is too big: the limit is 10 MB.');

    // Streamed without a Content-Length: the parser's limit for the kind stops it.
    const streamed = await upload(Readable.from([tooBig.subarray(0, 5_000_000), tooBig.subarray(5_000_000)]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toEqual({ msg: mediaTooLargeMessage('image'), code: EXAM_REFUSAL_CODES.mediaTooLarge });

    // The same size is fine for audio, whose limit is larger.
    const audio = Buffer.concat([WEBM, Buffer.alloc(MEDIA_MAX_BYTES.image + 1 - WEBM.length)]);
    expect((await upload(audio, { type: 'audio/webm', name: 'long.webm' })).statusCode).toBe(200);
  });

  test('X-Sign is required: missing or malformed answers 400', async () => {
    for (const sign of [null, 'abc', 'zz'.repeat(32)]) {
      const response = await upload(PNG, { sign });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: SIGN_HEADER_MALFORMED });
    }
  });

  test('no token answers 401 (before the type or the sign is looked at)', async () => {
    const response = await upload(EXE, { token: null, sign: null, type: 'text/html' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ msg: SIGN_IN_REQUIRED });
    const forged = await upload(PNG, { token: 'not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ msg: SESSION_INVALID });
  });

  test('a malformed or unknown attempt hash answers 401 with its sentence (the attempt engine decides: exam-uploads-results.test.ts)', async () => {
    const malformed = await upload(PNG, { token: null, headers: { 'x-attempt-hash': 'some-attempt-hash' } });
    expect({ status: malformed.statusCode, body: malformed.json() }).toEqual({ status: 401, body: { msg: ATTEMPT_HASH_INVALID } });
    const unknown = await upload(PNG, { token: null, headers: { 'x-attempt-hash': 'B'.repeat(32) } });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 401,
      body: { msg: ATTEMPT_NOT_FOUND, code: EXAM_REFUSAL_CODES.attemptNotFound },
    });
  });

  test('the JSON envelope is not a file: 400, and JSON calls elsewhere are unchanged', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { authorization: `Bearer ${adminToken}`, 'x-sign': SIGN },
      payload: { sign: SIGN, data: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: mediaTypeRefusedMessage('application/json'), code: EXAM_REFUSAL_CODES.mediaTypeRefused });
    const login = await t.call('login', { user: 'admin', pass: TEST_ADMIN_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  test('/api/docs lists both media calls', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/media/upload', '/api/media/{id}']));
  });
});

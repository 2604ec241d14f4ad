import { sql, type Kysely } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, contract, rawCalls, type CallName, type CallSpec } from '@mizan/shared';
import type { Database } from '../db/schema';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(600_000);

/**
 * Bad input: every call of the contract is sent malformed requests,
 * signed in as the admin (every flag). Each answer must be a 4xx carrying a
 * `msg` sentence, never a 5xx, and no table may change. The data payloads
 * are generated from each call's own request schema and only those it
 * rejects are sent, so a call that writes on valid input never gets one.
 */

const SQL_PAYLOADS = ["' OR '1'='1", '1; DROP TABLE users; --', "admin'--", '1 UNION SELECT password_hash FROM users'];
const HTML_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)'];
const HUGE_STRING = 'x'.repeat(200_000);
/** Text PostgreSQL cannot store (NUL) or that is not text at all (a surrogate half alone). */
const UNSTORABLE_TEXT = ['\u0000', 'Ahmed\u0000', '\uD800', 'text \uDC00 after', '\uDBFF\uDBFF'];
const WRONG_TYPES: unknown[] = [12345, -1.5, true, null, [], ['a', 1], 'text', { nested: { deeper: [1, 2, 3] } }];

/** `{"a":{"a":…"bottom"…}}`, written as text: too deep for JSON.stringify. */
function deeplyNestedJson(depth: number): string {
  return `${'{"a":'.repeat(depth)}"bottom"${'}'.repeat(depth)}`;
}
const deeplyNested = (depth: number): unknown => JSON.parse(deeplyNestedJson(depth));
const VERY_DEEP_JSON = deeplyNestedJson(20_000);

/** The field names of an object schema (through optional/nullable wrappers), or none. */
function fieldsOf(schema: z.ZodType): string[] {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) {
    inner = inner.unwrap() as z.ZodType;
  }
  if (inner instanceof z.ZodPipe) return fieldsOf(inner.in as z.ZodType);
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
}

/** Candidate `data` values for one call: wrong types, missing fields, huge, deep, SQL and HTML. */
function candidateData(schema: z.ZodType): unknown[] {
  const fields = fieldsOf(schema);
  const candidates: unknown[] = [...WRONG_TYPES, {}, HUGE_STRING, deeplyNested(100), ...SQL_PAYLOADS, ...HTML_PAYLOADS];
  if (fields.length > 0) {
    for (const value of [...WRONG_TYPES, HUGE_STRING, deeplyNested(50), ...SQL_PAYLOADS, ...HTML_PAYLOADS]) {
      candidates.push(Object.fromEntries(fields.map((field) => [field, value])));
      // Each field alone wrong, the others missing.
      for (const field of fields) candidates.push({ [field]: value });
    }
  }
  return candidates.filter((data) => !schema.safeParse(data).success);
}

/** Row count and a checksum of every row of every table, in table-name order. */
async function databaseFingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ rows: number; checksum: string }>`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
      from ${sql.table(name)} t`.execute(db);
    fingerprint[name] = `${rows[0].rows} rows, ${rows[0].checksum}`;
  }
  return fingerprint;
}

interface Failure {
  request: string;
  status: number;
  body: string;
}

/** A 4xx answer with a human sentence in `msg`; anything else is written down. */
function checkRefused(request: string, response: LightMyRequestResponse, failures: Failure[]): void {
  let msg: unknown;
  try {
    msg = response.json<{ msg?: unknown }>().msg;
  } catch {
    msg = undefined;
  }
  const refused = response.statusCode >= 400 && response.statusCode < 500 && typeof msg === 'string' && msg.length > 0;
  if (!refused) failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
}

describe.each(testDatabases())('malformed requests to every call on %s', (_name, kind) => {
  let t: TestApp;
  let token: string;
  let before: Record<string, string>;
  const failures: Failure[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    before = await databaseFingerprint(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const bodyCalls = (Object.entries(contract) as Array<[CallName, CallSpec]>).filter(([, spec]) => spec.method !== 'GET');
  const queryCalls = (Object.entries(contract) as Array<[CallName, CallSpec]>).filter(([, spec]) => spec.method === 'GET');

  test.each(bodyCalls)('%s: broken envelopes and wrong data are refused with a msg', async (name, spec) => {
    const url = apiUrl(spec);
    const send = (label: string, payload: string, contentType = 'application/json', extra: Record<string, string> = {}) =>
      t.app
        .inject({ method: spec.method, url, headers: { ...auth(), 'content-type': contentType, ...extra }, payload })
        .then((response) => checkRefused(`${name} ${label}`, response, failures));

    await send('invalid JSON', '{"sign": "' + SIGN + '", "data": {');
    await send('a JSON string, not an object', JSON.stringify('just text'));
    await send('no sign', JSON.stringify({ data: {} }));
    await send('a sign that is not 64 hex', JSON.stringify({ sign: 'zz', data: {} }));
    await send('the sign as a number', JSON.stringify({ sign: 42, data: {} }));
    await send('form-encoded', 'sign=1&data=2', 'application/x-www-form-urlencoded');
    await send('text/plain', JSON.stringify({ sign: SIGN, data: {} }), 'text/plain');
    await send('a body over the limit', JSON.stringify({ sign: SIGN, data: 'x'.repeat((spec.bodyLimit ?? 1024 * 1024) + 10) }));
    await send('__proto__ pollution', `{"sign":"${SIGN}","data":{"__proto__":{"isAdmin":true}}}`);
    if (spec.access.kind !== 'public') {
      await send('an invalid bearer token', JSON.stringify({ sign: SIGN, data: {} }), 'application/json', {
        authorization: `Bearer ${'e'.repeat(5000)}`,
      });
    }
    if (!spec.request.safeParse(JSON.parse(VERY_DEEP_JSON)).success) {
      await send('data nested 20,000 deep', `{"sign":"${SIGN}","data":${VERY_DEEP_JSON}}`);
    }
    for (const data of candidateData(spec.request)) {
      await send(`data ${JSON.stringify(data).slice(0, 60)}`, JSON.stringify({ sign: SIGN, data }));
    }
  });

  test.each(bodyCalls)('%s: a NUL or a lone surrogate in any field is refused with a msg naming the field', async (name, spec) => {
    const fields = fieldsOf(spec.request);
    const send = async (label: string, data: unknown, field: string) => {
      const response = await t.app.inject({
        method: spec.method,
        url: apiUrl(spec),
        headers: { ...auth(), 'content-type': 'application/json' },
        payload: JSON.stringify({ sign: SIGN, data }),
      });
      checkRefused(`${name} ${label}`, response, failures);
      const msg = String(response.json<{ msg?: unknown }>().msg ?? '');
      if (field !== '' && !msg.includes(`"${field}"`))
        failures.push({ request: `${name} ${label}: msg does not name "${field}"`, status: response.statusCode, body: msg });
    };
    for (const value of UNSTORABLE_TEXT) {
      const label = JSON.stringify(value);
      if (fields.length === 0) {
        await send(`data ${label}`, value, '');
        continue;
      }
      for (const field of fields) {
        await send(`${field}=${label}`, { [field]: value }, field);
        await send(`${field}=[${label}] (nested)`, { [field]: [{ text: value }] }, `${field}.0.text`);
      }
    }
  });

  test.each(queryCalls)(
    '%s: query parameters its schema refuses are answered with a msg; SQL it accepts is only text',
    async (name, spec) => {
      const fields = fieldsOf(spec.request);
      const values = [HUGE_STRING.slice(0, 4000), 'not-a-number', '-1e400', '%00', ...SQL_PAYLOADS, ...HTML_PAYLOADS];
      for (const field of fields) {
        for (const value of values) {
          const response = await t.app.inject({ method: 'GET', url: apiUrl(spec), headers: auth(), query: { [field]: value } });
          const request = `${name} ?${field}=${value.slice(0, 40)}`;
          if (!spec.request.safeParse({ [field]: value }).success) checkRefused(request, response, failures);
          // A GET only reads: a value it accepts (a search for "' OR '1'='1") must simply be searched for.
          else if (response.statusCode >= 500) failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
        }
      }
    },
  );

  test.each(queryCalls)('%s: a NUL in any query parameter is refused with a msg naming it', async (name, spec) => {
    for (const field of fieldsOf(spec.request)) {
      for (const encoded of ['%00', 'a%00b', '%ED%A0%80']) {
        const response = await t.app.inject({ method: 'GET', url: `${apiUrl(spec)}?${field}=${encoded}`, headers: auth() });
        const request = `${name} ?${field}=${encoded}`;
        if (encoded.includes('%00')) {
          checkRefused(request, response, failures);
          if (!String(response.json<{ msg?: unknown }>().msg).includes(`"${field}"`)) {
            failures.push({
              request: `${request}: msg does not name the field`,
              status: response.statusCode,
              body: response.body.slice(0, 300),
            });
          }
        } else if (response.statusCode >= 500) {
          // Bytes that are no UTF-8 at all are read as U+FFFD: searched for, or refused, never a 5xx.
          failures.push({ request, status: response.statusCode, body: response.body.slice(0, 300) });
        }
      }
    }
  });

  test('media upload: wrong type, oversized, empty, lying content, bad headers are refused with a msg', async () => {
    const url = apiUrl(rawCalls.uploadMedia);
    const upload = (label: string, body: Buffer, headers: Record<string, string>) =>
      t.app
        .inject({ method: 'POST', url, headers: { ...auth(), 'x-sign': SIGN, ...headers }, payload: body })
        .then((response) => checkRefused(`upload ${label}`, response, failures));
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

    await upload('an executable type', Buffer.from('MZ...'), { 'content-type': 'application/x-msdownload' });
    await upload('HTML', Buffer.from('<script>alert(1)</script>'), { 'content-type': 'text/html' });
    await upload('SVG with script', Buffer.from('<svg onload="alert(1)"/>'), { 'content-type': 'image/svg+xml' });
    await upload('a picture over its limit', Buffer.concat([png, Buffer.alloc(MEDIA_MAX_BYTES.image + 1)]), {
      'content-type': 'image/png',
    });
    await upload('empty', Buffer.alloc(0), { 'content-type': 'image/png' });
    await upload('text claiming to be a PNG', Buffer.from('hello, not a picture'), { 'content-type': 'image/png' });
    await upload('a malformed file name', png, { 'content-type': 'image/png', 'x-file-name': '%E0%A4%A' });
    await upload('no sign', png, { 'content-type': 'image/png', 'x-sign': '' });
    await upload('an unknown attempt hash', png, { 'content-type': 'image/png', authorization: '', 'x-attempt-hash': "' OR 1=1 --" });
  });

  test('applicant import: wrong type and broken files are refused with a msg', async () => {
    const url = apiUrl(rawCalls.importApplicants);
    const send = (label: string, body: Buffer, contentType: string) =>
      t.app
        .inject({ method: 'POST', url, headers: { ...auth(), 'x-sign': SIGN, 'content-type': contentType }, payload: body })
        .then((response) => checkRefused(`import ${label}`, response, failures));
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

    await send('JSON', Buffer.from('{"rows": []}'), 'application/json');
    await send('a broken .xlsx (zip header, junk after)', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)]), xlsx);
    await send('random bytes as .xlsx', Buffer.alloc(5000, 0xff), xlsx);
    await send('empty CSV', Buffer.alloc(0), 'text/csv');
    await send('a CSV of SQL and HTML', Buffer.from(`ssn,name\n${SQL_PAYLOADS.join(',')}\n${HTML_PAYLOADS.join(',')}\n`), 'text/csv');
    await send('a CSV over the limit', Buffer.alloc(6 * 1024 * 1024, 'a'), 'text/csv');
  });

  test('no answer was a 5xx or lacked a msg, and no table changed', async () => {
    expect(failures).toEqual([]);
    expect(await databaseFingerprint(t.database.db)).toEqual(before);
  });
});

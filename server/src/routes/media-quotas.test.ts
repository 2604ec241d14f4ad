import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { MEDIA_QUOTA_CODES, localizeMessage, mediaQuotaMessage, rawCalls } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { readMediaQuotas } from '../config';
import { examEngineCalls } from '../test-support/exam-engine';
import { insertExam } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const MB = 1024 * 1024;
const QUOTAS = { attempt: 1 * MB, assessment: 2 * MB, staff: 1 * MB };
/** A PNG's signature and then `size` bytes in all: the content check reads only the first bytes. */
function picture(size: number): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, Buffer.alloc(size - signature.length, 7)]);
}
const FILE = picture(300_000);

describe('the media quotas in the configuration', () => {
  test('default to 500 MB per attempt, 50 GB per assessment and 2 GB per staff member; 0 turns one off; nonsense stops the start', () => {
    expect(readMediaQuotas({})).toEqual({ attempt: 500 * MB, assessment: 50 * 1024 * MB, staff: 2 * 1024 * MB });
    expect(readMediaQuotas({ MEDIA_QUOTA_ATTEMPT_MB: '200', MEDIA_QUOTA_ASSESSMENT_MB: '0', MEDIA_QUOTA_STAFF_MB: '' })).toEqual({
      attempt: 200 * MB,
      assessment: null,
      staff: 2 * 1024 * MB,
    });
    expect(() => readMediaQuotas({ MEDIA_QUOTA_STAFF_MB: 'lots' })).toThrow('MEDIA_QUOTA_STAFF_MB must be a whole number');
  });

  test("the applicant's page says a quota refusal in the assessment's language, with the quota's size", () => {
    const sentence = mediaQuotaMessage('attempt', 500 * MB);
    expect(sentence).toBe(
      'This file would take your uploads for this assessment past their limit of 500 MB, so it was not kept. Ask the staff in the exam room for help.',
    );
    expect(localizeMessage(sentence, 'ltr')).toBe(sentence);
    expect(localizeMessage(sentence, 'rtl')).toContain('500 ميغابايت');
    expect(localizeMessage(mediaQuotaMessage('assessment', 50 * 1024 * MB), 'rtl')).toContain('50 غيغابايت');
  });
});

describe.each(testDatabases())('media quotas on %s', (_name, kind) => {
  let t: TestApp;
  let dataDir: string;
  let adminToken: string;
  const { db, started } = examEngineCalls(() => t);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-quota-'));
    t = await startTestApp(kind, { dataDir, mediaStorage: 'fs', mediaQuotas: QUOTAS });
    adminToken = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  function upload(body: Buffer | Readable, who: { hash: string } | { token: string }) {
    return t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: {
        'content-type': 'image/png',
        'x-file-name': 'answer.png',
        'x-sign': SIGN,
        ...('hash' in who ? { 'x-attempt-hash': who.hash } : { authorization: `Bearer ${who.token}` }),
      },
      payload: body,
    });
  }
  const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

  /** What a refusal must leave as it was: the rows, the charged bytes, and the files on disk. */
  async function kept() {
    const rows = await db()
      .selectFrom('media')
      .select(({ fn }) => fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const usage = await db().selectFrom('media_usage').select(['scope', 'owner', 'bytes']).orderBy('scope').orderBy('owner').execute();
    const folder = path.join(dataDir, 'media');
    const files = fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true }).filter((name) => String(name).length > 3) : [];
    return { rows: Number(rows.count), usage, files: files.length };
  }
  async function usageOf(scope: string, owner: string | number): Promise<number> {
    const row = await db()
      .selectFrom('media_usage')
      .select('bytes')
      .where('scope', '=', scope as 'attempt')
      .where('owner', '=', String(owner))
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }

  test('concurrent uploads of one attempt never pass its quota; the refused ones answer 413 naming it and keep nothing', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const attempt = await started(examId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(FILE, attempt)));
    const accepted = answers.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(3);
    for (const response of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(refusal(response)).toEqual({
        status: 413,
        body: { msg: mediaQuotaMessage('attempt', QUOTAS.attempt), code: MEDIA_QUOTA_CODES.attempt },
      });
    }
    expect(await usageOf('attempt', attempt.hash)).toBe(3 * FILE.length);
    expect(await usageOf('assessment', examId)).toBe(3 * FILE.length);
    const rows = await db().selectFrom('media').select('size').where('owner_attempt_hash', '=', attempt.hash).execute();
    expect(rows.map((row) => row.size)).toEqual([FILE.length, FILE.length, FILE.length]);

    // A declared length that cannot fit any more is refused before the body is read, and changes nothing.
    const before = await kept();
    expect(refusal(await upload(picture(200_000), attempt)).status).toBe(413);
    expect(await kept()).toEqual(before);
  });

  test("an assessment's attempts together never pass its quota; the refused attempt's own quota is not charged either", async () => {
    const examId = await insertExam(db(), [mcq()]);
    const first = await started(examId);
    const second = await started(examId);
    const third = await started(examId);
    await Promise.all([...Array.from({ length: 3 }, () => upload(FILE, first)), ...Array.from({ length: 3 }, () => upload(FILE, second))]);
    expect(await usageOf('assessment', examId)).toBe(6 * FILE.length);

    const before = await kept();
    const refused = await upload(FILE, third);
    expect(refusal(refused)).toEqual({
      status: 413,
      body: { msg: mediaQuotaMessage('assessment', QUOTAS.assessment), code: MEDIA_QUOTA_CODES.assessment },
    });
    expect(await kept()).toEqual(before);
    expect(await usageOf('attempt', third.hash)).toBe(0);
    // A small file still fits.
    expect((await upload(picture(100_000), third)).statusCode).toBe(200);
  });

  test("a staff member's uploads count against their own quota, also when the body declares no length", async () => {
    const accountId = (await db().selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect((await upload(picture(600_000), { token: adminToken })).statusCode).toBe(200);
    const before = await kept();
    // Streamed without Content-Length: only the bytes actually stored can be charged, and they do not fit.
    const streamed = picture(600_000);
    const refused = await upload(Readable.from([streamed.subarray(0, 1000), streamed.subarray(1000)]), { token: adminToken });
    expect(refusal(refused)).toEqual({
      status: 413,
      body: { msg: mediaQuotaMessage('staff', QUOTAS.staff), code: MEDIA_QUOTA_CODES.staff },
    });
    expect(await kept()).toEqual(before);
    expect(await usageOf('staff', accountId)).toBe(600_000);
  });
});

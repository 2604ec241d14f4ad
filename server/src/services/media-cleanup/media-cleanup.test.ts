import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaDeletedUnderRetentionMessage, rawCalls } from '@mizan/shared';
import { mcq } from '../../../../shared/src/questions/testing/fixtures';
import type { MediaStorageName } from '../../config';
import { apiUrl } from '../../routes/register-contract';
import { examEngineCalls } from '../../test-support/exam-engine';
import { TestClock, insertExam } from '../../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { createMediaStore } from '../media-storage';
import { runMediaCleanup } from './job';

jest.setTimeout(180_000);

const DAY = 24 * 60 * 60 * 1000;
const NOW = '2031-06-01T08:00:00.000Z';
const daysBefore = (days: number) => new Date(new Date(NOW).getTime() - days * DAY);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1000, 7)]);

const cases = testDatabases().flatMap(([name, kind]) =>
  (['fs', 'postgres'] as MediaStorageName[]).map((storage) => [name, storage, kind] as const),
);

describe.each(cases)('the media cleanup on %s with the %s driver', (_name, storage, kind) => {
  let t: TestApp;
  let dataDir: string;
  const clock = new TestClock(NOW);
  const { db, started } = examEngineCalls(() => t);
  const config = () => testConfig({ dataDir, mediaStorage: storage, mediaRetentionDays: 30 });
  const cleanup = (retentionDays: number | null = 30) =>
    runMediaCleanup({
      db: db(),
      clock,
      config: { ...config(), mediaRetentionDays: retentionDays },
      media: createMediaStore(db(), config()),
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-cleanup-'));
    t = await startTestApp(kind, { dataDir, mediaStorage: storage, mediaRetentionDays: 30 }, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function uploaded(hash: string): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: { 'content-type': 'image/png', 'x-file-name': 'answer.png', 'x-sign': SIGN, 'x-attempt-hash': hash },
      payload: PNG,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { id: string } }>().data.id;
  }
  const fetched = (id: string) => t.app.inject({ method: 'GET', url: `/api/media/${id}` });
  /** Whether the driver still holds the file's bytes. */
  async function bytesKept(id: string): Promise<boolean> {
    if (storage === 'fs') return fs.existsSync(path.join(dataDir, 'media', id.slice(0, 2), id));
    const row = await db().selectFrom('media').select('bytes').where('id', '=', id).executeTakeFirst();
    return Boolean(row?.bytes);
  }
  async function usageOf(scope: 'attempt' | 'assessment', owner: string | number): Promise<number> {
    const row = await db()
      .selectFrom('media_usage')
      .select('bytes')
      .where('scope', '=', scope)
      .where('owner', '=', String(owner))
      .executeTakeFirst();
    return Number(row?.bytes ?? 0);
  }
  const auditOf = (action: string, assessmentId: number) =>
    db()
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', action)
      .where('subject_id', '=', String(assessmentId))
      .execute();
  async function released(hash: string, daysAgo: number): Promise<void> {
    await t.call('submitExam', { id: hash });
    await db()
      .updateTable('attempts')
      .set({ status: 'graded', results_released_at: daysBefore(daysAgo) })
      .where('hash', '=', hash)
      .execute();
  }

  test('retention deletes only files whose result was released N days ago, once, and audits each assessment; their links say why', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const due = await started(examId);
    const recent = await started(examId);
    const open = await started(examId);
    const dueFile = await uploaded(due.hash);
    const shownInQuestion = await uploaded(due.hash);
    const recentFile = await uploaded(recent.hash);
    const openFile = await uploaded(open.hash);
    await released(due.hash, 31);
    await released(recent.hash, 10);
    // An author put one of the due files into a question: it is never deleted.
    await insertExam(db(), [{ ...mcq(), headertxt: `<p><img src="/api/media/${shownInQuestion}"></p>` }]);

    expect(await cleanup(null)).toEqual({ ofDeletedAttempts: 0, pastRetention: 0 });
    expect(await bytesKept(dueFile)).toBe(true);

    const before = await usageOf('assessment', examId);
    expect(await cleanup()).toEqual({ ofDeletedAttempts: 0, pastRetention: 1 });
    expect(await bytesKept(dueFile)).toBe(false);
    for (const id of [shownInQuestion, recentFile, openFile]) {
      expect(await bytesKept(id)).toBe(true);
      expect((await fetched(id)).statusCode).toBe(200);
    }
    const gone = await fetched(dueFile);
    expect({ status: gone.statusCode, body: gone.json() }).toEqual({
      status: 410,
      body: { msg: mediaDeletedUnderRetentionMessage(NOW) },
    });
    expect(await usageOf('assessment', examId)).toBe(before - PNG.length);
    expect(await usageOf('attempt', due.hash)).toBe(PNG.length);
    const attemptId = (await db().selectFrom('attempts').select('id').where('hash', '=', due.hash).executeTakeFirstOrThrow()).id;
    expect(await auditOf('media.retention', examId)).toEqual([
      { actor_user_id: null, details: { days: 30, files: 1, bytes: PNG.length, attempts: [attemptId] } },
    ]);

    // Nothing is deleted or audited twice, also when two nodes run at once.
    expect(await Promise.all([cleanup(), cleanup()])).toEqual([
      { ofDeletedAttempts: 0, pastRetention: 0 },
      { ofDeletedAttempts: 0, pastRetention: 0 },
    ]);
    expect(await auditOf('media.retention', examId)).toHaveLength(1);
  });

  test('two nodes running at once share the due files and delete each exactly once', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const attempt = await started(examId);
      ids.push(await uploaded(attempt.hash), await uploaded(attempt.hash));
      await released(attempt.hash, 45);
    }
    const counts = await Promise.all([cleanup(), cleanup()]);
    expect(counts.reduce((sum, count) => sum + count.pastRetention, 0)).toBe(6);
    for (const id of ids) expect(await bytesKept(id)).toBe(false);
    const rows = await auditOf('media.retention', examId);
    expect(rows.reduce((sum, row) => sum + (row.details as { files: number }).files, 0)).toBe(6);
    expect(await usageOf('assessment', examId)).toBe(0);
  });

  test("an applicant deleted with their attempts takes the attempts' files along, audited", async () => {
    const examId = await insertExam(db(), [mcq()]);
    const leaving = await started(examId);
    const staying = await started(examId);
    const files = [await uploaded(leaving.hash), await uploaded(leaving.hash)];
    const otherFile = await uploaded(staying.hash);
    // Mizan has no call that deletes an applicant: an operator does it in SQL (a data-protection request).
    await db().deleteFrom('attempts').where('applicant_id', '=', leaving.id).execute();
    await db().deleteFrom('applicants').where('id', '=', leaving.id).execute();

    expect(await cleanup(null)).toEqual({ ofDeletedAttempts: 2, pastRetention: 0 });
    for (const id of files) {
      expect(await bytesKept(id)).toBe(false);
      expect((await fetched(id)).statusCode).toBe(404);
    }
    expect(await db().selectFrom('media').select('id').where('id', 'in', files).execute()).toEqual([]);
    expect((await fetched(otherFile)).statusCode).toBe(200);
    expect(await usageOf('assessment', examId)).toBe(PNG.length);
    expect(await usageOf('attempt', leaving.hash)).toBe(0);
    expect(await auditOf('media.delete', examId)).toEqual([
      { actor_user_id: null, details: { reason: 'attempt deleted', files: 2, bytes: 2 * PNG.length, attempts: 1 } },
    ]);
    expect(await cleanup(null)).toEqual({ ofDeletedAttempts: 0, pastRetention: 0 });
  });

  test('staff uploads (question pictures) are never touched by the cleanup', async () => {
    const token = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    const response = await t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: { 'content-type': 'image/png', 'x-file-name': 'figure.png', 'x-sign': SIGN, authorization: `Bearer ${token}` },
      payload: PNG,
    });
    const { id } = response.json<{ data: { id: string } }>().data;
    clock.advanceSeconds(400 * 24 * 60 * 60);
    await cleanup();
    clock.set(NOW);
    expect(await bytesKept(id)).toBe(true);
  });
});

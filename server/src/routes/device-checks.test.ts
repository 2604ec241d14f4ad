import {
  ATTEMPT_HASH_INVALID,
  ATTEMPT_NOT_FOUND,
  DEVICE_CHECKS_NONE,
  DEVICE_CHECKS_REPEATED,
  DEVICE_CHECK_REFUSAL_CODES,
  DEVICE_SAMPLE_DOWNLOAD_BYTES,
  DEVICE_SAMPLE_TOO_LARGE,
  DEVICE_SAMPLE_UPLOAD_MAX_BYTES,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  NETWORK_REFUSAL_CODES,
  SUBMITTED_BEFORE,
  rawCalls,
  type DeviceCheckEntry,
} from '@mizan/shared';
import { audio, mcq, video } from '../../../shared/src/questions/testing/fixtures';
import { examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor } from '../test-support/exam-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MICROPHONE_REFUSED: DeviceCheckEntry[] = [
  { check: 'network', outcome: 'pass', detail: '42 ms' },
  { check: 'storage', outcome: 'pass', detail: '' },
  { check: 'microphone', outcome: 'fail', detail: '' },
  { check: 'screen', outcome: 'warn', detail: '340×700' },
];

describe.each(testDatabases())('the device rehearsal on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, registered, failure, submit } = examEngineCalls(() => t);
  const report = (id: string, checks: unknown, options: { sign?: string; ip?: string } = {}) =>
    t.call('reportDeviceCheck', { id, checks } as never, { headers: { 'user-agent': PHONE }, ...options });
  const storedChecks = (hash: string) =>
    db()
      .selectFrom('device_checks')
      .innerJoin('attempts', 'attempts.id', 'device_checks.attempt_id')
      .select(['device_checks.verdict', 'device_checks.checks', 'device_checks.user_agent'])
      .where('attempts.hash', '=', hash)
      .orderBy('device_checks.id')
      .execute();
  const roomDevices = async (examId: number) => {
    const room = (await t.call('examRoom', { id: examId }, { token: admin })).json().data;
    return Object.fromEntries(room.attempts.map((attempt: { name: string; device: unknown }) => [attempt.name, attempt.device]));
  };

  describe('what to check (emp/devicecheckplan.php)', () => {
    test('the microphone for an audio question, the camera for a video question, neither otherwise', async () => {
      const plain = await insertExam(db(), [mcq()]);
      const recorded = await insertExam(db(), [mcq(), audio({ id: 'audio00001' }), video({ id: 'video00001' })]);
      expect((await t.call('deviceCheckPlan', { exam_id: plain })).json()).toEqual({ data: { microphone: false, camera: false } });
      expect((await t.call('deviceCheckPlan', { exam_id: recorded })).json()).toEqual({ data: { microphone: true, camera: true } });
    });

    test("only while the assessment is open for registration, with the apply page's sentences", async () => {
      const closed = await insertExam(db(), [mcq()], { published: false });
      expect(failure(await t.call('deviceCheckPlan', { exam_id: closed }))).toMatchObject({
        status: 403,
        body: { msg: EXAM_NOT_PUBLISHED },
      });
      expect(failure(await t.call('deviceCheckPlan', { exam_id: 987654 }))).toMatchObject({ status: 404, body: { msg: EXAM_NOT_FOUND } });
    });
  });

  describe('the result (emp/devicecheck.php)', () => {
    test('a registered applicant keeps a rehearsal before starting; the verdict is the worst check; the room shows the last', async () => {
      const examId = await insertExam(db(), [audio({ id: 'audio00001' })]);
      const checked = await registered(examId, { name: 'Mona Checked' });
      await registered(examId, { name: 'Nour Unchecked' });

      const first = await report(checked.hash, MICROPHONE_REFUSED);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        data: { verdict: 'failed', checkedAt: '2031-03-01T08:00:00.000Z' },
        msg: 'The device check was kept: failed.',
      });
      expect(await storedChecks(checked.hash)).toEqual([{ verdict: 'failed', checks: MICROPHONE_REFUSED, user_agent: PHONE }]);
      expect(await roomDevices(examId)).toEqual({
        'Mona Checked': { state: 'failed', checkedAt: '2031-03-01T08:00:00.000Z' },
        'Nour Unchecked': { state: 'unchecked', checkedAt: null },
      });

      clock.advanceSeconds(60);
      const fixed = MICROPHONE_REFUSED.map((entry) => (entry.check === 'microphone' ? { ...entry, outcome: 'pass' as const } : entry));
      expect((await report(checked.hash, fixed)).json().data.verdict).toBe('warned');
      expect((await roomDevices(examId))['Mona Checked']).toEqual({ state: 'warned', checkedAt: '2031-03-01T08:01:00.000Z' });
      expect(await storedChecks(checked.hash)).toHaveLength(2);
    });

    test('only the checks sent count: skipped ones leave a ready verdict', async () => {
      const attempt = await registered(await insertExam(db()));
      const checks = [
        { check: 'network', outcome: 'pass' },
        { check: 'camera', outcome: 'skipped' },
      ];
      expect((await report(attempt.hash, checks)).json().data.verdict).toBe('ready');
    });

    test.each([
      ['no checks', [], DEVICE_CHECKS_NONE],
      ['not a list', 'all good', DEVICE_CHECKS_NONE],
      ['a check twice', [MICROPHONE_REFUSED[0], MICROPHONE_REFUSED[0]], DEVICE_CHECKS_REPEATED],
      ['an unknown check', [{ check: 'gpu', outcome: 'pass' }], 'check must be one of'],
      ['an unknown outcome', [{ check: 'network', outcome: 'great' }], 'outcome must be one of'],
      ['a detail too long', [{ check: 'network', outcome: 'pass', detail: 'x'.repeat(121) }], 'at most 120 characters'],
      ['a NUL character', [{ check: 'network', outcome: 'pass', detail: '42\u0000ms' }], 'NUL character'],
    ])('%s is a 400 with a sentence, and nothing is kept', async (_case, checks, sentence) => {
      const attempt = await registered(await insertExam(db()));
      const response = await report(attempt.hash, checks);
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toContain(sentence);
      expect(await storedChecks(attempt.hash)).toEqual([]);
    });

    test("a wrong hash, a submitted attempt or another browser is refused as the exam's calls refuse it", async () => {
      expect(failure(await report('not-a-hash', MICROPHONE_REFUSED))).toMatchObject({ status: 400, body: { msg: ATTEMPT_HASH_INVALID } });
      expect(failure(await report('A'.repeat(32), MICROPHONE_REFUSED))).toMatchObject({ status: 404, body: { msg: ATTEMPT_NOT_FOUND } });

      const examId = await insertExam(db());
      const done = await registered(examId);
      await openFor(t, done.hash);
      expect((await submit({ id: done.hash, answers: [] } as never)).statusCode).toBe(200);
      expect(failure(await report(done.hash, MICROPHONE_REFUSED))).toMatchObject({ status: 409, body: { msg: SUBMITTED_BEFORE } });

      const elsewhere = await registered(examId);
      await openFor(t, elsewhere.hash);
      expect((await report(elsewhere.hash, MICROPHONE_REFUSED, { sign: 'b'.repeat(64) })).statusCode).toBe(423);
      expect(await storedChecks(done.hash)).toEqual([]);
      expect(await storedChecks(elsewhere.hash)).toEqual([]);
    });

    test("outside the assessment's networks the result is refused with the networks' code", async () => {
      const examId = await insertExam(db());
      const attempt = await registered(examId);
      await t.call('setAssessmentNetworks', { id: examId, networks: ['10.1.0.0/16'] }, { token: admin });
      const refused = await report(attempt.hash, MICROPHONE_REFUSED, { ip: '203.0.113.9' });
      expect(failure(refused)).toMatchObject({ status: 403, body: { code: NETWORK_REFUSAL_CODES.notAllowed } });
    });
  });

  describe('the known file and the test upload', () => {
    const upload = (body: Buffer, headers: Record<string, string> = {}, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `${apiUrl(rawCalls.deviceCheckUpload)}${query}`,
        headers: { 'content-type': 'application/octet-stream', 'x-sign': SIGN, ...headers },
        payload: body,
      });
    const sample = Buffer.alloc(64 * 1024, 7);

    test('the known file is the same fixed bytes each time, never cached and never compressed', async () => {
      const get = () =>
        t.app.inject({ method: 'GET', url: apiUrl(rawCalls.deviceCheckSample), headers: { 'accept-encoding': 'gzip, br' } });
      const [one, two] = [await get(), await get()];
      expect(one.statusCode).toBe(200);
      expect(one.rawPayload.length).toBe(DEVICE_SAMPLE_DOWNLOAD_BYTES);
      expect(one.headers['cache-control']).toBe('no-store');
      expect(one.headers['content-encoding']).toBeUndefined();
      expect(one.rawPayload.equals(two.rawPayload)).toBe(true);
    });

    test('before registering, for an assessment open for registration: counted and not kept', async () => {
      const examId = await insertExam(db());
      const mediaBefore = await db().selectFrom('media').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
      const response = await upload(sample, {}, `?exam_id=${examId}`);
      expect(response.json()).toEqual({ data: { received: sample.length } });
      const mediaAfter = await db().selectFrom('media').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow();
      expect(Number(mediaAfter.n)).toBe(Number(mediaBefore.n));
    });

    test('with an attempt hash: the exam upload rules (a started attempt in its own browser)', async () => {
      const examId = await insertExam(db());
      const attempt = await registered(examId);
      expect((await upload(sample, { 'x-attempt-hash': attempt.hash })).statusCode).toBe(401);
      await openFor(t, attempt.hash);
      expect((await upload(sample, { 'x-attempt-hash': attempt.hash })).json()).toEqual({ data: { received: sample.length } });
      expect((await upload(sample, { 'x-attempt-hash': 'B'.repeat(32) })).json()).toMatchObject({ msg: ATTEMPT_NOT_FOUND });
    });

    test('too large, empty, for no exam, a closed exam or from outside its networks: refused with a sentence', async () => {
      const examId = await insertExam(db());
      const tooLarge = await upload(Buffer.alloc(DEVICE_SAMPLE_UPLOAD_MAX_BYTES + 1), {}, `?exam_id=${examId}`);
      expect(failure(tooLarge)).toEqual({
        status: 413,
        body: { msg: DEVICE_SAMPLE_TOO_LARGE, code: DEVICE_CHECK_REFUSAL_CODES.sampleTooLarge },
      });
      const empty = await upload(Buffer.alloc(0), {}, `?exam_id=${examId}`);
      expect(failure(empty)).toMatchObject({ status: 400, body: { code: DEVICE_CHECK_REFUSAL_CODES.sampleEmpty } });
      expect(failure(await upload(sample))).toMatchObject({ status: 400, body: { code: DEVICE_CHECK_REFUSAL_CODES.sampleWhoseExam } });
      expect(failure(await upload(sample, {}, '?exam_id=1%00'))).toMatchObject({ status: 400 });
      expect(failure(await upload(sample, {}, '?exam_id=987654'))).toMatchObject({ status: 404, body: { msg: EXAM_NOT_FOUND } });
      expect(failure(await upload(sample, { 'x-sign': 'nope' }, `?exam_id=${examId}`)).status).toBe(400);
      const typed = await t.app.inject({
        method: 'POST',
        url: `${apiUrl(rawCalls.deviceCheckUpload)}?exam_id=${examId}`,
        headers: { 'content-type': 'application/json', 'x-sign': SIGN },
        payload: '{}',
      });
      expect(typed.statusCode).toBeGreaterThanOrEqual(400);
      expect(typed.statusCode).toBeLessThan(500);
      await t.call('setAssessmentNetworks', { id: examId, networks: ['10.99.0.0/16'] }, { token: admin });
      const outside = await upload(sample, {}, `?exam_id=${examId}`);
      expect(failure(outside)).toMatchObject({ status: 403, body: { code: NETWORK_REFUSAL_CODES.notAllowed } });
    });
  });
});

import {
  ASSESSMENT_NOT_FOUND,
  ATTEMPT_HASH_INVALID,
  EXAM_NOT_STARTED_YET,
  OPEN_IN_ANOTHER_BROWSER,
  SIGNAL_AT_INVALID,
  SIGNAL_KIND_INVALID,
  NETWORK_REFUSAL_CODES,
  SIGNAL_REFUSAL_CODES,
  SIGNALS_FULL,
  SIGNALS_NOT_A_LIST,
  SIGNALS_OFF,
  SIGNALS_PER_ATTEMPT_MAX,
  SIGNALS_PER_MINUTE_MAX,
  SIGNALS_TOO_FAST,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  signalSettingSavedMessage,
  type ExamRoom,
  type KeptSignal,
  type SignalKind,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { ATTEMPT_NOT_FOUND_FOR_STAFF } from '../services/attempt-moves';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const Q1 = mcq({ id: 'signalq001' });

describe.each(testDatabases())('signals on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const at = (offsetSeconds = 0) => new Date(clock.now().getTime() + offsetSeconds * 1000).toISOString();
  const turnOn = async (examId: number, on = true, token = admin) =>
    t.call('setSignalSetting', { id: examId, recordSignals: on }, { token });
  const signalsOf = async (attemptId: number, token = admin) => {
    const response = await t.call('getAttemptSignals', { attemptId }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: KeptSignal[] }>().data;
  };
  const countOf = (attemptId: number) =>
    db()
      .selectFrom('attempt_signals')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('attempt_id', '=', attemptId)
      .executeTakeFirstOrThrow();
  const batch = (hash: string, kinds: SignalKind[]) => ({ id: hash, signals: kinds.map((kind) => ({ kind, at: at() })) });

  async function running(name: string, { signals = true, columns = { istimed: 1, duration: 20 } } = {}) {
    const examId = await insertExam(db(), [Q1], columns);
    if (signals) expect((await turnOn(examId)).statusCode).toBe(200);
    const person = await insertApplicant(db(), name);
    const hash = await registerFor(t, examId, person.ssn);
    const exam = await openFor(t, hash);
    const attempt = await db().selectFrom('attempts').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
    return { examId, hash, attemptId: attempt.id, exam };
  }

  test('off by default: the page is not told, a signal is refused with a code and nothing is kept', async () => {
    const { examId, hash, attemptId, exam } = await running('Lina Off', { signals: false });
    expect(exam.recordSignals).toBeUndefined();
    const setting = await t.call('getSignalSetting', { id: examId }, { token: admin });
    expect(setting.json()).toEqual({ data: { id: examId, recordSignals: false } });
    const refused = await t.call('sendSignals', { id: hash, kind: 'page-hidden', at: at() } as never);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 409,
      body: { msg: SIGNALS_OFF, code: SIGNAL_REFUSAL_CODES.off },
    });
    expect(Number((await countOf(attemptId)).n)).toBe(0);
  });

  test('turned on: audited, the page is told, and off again stops new ones while the kept ones stay', async () => {
    const { examId, hash, attemptId, exam } = await running('Hadi On');
    expect(exam.recordSignals).toBe(true);
    expect((await t.call('getSignalSetting', { id: examId }, { token: admin })).json()).toEqual({
      data: { id: examId, recordSignals: true },
    });
    const audit = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', 'assessment.signals')
      .where('subject_id', '=', String(examId))
      .execute();
    expect(audit.map((row) => row.details)).toEqual([{ recordSignals: { from: false, to: true } }]);
    expect((await t.call('sendSignals', batch(hash, ['focus-lost']))).statusCode).toBe(200);

    const off = await turnOn(examId, false);
    expect(off.json()).toEqual({ data: { id: examId, recordSignals: false }, msg: signalSettingSavedMessage(false) });
    expect((await t.call('sendSignals', batch(hash, ['focus-lost']))).statusCode).toBe(409);
    expect(await signalsOf(attemptId)).toHaveLength(1);
    expect((await openFor(t, hash)).recordSignals).toBeUndefined();
  });

  test("kept with the device's time and the server's, one or a batch, listed oldest first and counted in the room", async () => {
    const { examId, hash, attemptId } = await running('Rami Stored');
    const one = await t.call('sendSignals', { id: hash, kind: 'page-hidden', at: '2031-03-01T07:59:58.000Z' } as never);
    expect({ status: one.statusCode, body: one.json() }).toEqual({ status: 200, body: { data: { kept: 1 } } });
    clock.advanceSeconds(30);
    const receivedAt = clock.now().toISOString();
    const many = await t.call('sendSignals', batch(hash, ['fullscreen-left', 'essay-paste', 'focus-lost']));
    expect(many.json()).toEqual({ data: { kept: 3 } });

    const kept = await signalsOf(attemptId);
    expect(kept.map((signal) => signal.kind)).toEqual(['page-hidden', 'fullscreen-left', 'essay-paste', 'focus-lost']);
    expect(kept[0].at).toBe('2031-03-01T07:59:58.000Z');
    expect(kept[1].receivedAt).toBe(receivedAt);
    const room = (await t.call('examRoom', { id: examId }, { token: admin })).json<{ data: ExamRoom }>().data;
    expect(room.attempts.find((attempt) => attempt.id === attemptId)?.signals).toBe(4);
  });

  test('limits per minute and per attempt: 429 with a code, a batch crossing one keeps what fits', async () => {
    const { hash, attemptId } = await running('Nour Limits');
    const minute: SignalKind[] = Array.from({ length: SIGNALS_PER_MINUTE_MAX - 5 }, () => 'focus-lost');
    for (let sent = 0; sent < minute.length; sent += 20) {
      expect((await t.call('sendSignals', batch(hash, minute.slice(sent, sent + 20)))).statusCode).toBe(200);
    }
    const crossing = await t.call(
      'sendSignals',
      batch(
        hash,
        Array.from({ length: 10 }, () => 'page-hidden'),
      ),
    );
    expect(crossing.json()).toEqual({ data: { kept: 5 } });
    const tooFast = await t.call('sendSignals', batch(hash, ['page-hidden']));
    expect({ status: tooFast.statusCode, body: tooFast.json() }).toEqual({
      status: 429,
      body: { msg: SIGNALS_TOO_FAST, code: SIGNAL_REFUSAL_CODES.tooFast },
    });
    expect(Number(tooFast.headers['retry-after'])).toBeGreaterThan(0);

    while (Number((await countOf(attemptId)).n) < SIGNALS_PER_ATTEMPT_MAX) {
      clock.advanceSeconds(61);
      const response = await t.call(
        'sendSignals',
        batch(
          hash,
          Array.from({ length: 20 }, () => 'essay-paste'),
        ),
      );
      expect(response.statusCode).toBe(200);
    }
    clock.advanceSeconds(61);
    const full = await t.call('sendSignals', batch(hash, ['page-hidden']));
    expect({ status: full.statusCode, body: full.json() }).toEqual({
      status: 429,
      body: { msg: SIGNALS_FULL, code: SIGNAL_REFUSAL_CODES.full },
    });
    expect(Number((await countOf(attemptId)).n)).toBe(SIGNALS_PER_ATTEMPT_MAX);
  });

  test('an attempt that is not open refuses as a save does, and keeps nothing', async () => {
    const submitted = await running('Omar Submitted');
    expect((await t.call('submitExam', { id: submitted.hash })).statusCode).toBe(200);
    const afterSubmit = await t.call('sendSignals', batch(submitted.hash, ['page-hidden']));
    expect({ status: afterSubmit.statusCode, msg: afterSubmit.json().msg }).toEqual({ status: 409, msg: SUBMITTED_BEFORE });

    const elsewhere = await running('Sara Elsewhere');
    const otherBrowser = await t.call('sendSignals', batch(elsewhere.hash, ['page-hidden']), { sign: 'b'.repeat(64) });
    expect({ status: otherBrowser.statusCode, msg: otherBrowser.json().msg }).toEqual({ status: 423, msg: OPEN_IN_ANOTHER_BROWSER });

    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 20 });
    await turnOn(examId);
    const person = await insertApplicant(db(), 'Yara Not Started');
    const notStarted = await t.call('sendSignals', batch(await registerFor(t, examId, person.ssn), ['page-hidden']));
    expect({ status: notStarted.statusCode, msg: notStarted.json().msg }).toEqual({ status: 409, msg: EXAM_NOT_STARTED_YET });

    const late = await running('Karim Late', { columns: { istimed: 1, duration: 1 } });
    clock.advanceSeconds(5 * 60);
    const expired = await t.call('sendSignals', batch(late.hash, ['page-hidden']));
    expect({ status: expired.statusCode, msg: expired.json().msg }).toEqual({ status: 410, msg: TIME_IS_UP });

    for (const attempt of [submitted, elsewhere, late]) expect(await signalsOf(attempt.attemptId)).toEqual([]);
  });

  test("from outside the assessment's networks: refused as every exam call, nothing kept", async () => {
    const { examId, hash, attemptId } = await running('Adel Outside');
    await db().insertInto('assessment_networks').values({ assessment_id: examId, position: 0, cidr: '10.99.0.0/16' }).execute();
    const refused = await t.call('sendSignals', batch(hash, ['page-hidden']), { ip: '192.0.2.7' });
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: NETWORK_REFUSAL_CODES.notAllowed });
    expect(Number((await countOf(attemptId)).n)).toBe(0);
  });

  test('bad input: a clear 400, nothing kept', async () => {
    const { hash, attemptId } = await running('Ziad Bad Signals');
    const cases: [Record<string, unknown>, string][] = [
      [{ id: hash, kind: 'cheating', at: at() }, SIGNAL_KIND_INVALID],
      [{ id: hash, kind: 'page-hidden', at: 'yesterday' }, SIGNAL_AT_INVALID],
      [{ id: hash, kind: 'page-hidden' }, SIGNAL_AT_INVALID],
      [{ id: hash, signals: [] }, SIGNALS_NOT_A_LIST],
      [{ id: hash, signals: 'page-hidden' }, SIGNALS_NOT_A_LIST],
      [
        batch(
          hash,
          Array.from({ length: 21 }, () => 'page-hidden'),
        ),
        SIGNALS_NOT_A_LIST,
      ],
      [{ id: 'not-a-hash', kind: 'page-hidden', at: at() }, ATTEMPT_HASH_INVALID],
    ];
    for (const [data, msg] of cases) {
      const response = await t.call('sendSignals', data as never);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
    }
    const nuls = [
      { id: hash, kind: 'page-hidden\u0000', at: at() },
      { id: hash, kind: 'page-hidden', at: '2031-03-01T08:00:00\u0000Z' },
      { id: `${hash.slice(0, 31)}\u0000`, kind: 'page-hidden', at: at() },
    ];
    for (const data of nuls) {
      const response = await t.call('sendSignals', data as never);
      expect({ status: response.statusCode, msg: response.json().msg }).toEqual({ status: 400, msg: expect.stringContaining('NUL') });
    }
    const unknown = await t.call('sendSignals', batch('A'.repeat(32), ['page-hidden']));
    expect(unknown.statusCode).toBe(404);
    expect(Number((await countOf(attemptId)).n)).toBe(0);
  });

  test('only staff who run the room see the signals; only editors turn them on', async () => {
    const { examId, attemptId, hash } = await running('Maha Private');
    expect((await t.call('sendSignals', batch(hash, ['page-hidden']))).statusCode).toBe(200);
    const outsider = await signInWithFlags(t, admin, `signals-outsider-${kind}`, ['exam']);
    const hidden = await t.call('getAttemptSignals', { attemptId }, { token: outsider });
    expect({ status: hidden.statusCode, msg: hidden.json().msg }).toEqual({ status: 404, msg: ATTEMPT_NOT_FOUND_FOR_STAFF });
    const notSeen = await t.call('getSignalSetting', { id: examId }, { token: outsider });
    expect({ status: notSeen.statusCode, msg: notSeen.json().msg }).toEqual({ status: 404, msg: ASSESSMENT_NOT_FOUND });
    expect((await turnOn(examId, false, outsider)).statusCode).toBe(404);
    expect((await t.call('getSignalSetting', { id: examId }, { token: admin })).json().data.recordSignals).toBe(true);
  });
});

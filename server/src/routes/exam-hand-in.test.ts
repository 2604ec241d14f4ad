import { EXAM_GRACE_SECONDS, SUBMITTED_SUCCESSFULLY, contract, type QuestionAnswer } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { AttemptMemory } from '../services/attempts/attempt-memory';
import { closeAttempts } from '../services/attempts/close-attempts';
import { HandIns } from '../services/attempts/hand-ins';
import { scorePendingAttempts } from '../services/attempts/scores';
import { submitExam } from '../services/attempts/submit-exam';
import { StartBatches } from '../services/attempts/start-batches';
import { sweepExpiredAttempts } from '../services/attempts/sweep';
import { examEngineCalls } from '../test-support/exam-engine';
import { apiUrl } from './register-contract';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { SIGN, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/** No Safe Exam Browser headers: the test's assessment does not require it. */
const NO_REQUEST = { protocol: 'http' as const, host: '127.0.0.1', url: '/', headers: {} };
const RIGHT: QuestionAnswer = { type: 'MCQ', selected: ['optA', 'optC'] };
const WRONG: QuestionAnswer = { type: 'MCQ', selected: ['optB'] };

/**
 * The hand-in at the bell (services/attempts/hand-ins.ts): the close is one
 * statement, the scoring a second step; whatever stops between them, a
 * submitted attempt ends up scored exactly once.
 */
describe.each(testDatabases())('the hand-in on %s', (_name, kind) => {
  let t: TestApp;
  const clock = new TestClock('2031-04-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, started, save, submit, result, attemptRow, answerRows } = examEngineCalls(() => t);
  const scored = async (hash: string) => {
    const row = await attemptRow(hash);
    return {
      submitted: row.submitted_at !== null,
      pending: row.scoring_pending,
      percent: row.percent === null ? null : Number(row.percent),
    };
  };
  /** The app's engine with its own hand-ins (a scorer of our choice). */
  const engine = (handIns: HandIns) => {
    const attemptMemory = new AttemptMemory();
    return { db: db(), clock, attemptMemory, startBatches: new StartBatches(db(), attemptMemory), handIns };
  };

  test('a room handing in at the same moment: every attempt closed once and scored once, each with its own answers', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const room = await Promise.all(Array.from({ length: 24 }, () => started(examId)));
    await Promise.all(room.map(({ hash }, index) => save(hash, 'mcq0000001', index % 2 === 0 ? RIGHT : WRONG, 1)));
    // Every applicant twice at once (a double click): one success each, the other refused as submitted before.
    const responses = await Promise.all(room.flatMap(({ hash }) => [submit({ id: hash }), submit({ id: hash })]));
    for (let index = 0; index < room.length; index += 1) {
      const pair = [responses[2 * index].statusCode, responses[2 * index + 1].statusCode].sort();
      expect(pair).toEqual([200, 409]);
    }
    expect(responses.find((response) => response.statusCode === 200)!.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null });
    for (const [index, { hash }] of room.entries()) {
      expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: index % 2 === 0 ? 100 : 0 });
      expect((await attemptRow(hash)).status).toBe('graded');
    }
    // Nothing is left to score: a second scoring of the room finds nothing pending.
    const ids = await Promise.all(room.map(async ({ hash }) => (await attemptRow(hash)).id));
    expect(await scorePendingAttempts(db(), ids)).toEqual([]);
  });

  test('the final batch sent with the submit is stored (the newer seq over the autosave) and scored with it', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', WRONG, 1);
    const response = await submit({ id: hash, answers: [{ questionId: 'mcq0000001', answer: RIGHT, seq: 2 }] });
    expect(response.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null });
    expect((await answerRows(hash)).map((row) => [row.question_id, row.answer, Number(row.seq), Number(row.score)])).toEqual([
      ['mcq0000001', RIGHT, 2, 4],
    ]);
    expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: 100 });
  });

  test('two scorers at once (the sweep, a read of the result, the hand-in) score a closed attempt exactly once', async () => {
    const examId = await insertExam(db(), [mcq()], { show_results_after_grading: true });
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', RIGHT, 1);
    const { id } = await attemptRow(hash);
    expect(await closeAttempts(db(), [{ attemptId: id, by: 'applicant', at: clock.now(), answers: [] }], { unchainedOnly: true })).toEqual([
      true,
    ]);
    expect(await scored(hash)).toEqual({ submitted: true, pending: true, percent: null });
    const [first, second, read] = await Promise.all([scorePendingAttempts(db(), [id]), scorePendingAttempts(db(), [id]), result(hash)]);
    expect([...first, ...second].length).toBeLessThanOrEqual(1);
    expect(read.json().data).toMatchObject({ available: true, result: { percent: 100 } });
    expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: 100 });
  });

  test('the sweep and the applicant at the same moment: one submission, one score', async () => {
    const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', RIGHT, 1);
    clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
    const [swept, response] = await Promise.all([sweepExpiredAttempts(db(), clock), submit({ id: hash })]);
    // Past the grace the applicant's submit is refused as time up, whoever closed it.
    expect(response.statusCode).toBe(410);
    expect(swept.submitted).toBeLessThanOrEqual(1);
    expect(await attemptRow(hash)).toMatchObject({ submitted_by: 'server', status: 'graded', scoring_pending: false });
    expect(Number((await attemptRow(hash)).percent)).toBe(100);
    expect((await answerRows(hash)).map((row) => Number(row.score))).toEqual([4]);
  });

  test('the scoring failing: the submit still succeeds, the attempt stays submitted, and the sweep scores it', async () => {
    const examId = await insertExam(db(), [mcq()]);
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', RIGHT, 1);
    const failing = new HandIns(db(), new AttemptMemory(), async () => {
      throw new Error('the scoring process stopped');
    });
    const failures: unknown[] = [];
    failing.reportFailuresTo((error) => failures.push(error));
    expect(await submitExam(engine(failing), hash, SIGN, {}, { ip: '127.0.0.1', request: NO_REQUEST, publicUrl: null })).toEqual({
      msg: SUBMITTED_SUCCESSFULLY,
      data: null,
    });
    expect(failures).toHaveLength(1);
    expect(await scored(hash)).toEqual({ submitted: true, pending: true, percent: null });
    // A second submit is refused as submitted before, not scored twice or reopened.
    expect((await submit({ id: hash })).statusCode).toBe(409);
    expect((await sweepExpiredAttempts(db(), clock)).scored).toBeGreaterThanOrEqual(1);
    expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: 100 });
  });

  test('a restart between the close and the scoring: a new app on the same database scores it when its result is read', async () => {
    const examId = await insertExam(db(), [mcq()], { show_results_after_grading: true });
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', RIGHT, 1);
    const { id } = await attemptRow(hash);
    // The old process closed it and stopped before scoring.
    await closeAttempts(db(), [{ attemptId: id, by: 'timer', at: clock.now(), answers: [] }], { unchainedOnly: true });
    const restarted = await t.buildApp({});
    const read = await restarted.inject({
      method: 'POST',
      url: apiUrl(contract.examResult),
      payload: { sign: SIGN, data: { id: hash } },
    });
    expect(read.json().data).toMatchObject({ status: 'graded', available: true, result: { percent: 100 } });
    expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: 100 });
    expect((await attemptRow(hash)).submitted_by).toBe('timer');
  });

  test('a chained assessment: many submits at once and the sweep make the next attempt exactly once, scored with the claim', async () => {
    const second = await insertExam(db(), [mcq()], { name: 'Second step' });
    const first = await insertExam(db(), [mcq()], { name: 'First step', next_assessment_id: second });
    const { hash, id: applicantId } = await started(first);
    await save(hash, 'mcq0000001', RIGHT, 1);
    const responses = await Promise.all([...Array.from({ length: 8 }, () => submit({ id: hash })), sweepExpiredAttempts(db(), clock)]);
    const wins = responses.filter((response) => 'statusCode' in response && response.statusCode === 200);
    expect(wins).toHaveLength(1);
    const nextHash = (wins[0] as { json(): { data: string } }).json().data;
    const nextAttempts = await db()
      .selectFrom('attempts')
      .select('hash')
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', second)
      .execute();
    expect(nextAttempts.map((row) => row.hash)).toEqual([nextHash]);
    expect(await scored(hash)).toEqual({ submitted: true, pending: false, percent: 100 });
  });
});

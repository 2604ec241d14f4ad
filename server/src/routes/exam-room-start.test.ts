import {
  EXAM_NOT_PUBLISHED,
  OPEN_IN_ANOTHER_BROWSER,
  type CallName,
  type RequestOf,
  type StudentExam,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { mcq, order, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { AttemptMemory } from '../services/attempts/attempt-memory';
import { findAttempt } from '../services/attempts/attempt-queries';
import { startAttempts } from '../services/attempts/attempt-start';
import { demoSsns, insertExam } from '../test-support/exam-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/** The synchronized start: a room's first fetches arrive at once and are started together (services/attempts/start-batches.ts). */
describe.each(testDatabases())('an exam room starting at the same moment on %s', (_name, kind) => {
  let t: TestApp;
  let ssnOffset = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32);

  const callFrom = <Name extends CallName>(sign: string, name: Name, data: RequestOf<Name>) => t.call(name, data, { sign });

  /** `count` demo applicants, each registered from their own browser. */
  async function room(examId: number, count: number, firstSign = 0) {
    const ssns = await demoSsns(t.database.db, count, ssnOffset);
    ssnOffset += count;
    return Promise.all(
      ssns.map(async (ssn, n) => {
        const sign = signOf(firstSign + n);
        const response = await callFrom(sign, 'registerForExam', { exam_id: examId, ssn });
        expect(response.statusCode).toBe(200);
        return { sign, hash: response.json<{ data: string }>().data };
      }),
    );
  }

  const questions = [mcq({ id: 'mcq0000001' }), trueOrFalse({ id: 'tf00000001' }), order({ id: 'ord0000001' })];

  test('every attempt starts once, bound to its own browser, with its own deadline and the questions without their keys', async () => {
    const examId = await insertExam(t.database.db, questions, { istimed: 1, duration: 30 });
    const applicants = await room(examId, 16, 1);
    const responses = await Promise.all(applicants.map(({ sign, hash }) => callFrom(sign, 'studentExam', { id: hash })));
    expect(responses.map((response) => response.statusCode)).toEqual(applicants.map(() => 200));

    for (const [n, { sign, hash }] of applicants.entries()) {
      const exam = responses[n].json<{ data: StudentExam }>().data;
      const row = await t.database.db
        .selectFrom('attempts')
        .select(['browser_sign', 'started_at', 'deadline', 'questions'])
        .where('hash', '=', hash)
        .executeTakeFirstOrThrow();
      expect(exam.hash).toBe(hash);
      expect(row.browser_sign).toBe(sign);
      expect(new Date(row.deadline!).getTime() - new Date(row.started_at!).getTime()).toBe(30 * 60_000);
      expect(exam.deadline).toBe(new Date(row.deadline!).toISOString());
      expect(row.questions).toEqual(questions);
      expect(exam.exam.questions.map((question) => question.id).sort()).toEqual(['mcq0000001', 'ord0000001', 'tf00000001']);
      expect(JSON.stringify(exam.exam.questions)).not.toMatch(/correctOptions|isTrue/);
      expect(exam.answers).toEqual([]);
    }
    // Fetched again, each applicant sees the same start and deadline (it started once).
    const again = await Promise.all(applicants.map(({ sign, hash }) => callFrom(sign, 'studentExam', { id: hash })));
    expect(again.map((response) => response.json<{ data: StudentExam }>().data.deadline)).toEqual(
      responses.map((response) => response.json<{ data: StudentExam }>().data.deadline),
    );
  });

  test('two browsers opening one unbound attempt at the same moment: one gets the exam, the other is told it is open elsewhere', async () => {
    const examId = await insertExam(t.database.db, questions);
    const [{ hash }] = await room(examId, 1, 40);
    await t.database.db.updateTable('attempts').set({ browser_sign: null }).where('hash', '=', hash).execute();
    const [first, second] = await Promise.all([
      callFrom(signOf(41), 'studentExam', { id: hash }),
      callFrom(signOf(42), 'studentExam', { id: hash }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 423]);
    const loser = first.statusCode === 423 ? first : second;
    expect(loser.json()).toEqual({ msg: OPEN_IN_ANOTHER_BROWSER, code: EXAM_REFUSAL_CODES.openInAnotherBrowser });
    const winner = first.statusCode === 200 ? signOf(41) : signOf(42);
    const row = await t.database.db.selectFrom('attempts').select('browser_sign').where('hash', '=', hash).executeTakeFirstOrThrow();
    expect(row.browser_sign).toBe(winner);
  });

  test('an assessment pulled before its room opens refuses its applicants while another room starting at the same moment starts', async () => {
    const open = await insertExam(t.database.db, questions);
    const pulled = await insertExam(t.database.db, [mcq()]);
    const starting = await room(open, 3, 50);
    const refused = await room(pulled, 3, 60);
    await t.database.db.updateTable('assessments').set({ open: false }).where('id', '=', pulled).execute();
    const responses = await Promise.all([...starting, ...refused].map(({ sign, hash }) => callFrom(sign, 'studentExam', { id: hash })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 403, 403, 403]);
    expect(responses[3].json()).toEqual({ msg: EXAM_NOT_PUBLISHED, code: EXAM_REFUSAL_CODES.examNotPublished });
    const notStarted = await t.database.db
      .selectFrom('attempts')
      .select('id')
      .where(
        'hash',
        'in',
        refused.map(({ hash }) => hash),
      )
      .where('started_at', 'is not', null)
      .execute();
    expect(notStarted).toEqual([]);
  });

  test('one batch of starts: each attempt gets its own assessment’s snapshot; started, other-browser and duplicate requests change nothing', async () => {
    const first = await insertExam(t.database.db, questions);
    const second = await insertExam(t.database.db, [mcq({ id: 'other00001' })]);
    const [a, b] = await room(first, 2, 70);
    const [c, d] = await room(second, 2, 80);
    const db = t.database.db;
    const memory = new AttemptMemory();
    const read = async (hash: string) => (await findAttempt(db, hash))!;
    const now = new Date();
    // b has already started; c is bound to its own browser, and a request from another browser asks for it.
    await startAttempts(db, memory, [{ attempt: await read(b.hash), sign: b.sign, now }]);
    const [attemptA, attemptB, attemptC, attemptD] = await Promise.all([a, b, c, d].map(({ hash }) => read(hash)));
    const started = await startAttempts(db, memory, [
      { attempt: attemptA, sign: a.sign, now },
      { attempt: attemptB, sign: b.sign, now },
      { attempt: attemptC, sign: signOf(99), now },
      { attempt: attemptD, sign: d.sign, now },
      { attempt: attemptD, sign: signOf(98), now },
    ]);
    expect(started.map((entry) => entry?.attempt.hash ?? null)).toEqual([a.hash, null, null, d.hash, null]);
    expect(started[0]!.snapshot.questions).toEqual(questions);
    expect(started[3]!.snapshot.questions.map((question) => question.id)).toEqual(['other00001']);
    expect(started[3]!.attempt.browser_sign).toBe(d.sign);
    expect((await read(c.hash)).started_at).toBeNull();
    expect((await read(c.hash)).browser_sign).toBe(c.sign);
    // The snapshot is shared between attempts and frozen: nothing can change what another attempt reads.
    expect(Object.isFrozen(started[0]!.snapshot.questions[0])).toBe(true);
  });
});

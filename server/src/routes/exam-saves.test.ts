import {
  ANSWER_TYPE_MISMATCH,
  EXAM_GRACE_SECONDS,
  EXAM_NOT_STARTED_YET,
  MEDIA_NOT_FROM_THIS_EXAM,
  QUESTION_NOT_IN_EXAM,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  UNKNOWN_OPTION,
  WORD_COUNT_EXCEEDED,
  richTextFromPlain,
  type Question,
  type QuestionAnswer,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import Fastify from 'fastify';
import { essay, everyType, mcq, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { AttemptMemory } from '../services/attempts/attempt-memory';
import { HandIns } from '../services/attempts/hand-ins';
import { startAttemptSweep, sweepExpiredAttempts } from '../services/attempts/sweep';
import { examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
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

  const { db, registered, started, save, submit, failure, attemptRow, answerRows, uploaded } = examEngineCalls(() => t);

  describe('saving answers (student/saveanswer.php)', () => {
    test('an older or equal seq never overwrites a newer one; the fetch shows the newest', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const saved = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 5);
      expect(saved.statusCode).toBe(200);
      expect(saved.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: true, remainingSeconds: null });
      const older = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optB'] }, 3);
      expect(older.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: false });
      const same = await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optC'] }, 5);
      expect(same.json<{ data: object }>().data).toMatchObject({ savedSeq: 5, applied: false });
      let exam = await openFor(t, hash);
      expect(exam.answers).toEqual([
        { questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA'] }, seq: 5, savedAt: expect.any(String) },
      ]);
      const newer = await save(hash, 'mcq0000001', null, 9);
      expect(newer.json<{ data: object }>().data).toMatchObject({ savedSeq: 9, applied: true });
      exam = await openFor(t, hash);
      expect(exam.answers).toEqual([{ questionId: 'mcq0000001', answer: null, seq: 9, savedAt: expect.any(String) }]);
    });

    test('concurrent saves in any order keep the highest seq', async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await started(examId);
      const options = ['optA', 'optB', 'optC', 'optD'];
      const seqs = [7, 2, 19, 11, 4, 20, 1, 15, 9, 13, 3, 18, 6, 17, 10, 5, 16, 8, 14, 12];
      const responses = await Promise.all(seqs.map((seq) => save(hash, 'mcq0000001', { type: 'MCQ', selected: [options[seq % 4]] }, seq)));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const rows = await answerRows(hash);
      expect(rows).toHaveLength(1);
      expect(Number(rows[0].seq)).toBe(20);
      expect(rows[0].answer).toEqual({ type: 'MCQ', selected: [options[20 % 4]] });
    });

    test('answers that do not fit their question answer 400 with a sentence', async () => {
      const examId = await insertExam(db(), [mcq(), essay({ wordlimit: 3, allowOverLimit: false }), trueOrFalse()]);
      const { hash } = await started(examId);
      expect(failure(await save(hash, 'nosuchq001', { type: 'MCQ', selected: [] }, 1))).toEqual({
        status: 400,
        body: { msg: QUESTION_NOT_IN_EXAM, code: EXAM_REFUSAL_CODES.questionNotInExam },
      });
      expect(failure(await save(hash, 'mcq0000001', { type: 'TrueOrFalse', optionId: 'True' }, 1))).toEqual({
        status: 400,
        body: { msg: ANSWER_TYPE_MISMATCH, code: EXAM_REFUSAL_CODES.answerInvalid },
      });
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optZ'] }, 1))).toEqual({
        status: 400,
        body: { msg: UNKNOWN_OPTION, code: EXAM_REFUSAL_CODES.answerInvalid },
      });
      const long = { type: 'EssayComponent' as const, text: richTextFromPlain('one two three four five') };
      expect(failure(await save(hash, 'essay00001', long, 1))).toEqual({
        status: 400,
        body: { msg: WORD_COUNT_EXCEEDED, code: EXAM_REFUSAL_CODES.answerInvalid },
      });
      const malformed = await t.call('saveAnswer', {
        hash,
        questionId: 'mcq0000001',
        answer: { type: 'MCQ' } as unknown as QuestionAnswer,
        seq: 1,
      });
      expect(malformed.statusCode).toBe(400);
      expect((await t.call('saveAnswer', { hash, questionId: 'mcq0000001', answer: null, seq: 0 })).statusCode).toBe(400);
      expect(await answerRows(hash)).toEqual([]);
    });

    test('an essay over its limit is kept when the question allows it', async () => {
      const examId = await insertExam(db(), [essay({ wordlimit: 3, allowOverLimit: true })]);
      const { hash } = await started(examId);
      const response = await save(hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('one two three four five') }, 1);
      expect(response.statusCode).toBe(200);
    });

    test("media in an answer must be uploaded from this attempt: not another site's, staff's or another attempt's", async () => {
      const examId = await insertExam(db(), [
        { ...everyType().find((question) => question.type === 'ImageHighlight')! },
        { ...everyType().find((question) => question.type === 'FileUploadEnhanced')! },
      ]);
      const mine = await started(examId);
      const theirs = await started(examId);
      const own = await uploaded(mine.hash);
      const foreign = await uploaded(theirs.hash);
      const staff = await uploaded(null, admin);
      const drawing = (url: string): QuestionAnswer => ({ type: 'ImageHighlight', drawingUrl: url });
      for (const url of ['https://elsewhere.example/drawing.png', foreign, staff, `/api/media/${'Z'.repeat(32)}`, '/uploads/drawing.png']) {
        expect(failure(await save(mine.hash, 'highlight1', drawing(url), 1))).toEqual({
          status: 400,
          body: { msg: MEDIA_NOT_FROM_THIS_EXAM, code: EXAM_REFUSAL_CODES.answerInvalid },
        });
      }
      expect((await save(mine.hash, 'highlight1', drawing(own), 1)).statusCode).toBe(200);
      const files: QuestionAnswer = {
        type: 'FileUploadEnhanced',
        files: [
          { data: own, type: 'image/png', name: 'a.png', id: 'fileAAAAA1' },
          { data: foreign, type: 'image/png', name: 'b.png', id: 'fileBBBBB1' },
        ],
      };
      expect(failure(await save(mine.hash, 'file000001', files, 1))).toEqual({
        status: 400,
        body: { msg: MEDIA_NOT_FROM_THIS_EXAM, code: EXAM_REFUSAL_CODES.answerInvalid },
      });
    });

    test('saves racing the submit are each stored before it and scored, or refused with 409: none is acknowledged and lost', async () => {
      const questions = Array.from({ length: 12 }, (_, n) => mcq({ id: `race${String(n).padStart(6, '0')}` }));
      const examId = await insertExam(db(), questions);
      const { hash } = await started(examId);
      const answer: QuestionAnswer = { type: 'MCQ', selected: ['optA', 'optC'] };
      const saveOf = (question: Question) => ({ questionId: question.id, response: save(hash, question.id, answer, 1) });
      const before = questions.slice(0, 6).map(saveOf);
      const submitted = submit({ id: hash });
      const after = questions.slice(6).map(saveOf);
      expect((await submitted).statusCode).toBe(200);
      const stored = new Map((await answerRows(hash)).map((row) => [row.question_id, row]));
      for (const { questionId, response } of [...before, ...after]) {
        const answered = await response;
        if (answered.statusCode === 200) expect(Number(stored.get(questionId)?.score)).toBe(4);
        else {
          expect(failure(answered)).toEqual({ status: 409, body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore } });
          expect(stored.has(questionId)).toBe(false);
        }
      }
    });

    test("saving before the exam is opened answers 409; after submission 409 'This test has been submitted before!'", async () => {
      const examId = await insertExam(db(), [mcq()]);
      const { hash } = await registered(examId);
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: [] }, 1))).toEqual({
        status: 409,
        body: { msg: EXAM_NOT_STARTED_YET, code: EXAM_REFUSAL_CODES.attemptNotOpened },
      });
      await openFor(t, hash);
      expect((await submit({ id: hash })).statusCode).toBe(200);
      expect(failure(await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 2))).toEqual({
        status: 409,
        body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore },
      });
    });

    test('past the deadline plus grace a save is refused (410) and the attempt is submitted with what it holds', async () => {
      const examId = await insertExam(db(), [mcq(), trueOrFalse()], { istimed: 1, duration: 1 });
      const { hash } = await started(examId);
      clock.advanceSeconds(50);
      expect((await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA', 'optC'] }, 1)).statusCode).toBe(200);
      clock.advanceSeconds(10 + EXAM_GRACE_SECONDS - 1);
      const inGrace = await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'False' }, 1);
      expect(inGrace.statusCode).toBe(200);
      expect(inGrace.json<{ data: object }>().data).toMatchObject({ remainingSeconds: 0 });
      clock.advanceSeconds(2);
      expect(failure(await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'True' }, 2))).toEqual({
        status: 410,
        body: { msg: TIME_IS_UP, code: EXAM_REFUSAL_CODES.timeIsUp },
      });
      const row = await attemptRow(hash);
      expect(row).toMatchObject({ submitted_by: 'server', status: 'graded', needs_grading: 0 });
      expect(Number(row.percent)).toBe(100);
      expect((await answerRows(hash)).map((answer) => [answer.question_id, Number(answer.score)])).toEqual([
        ['mcq0000001', 4],
        ['tf00000001', 4],
      ]);
      expect(failure(await save(hash, 'tf00000001', { type: 'TrueOrFalse', optionId: 'True' }, 3))).toEqual({
        status: 410,
        body: { msg: TIME_IS_UP, code: EXAM_REFUSAL_CODES.timeIsUp },
      });
      expect(failure(await submit({ id: hash }))).toEqual({ status: 410, body: { msg: TIME_IS_UP, code: EXAM_REFUSAL_CODES.timeIsUp } });
    });

    test('any call on an expired attempt finalises it first (fetch), and the sweep finalises the untouched ones', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const touched = await started(examId);
      const untouched = await started(examId);
      expect((await save(touched.hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1)).statusCode).toBe(200);
      clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
      const exam = await openFor(t, touched.hash);
      expect(exam).toMatchObject({ status: 'graded', remainingSeconds: 0, submittedAt: clock.now().toISOString() });
      expect((await attemptRow(touched.hash)).submitted_by).toBe('server');
      expect((await attemptRow(untouched.hash)).submitted_at).toBeNull();
      expect((await sweepExpiredAttempts(db(), clock)).submitted).toBeGreaterThanOrEqual(1);
      expect(await attemptRow(untouched.hash)).toMatchObject({ submitted_by: 'server', status: 'graded' });
    });
  });

  test('the periodic sweep runs in the app and submits expired attempts nobody touches, and stops on close', async () => {
    const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
    const { hash } = await started(examId);
    await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA', 'optC'] }, 1);
    clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
    const host = Fastify();
    startAttemptSweep(host, { db: db(), clock, handIns: new HandIns(db(), new AttemptMemory()) }, 10);
    await host.ready();
    try {
      const deadline = Date.now() + 10_000;
      while ((await attemptRow(hash)).submitted_at === null && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await host.close();
    }
    expect(await attemptRow(hash)).toMatchObject({ submitted_by: 'server', status: 'graded' });
    expect(Number((await attemptRow(hash)).percent)).toBe(100);
  });
});

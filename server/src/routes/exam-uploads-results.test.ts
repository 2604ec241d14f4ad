import {
  ATTEMPT_NOT_FOUND,
  EXAM_GRACE_SECONDS,
  RESULTS_NOT_READY,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_SUBMITTED,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  UPLOAD_BEFORE_START,
  richTextFromPlain,
  type ExamQuestion,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { essay, mcq, riasec } from '../../../shared/src/questions/testing/fixtures';
import { keysOf, examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor } from '../test-support/exam-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
  let t: TestApp;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, registered, started, save, submit, result, failure, attemptRow, uploadAs, uploaded } = examEngineCalls(() => t);

  describe('applicant uploads (POST /api/media/upload with X-Attempt-Hash)', () => {
    test('only a started, unsubmitted attempt before its deadline plus grace may upload; the file is recorded as its own', async () => {
      const examId = await insertExam(db(), [mcq()], { istimed: 1, duration: 1 });
      const { hash } = await registered(examId);
      expect(failure(await uploadAs(hash))).toEqual({
        status: 401,
        body: { msg: UPLOAD_BEFORE_START, code: EXAM_REFUSAL_CODES.uploadBeforeOpen },
      });
      await openFor(t, hash);
      const url = await uploaded(hash);
      const media = await db()
        .selectFrom('media')
        .select(['owner_kind', 'owner_attempt_hash'])
        .where('id', '=', url.split('/').pop()!)
        .executeTakeFirstOrThrow();
      expect(media).toEqual({ owner_kind: 'attempt', owner_attempt_hash: hash });
      clock.advanceSeconds(60 + EXAM_GRACE_SECONDS + 1);
      expect(failure(await uploadAs(hash))).toEqual({ status: 401, body: { msg: TIME_IS_UP, code: EXAM_REFUSAL_CODES.timeIsUp } });
      expect((await attemptRow(hash)).submitted_by).toBe('server');

      const other = await started(examId);
      expect((await submit({ id: other.hash })).statusCode).toBe(200);
      expect(failure(await uploadAs(other.hash))).toEqual({
        status: 401,
        body: { msg: SUBMITTED_BEFORE, code: EXAM_REFUSAL_CODES.submittedBefore },
      });
      expect(failure(await uploadAs('D'.repeat(32)))).toEqual({
        status: 401,
        body: { msg: ATTEMPT_NOT_FOUND, code: EXAM_REFUSAL_CODES.attemptNotFound },
      });
    });
  });

  describe('results (student/getresult.php)', () => {
    test('not submitted, not shown, not graded yet: no result and a sentence', async () => {
      const shown = await insertExam(db(), [mcq(), essay()], { show_results_after_grading: true });
      const hidden = await insertExam(db(), [mcq()], { show_results_after_grading: false });
      const open = await started(shown);
      await expect(result(open.hash).then((response) => response.json())).resolves.toEqual({
        data: { status: 'inprogress', available: false, result: null },
        msg: RESULTS_NOT_SUBMITTED,
      });
      await save(open.hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('An answer to grade') }, 1);
      await submit({ id: open.hash });
      expect((await result(open.hash)).json()).toEqual({
        data: { status: 'submitted', available: false, result: null },
        msg: RESULTS_NOT_READY,
      });
      const quiet = await started(hidden);
      await submit({ id: quiet.hash });
      expect((await result(quiet.hash)).json()).toEqual({
        data: { status: 'graded', available: false, result: null },
        msg: RESULTS_NOT_RELEASED,
      });
    });

    test('once graded and shown: marks and feedback with the exam views, never a key', async () => {
      const questions = [mcq(), riasec(), essay()];
      const examId = await insertExam(db(), questions, { show_results_after_grading: true });
      const { hash } = await started(examId);
      await save(hash, 'mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1);
      await save(hash, 'riasec0001', { type: 'RIASEC', optionId: 'want' }, 1);
      await save(hash, 'essay00001', { type: 'EssayComponent', text: richTextFromPlain('Short') }, 1);
      await submit({ id: hash });
      // A teacher grades the essay (the grading call is the assessments area's; its effect on the tables is this).
      const attempt = await attemptRow(hash);
      await db()
        .updateTable('answers')
        .set({ score: 3, feedback: 'Well argued' })
        .where('attempt_id', '=', attempt.id)
        .where('question_id', '=', 'essay00001')
        .execute();
      await db()
        .updateTable('attempts')
        .set({ status: 'graded', needs_grading: 0, graded_at: clock.now().toISOString() })
        .where('id', '=', attempt.id)
        .execute();
      const response = await result(hash);
      const body = response.json<{
        data: {
          available: boolean;
          result: {
            total: number;
            max: number;
            percent: number;
            career: string;
            questions: { question: ExamQuestion; score: number; feedback: string }[];
          };
        };
      }>();
      expect(body.data.available).toBe(true);
      expect(body.data.result).toMatchObject({ total: 0 + 1 + 3, max: 9, percent: 44.44, career: 'S' });
      expect(body.data.result.questions.map((entry) => [entry.question.id, entry.score, entry.feedback])).toEqual([
        ['mcq0000001', 0, ''],
        ['riasec0001', 1, ''],
        ['essay00001', 3, 'Well argued'],
      ]);
      const keys = keysOf(body.data.result.questions.map((entry) => entry.question));
      for (const secret of ['isTrue', 'correctOptions', 'authorNote', 'cat'])
        expect({ secret, present: keys.has(secret) }).toEqual({ secret, present: false });
      expect(response.body).not.toContain('NOTE-A');
    });
  });
});

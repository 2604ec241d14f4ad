import {
  ATTEMPT_MOVED,
  ATTEMPT_NOT_RUNNING,
  MOVE_REASON_REQUIRED,
  OPEN_IN_ANOTHER_BROWSER,
  type RequestOf,
  type StudentExam,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { ATTEMPT_NOT_FOUND_FOR_STAFF } from '../services/attempt-moves';
import { ANSWER, OTHER, QUESTION, accessCodeFixtures, failure } from '../test-support/access-code-fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('access codes on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const { callFrom, attemptOf, running } = accessCodeFixtures(() => ({ t, admin }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('admin/moveattempt.php', () => {
    test("staff release the attempt: audited with the reason; the applicant's new browser opens the link and continues with the saved answers and the same deadline", async () => {
      const { person, hash, deadline, examId } = await running(true);
      const attempt = await attemptOf(person.id, examId);
      if (!attempt) throw new Error('no attempt');
      const response = await t.call('moveAttempt', { attemptId: attempt.id, reason: '  Lab computer 14 crashed  ' }, { token: admin });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: ATTEMPT_MOVED });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'attempt.move')
        .where('subject_id', '=', String(attempt.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(typeof audit[0].details === 'string' ? JSON.parse(audit[0].details) : audit[0].details).toMatchObject({
        reason: 'Lab computer 14 crashed',
        applicant_id: person.id,
        assessment_id: examId,
      });

      const reopened = await callFrom(OTHER, 'studentExam', { id: hash });
      expect(reopened.statusCode).toBe(200);
      const exam = reopened.json<{ data: StudentExam }>().data;
      expect(exam.deadline).toBe(deadline);
      expect(exam.answers.map((saved) => [saved.questionId, saved.answer])).toEqual([[QUESTION.id, ANSWER]]);
      expect(
        (await callFrom(OTHER, 'saveAnswer', { hash, questionId: QUESTION.id, answer: { type: 'MCQ', selected: ['optB'] }, seq: 2 }))
          .statusCode,
      ).toBe(200);
      expect(failure(await callFrom(SIGN, 'studentExam', { id: hash }))).toEqual({
        status: 423,
        body: { msg: OPEN_IN_ANOTHER_BROWSER, code: EXAM_REFUSAL_CODES.openInAnotherBrowser },
      });
      expect((await callFrom(OTHER, 'submitExam', { id: hash })).statusCode).toBe(200);
    });

    test('a reason is required; a submitted attempt cannot be moved; an unknown attempt is 404; none of them changes or logs anything', async () => {
      const { person, examId, hash } = await running(true);
      const attempt = await attemptOf(person.id, examId);
      if (!attempt) throw new Error('no attempt');
      const moves = async () =>
        (await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'attempt.move').execute()).length;
      const before = await moves();
      for (const reason of ['', '  a ', undefined]) {
        const response = await t.call('moveAttempt', { attemptId: attempt.id, reason } as RequestOf<'moveAttempt'>, { token: admin });
        expect(failure(response)).toEqual({ status: 400, body: { msg: MOVE_REASON_REQUIRED } });
      }
      expect((await attemptOf(person.id, examId))?.browser_sign).toBe(SIGN);
      expect(failure(await t.call('moveAttempt', { attemptId: 987654, reason: 'crashed' }, { token: admin }))).toEqual({
        status: 404,
        body: { msg: ATTEMPT_NOT_FOUND_FOR_STAFF },
      });
      expect((await callFrom(SIGN, 'submitExam', { id: hash })).statusCode).toBe(200);
      expect(failure(await t.call('moveAttempt', { attemptId: attempt.id, reason: 'crashed' }, { token: admin }))).toEqual({
        status: 409,
        body: { msg: ATTEMPT_NOT_RUNNING },
      });
      expect(await moves()).toBe(before);
    });

    test('who may move: exam holders who see the assessment, ans holders who review it; others 404 or 403', async () => {
      const tokens = {
        examOnly: await signInWithFlags(t, admin, 'mover-exam', ['exam']),
        ansOnly: await signInWithFlags(t, admin, 'mover-ans', ['ans']),
        interviewer: await signInWithFlags(t, admin, 'mover-interview', ['interview', 'updateinfo']),
      };
      const userId = async (username: string) =>
        (await t.database.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
      const move = async (token: string) => {
        const { person, examId } = await running(true);
        const attempt = await attemptOf(person.id, examId);
        if (!attempt) throw new Error('no attempt');
        const response = await t.call('moveAttempt', { attemptId: attempt.id, reason: 'Computer crashed' }, { token });
        return {
          status: response.statusCode,
          examId,
          attemptId: attempt.id,
          released: (await attemptOf(person.id, examId))?.browser_sign === null,
        };
      };

      // Neither author nor reviewer: as if the attempt did not exist.
      expect(await move(tokens.examOnly)).toMatchObject({ status: 404, released: false });
      expect(await move(tokens.ansOnly)).toMatchObject({ status: 404, released: false });
      expect((await move(tokens.interviewer)).status).toBe(403);

      // An exam holder who wrote the assessment, or reviews it.
      const authored = await running(true);
      await t.database.db
        .updateTable('assessments')
        .set({ created_by: await userId('mover-exam') })
        .where('id', '=', authored.examId)
        .execute();
      const authoredAttempt = await attemptOf(authored.person.id, authored.examId);
      expect(
        (await t.call('moveAttempt', { attemptId: authoredAttempt?.id ?? 0, reason: 'Computer crashed' }, { token: tokens.examOnly }))
          .statusCode,
      ).toBe(200);

      // An ans holder who reviews it.
      const reviewed = await running(true);
      await t.database.db
        .insertInto('assessment_reviewers')
        .values({ assessment_id: reviewed.examId, user_id: await userId('mover-ans') })
        .execute();
      const reviewedAttempt = await attemptOf(reviewed.person.id, reviewed.examId);
      expect(
        (await t.call('moveAttempt', { attemptId: reviewedAttempt?.id ?? 0, reason: 'Computer crashed' }, { token: tokens.ansOnly }))
          .statusCode,
      ).toBe(200);
      expect((await attemptOf(reviewed.person.id, reviewed.examId))?.browser_sign).toBeNull();
    });
  });
});

import { markRangeMessage, type Assessment } from '@mizan/shared';
import { essay, mcq, riasec } from '../../../shared/src/questions/testing/fixtures';
import { essayAnswer, startGradingApp, type GradingApp } from '../test-support/grading-fixtures';
import type { TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { SUBMISSION_NOT_FOUND } from '../services/submission-records';
import { GRADES_SAVED, GRADES_SAVED_PENDING, SUBMISSION_IN_PROGRESS, unknownQuestionMessage } from '../services/submission-grading';

jest.setTimeout(120_000);

describe.each(testDatabases())('taken assessments and grading on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let teacherId: number;
  let applicants: GradingApp['applicants'];
  let reviewed: Assessment;
  let other: Assessment;
  let submit: GradingApp['submit'];

  beforeAll(async () => {
    ({ t, admin, teacher, teacherId, applicants, reviewed, other, submit } = await startGradingApp(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  type Sheet = {
    id: number;
    lang: string;
    status: string;
    answerdquestions: Array<Record<string, unknown> & { id: string; type: string; score: string; feedback: string }>;
    total: number;
    max: number;
    percent: number;
    needsGrading: number;
    career: string;
    gradedBy: string | null;
    gradedAt: string | null;
  };
  type Page = { data: { exams: Array<Record<string, unknown> & { id: number; status: string }>; count: number } };

  describe('admin/getstudentsol.php, admin/getgradedexam.php, admin/gradeexam.php', () => {
    let attempt: number;
    beforeAll(async () => {
      attempt = await submit(reviewed, 5, {
        [mcq().id]: { type: 'MCQ', selected: ['optA', 'optC'] },
        [essay().id]: essayAnswer,
        [riasec().id]: { type: 'RIASEC', optionId: 'want' },
      });
    });

    test('the sheet: the snapshot with the answers written in, automatic marks pre-filled, the essay awaiting a mark, lang', async () => {
      const response = await t.call('studentSolution', { id: attempt }, { token: teacher });
      expect(response.statusCode).toBe(200);
      const sheet = response.json<{ data: Sheet }>().data;
      expect(sheet).toMatchObject({
        id: attempt,
        lang: 'Ar',
        status: 'submitted',
        total: 5,
        max: 9,
        needsGrading: 1,
        career: 'S',
        gradedBy: null,
      });
      // Graders see the national ID masked, as everyone does outside an audited reveal (docs/security.md).
      expect(sheet).toMatchObject({ ssn: expect.stringMatching(/^\d{7}••••••\d$/) });
      expect(sheet.answerdquestions.map((question) => [question.type, question.score])).toEqual([
        ['MCQ', '4'],
        ['EssayComponent', ''],
        ['RIASEC', '1'],
      ]);
      const answeredMcq = sheet.answerdquestions[0] as unknown as { options: Array<{ id: string; selected: boolean; isTrue: boolean }> };
      expect(answeredMcq.options.filter((option) => option.selected).map((option) => option.id)).toEqual(['optA', 'optC']);
      expect(sheet.answerdquestions[1]).toMatchObject({ stdanswerTxt: 'Because I love science.' });
      expect(sheet).toMatchObject({ unanswered: [] });
      const graded = (await t.call('gradedExam', { id: attempt }, { token: teacher })).json<{ data: Sheet }>().data;
      expect(graded).toEqual(sheet);
    });

    test('marks must be within 0..totalMark, for questions of this submission; nothing is saved otherwise', async () => {
      for (const score of ['5', '-1', 'abc', 4.01]) {
        const response = await t.call('gradeExam', { id: attempt, answerdquestions: [{ id: essay().id, score }] }, { token: teacher });
        expect({ score, status: response.statusCode, body: response.json() }).toEqual({
          score,
          status: 400,
          body: { msg: markRangeMessage(2, 4) },
        });
      }
      const unknown = await t.call(
        'gradeExam',
        {
          id: attempt,
          answerdquestions: [
            { id: mcq().id, score: 1 },
            { id: 'nothere001', score: 1 },
          ],
        },
        { token: teacher },
      );
      expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
        status: 400,
        body: { msg: unknownQuestionMessage('nothere001') },
      });
      const sheet = (await t.call('studentSolution', { id: attempt }, { token: teacher })).json<{ data: Sheet }>().data;
      expect(sheet.answerdquestions[0].score).toBe('4');
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('subject_type', '=', 'attempt')
        .where('subject_id', '=', String(attempt))
        .execute();
      expect(audit).toEqual([]);
    });

    test('grading: overrides, feedback, percent recomputed with the shared scoring, graded once every question has a mark, audited', async () => {
      const response = await t.call(
        'gradeExam',
        {
          id: attempt,
          answerdquestions: [
            { id: mcq().id, score: '3.5', feedback: 'One option was a guess.' },
            { id: essay().id, score: '٢٫٥', feedback: 'Clear, but short.' },
            { id: riasec().id, score: '1' },
          ],
        },
        { token: teacher },
      );
      expect(response.statusCode).toBe(200);
      const { data: sheet, msg } = response.json<{ data: Sheet; msg: string }>();
      expect(msg).toBe(GRADES_SAVED);
      // (3.5 + 2.5 + 1) / 9 × 100
      expect(sheet).toMatchObject({
        status: 'graded',
        total: 7,
        max: 9,
        percent: 77.78,
        needsGrading: 0,
        gradedBy: t.accounts.teacher.displayname,
        career: 'S',
      });
      expect(sheet.answerdquestions.map((question) => [question.score, question.feedback])).toEqual([
        ['3.5', 'One option was a guess.'],
        ['2.5', 'Clear, but short.'],
        ['1', ''],
      ]);
      const row = await t.database.db
        .selectFrom('attempts')
        .select(['percent', 'status', 'needs_grading', 'graded_by', 'graded_at'])
        .where('id', '=', attempt)
        .executeTakeFirstOrThrow();
      expect({ ...row, percent: Number(row.percent), graded_at: row.graded_at !== null }).toEqual({
        percent: 77.78,
        status: 'graded',
        needs_grading: 0,
        graded_by: teacherId,
        graded_at: true,
      });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id', 'details', 'at'])
        .where('subject_type', '=', 'attempt')
        .where('subject_id', '=', String(attempt))
        .orderBy('id')
        .execute();
      expect(audit.map((entry) => [entry.action, entry.actor_user_id, entry.details])).toEqual([
        [
          'grade.change',
          teacherId,
          { questionId: mcq().id, index: 1, score: { from: 4, to: 3.5 }, feedback: { from: '', to: 'One option was a guess.' } },
        ],
        [
          'grade.change',
          teacherId,
          { questionId: essay().id, index: 2, score: { from: null, to: 2.5 }, feedback: { from: '', to: 'Clear, but short.' } },
        ],
        ['attempt.grade', teacherId, { percent: { from: 55.56, to: 77.78 }, status: { from: 'submitted', to: 'graded' }, changed: 2 }],
      ]);
      const listed = (
        await t.call('studentExams', { pagenumber: 1, pagesize: 100, search: applicants[5].ssn }, { token: admin })
      ).json<Page>().data.exams;
      expect(listed.find((row) => row.id === attempt)).toMatchObject({ percent: 77.78, status: 'graded' });
    });

    test('a partial grading keeps the submission waiting and says how many marks are missing', async () => {
      const waiting = await submit(reviewed, 6, { [mcq().id]: { type: 'MCQ', selected: ['optB'] }, [essay().id]: essayAnswer });
      const response = await t.call('gradeExam', { id: waiting, answerdquestions: [{ id: mcq().id, score: 1 }] }, { token: admin });
      expect(response.json<{ msg: string }>().msg).toBe(GRADES_SAVED_PENDING(1));
      expect(response.json<{ data: Sheet }>().data).toMatchObject({ status: 'submitted', needsGrading: 1, total: 1 });
    });

    test('an unanswered question can be marked too (the row is made)', async () => {
      const blank = await submit(reviewed, 7, { [mcq().id]: { type: 'MCQ', selected: ['optA', 'optC'] } });
      // The sheet says which questions have no answer: their fields cannot always tell (an Order question is always in some order).
      const sheet = (await t.call('studentSolution', { id: blank }, { token: admin })).json<{ data: Sheet & { unanswered: string[] } }>()
        .data;
      expect(sheet.unanswered).toEqual([essay().id, riasec().id]);
      const response = await t.call(
        'gradeExam',
        { id: blank, answerdquestions: [{ id: essay().id, score: 0, feedback: 'No answer.' }] },
        { token: admin },
      );
      expect(response.json<{ data: Sheet }>().data).toMatchObject({ status: 'graded', total: 4 });
    });

    test('in progress: 409; not a reviewer: 404 (the submission is not revealed); unknown: 404', async () => {
      const open = await submit(reviewed, 8, {}, null);
      const inProgress = await t.call('gradeExam', { id: open, answerdquestions: [] }, { token: admin });
      expect({ status: inProgress.statusCode, body: inProgress.json() }).toEqual({ status: 409, body: { msg: SUBMISSION_IN_PROGRESS } });
      const foreign = await submit(other, 18, {});
      for (const name of ['studentSolution', 'gradedExam'] as const) {
        const response = await t.call(name, { id: foreign }, { token: teacher });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: SUBMISSION_NOT_FOUND } });
      }
      const graded = await t.call('gradeExam', { id: foreign, answerdquestions: [] }, { token: teacher });
      expect(graded.statusCode).toBe(404);
      expect((await t.call('studentSolution', { id: 999_999 }, { token: admin })).statusCode).toBe(404);
    });
  });
});

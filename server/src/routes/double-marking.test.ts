import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { graderPseudonym, type Assessment } from '@mizan/shared';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { startGradingApp, type GradingApp } from '../test-support/grading-fixtures';
import { essayText, type MarkingSheet } from '../test-support/marking-fixtures';
import { essayRubric } from '../test-support/rubric-fixtures';
import type { TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { markFinalMessage, markSettledMessage } from '../services/marking/double-marks';
import { MARKS_FOR_EDITORS } from '../services/marking/moderation';
import { ONLY_ADMIN_REVEALS } from '../services/marking/marking-settings';

jest.setTimeout(180_000);

describe.each(testDatabases())('blind double marking and anonymous marking on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let first: string;
  let second: string;
  let moderator: string;
  let applicants: GradingApp['applicants'];
  let submit: GradingApp['submit'];
  let assessment: Assessment;
  let reviewerIds: number[];

  const sheetOf = async (token: string, attemptId: number, call: 'studentSolution' | 'gradedExam' = 'studentSolution') => {
    const response = await t.call(call, { id: attemptId }, { token });
    expect(response.statusCode).toBe(200);
    return { body: response.body, sheet: response.json<{ data: MarkingSheet }>().data };
  };
  const mark = (token: string, attemptId: number, score: number, feedback = '') =>
    t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: essay().id, score, feedback }] }, { token });
  const essayOf = (sheet: MarkingSheet) => sheet.answerdquestions.find((question) => question.id === essay().id)!;
  const stateOf = (sheet: MarkingSheet) => sheet.marking!.questions.find((question) => question.id === essay().id)!;
  const standing = async (attemptId: number) => {
    const row = await t.database.db
      .selectFrom('answers')
      .select('score')
      .where('attempt_id', '=', attemptId)
      .where('question_id', '=', essay().id)
      .executeTakeFirst();
    return row?.score === null || row?.score === undefined ? null : Number(row.score);
  };
  const submitEssay = (applicantIndex: number) =>
    submit(assessment, applicantIndex, {
      [mcq().id]: { type: 'MCQ', selected: ['optA'] },
      [essay().id]: essayText(`Essay number ${applicantIndex}.`),
    });

  beforeAll(async () => {
    let teacherId: number;
    ({ t, admin, applicants, submit, teacherId } = await startGradingApp(kind));
    first = await t.signIn('teacher', t.accounts.teacher.password);
    second = await signInWithFlags(t, admin, 'secondmarker', ['ans']);
    moderator = await signInWithFlags(t, admin, 'moderatormarker', ['ans']);
    const ids = await t.database.db.selectFrom('users').select('id').where('username', 'in', ['secondmarker', 'moderatormarker']).execute();
    reviewerIds = [teacherId, ...ids.map((row) => row.id)];
    assessment = (
      await t.call(
        'addAssessment',
        validAssessment({
          name: 'Essay entry',
          questions: [mcq(), essay()],
          grading_teachers_ids: reviewerIds,
        }),
        { token: admin },
      )
    ).json<{ data: Assessment }>().data;
    await t.database.db
      .updateTable('assessments')
      .set({ questions: JSON.stringify([mcq(), essay()]) })
      .where('id', '=', assessment.id)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('settings', () => {
    test('single marking with names by default; a reviewer who may not edit cannot change it; an editor can, audited', async () => {
      const read = await t.call('markingSettings', { id: assessment.id }, { token: admin });
      expect(read.json()).toMatchObject({ data: { doubleMarking: false, thresholdPercent: 20, anonymousMarking: false, canEdit: true } });
      const refused = await t.call(
        'saveMarkingSettings',
        { id: assessment.id, doubleMarking: true, thresholdPercent: 20, anonymousMarking: true },
        { token: first },
      );
      expect(refused.statusCode).toBe(403);
      const saved = await t.call(
        'saveMarkingSettings',
        { id: assessment.id, doubleMarking: true, thresholdPercent: 20, anonymousMarking: true },
        { token: admin },
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        data: { doubleMarking: true, anonymousMarking: true, revealedAt: null, canReveal: true },
        msg: 'Marking settings saved.',
      });
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select('details')
        .where('action', '=', 'marking.settings')
        .where('subject_id', '=', String(assessment.id))
        .execute();
      expect(audit).toHaveLength(1);
    });

    test('bad input changes nothing: NUL bytes, a threshold out of range, an unknown assessment', async () => {
      for (const payload of [
        { id: `${assessment.id}\u0000`, doubleMarking: false, thresholdPercent: 20, anonymousMarking: false },
        { id: assessment.id, doubleMarking: false, thresholdPercent: '2\u00000', anonymousMarking: false },
        { id: assessment.id, doubleMarking: false, thresholdPercent: 0, anonymousMarking: false },
        { id: assessment.id, doubleMarking: false, thresholdPercent: 101, anonymousMarking: false },
      ]) {
        const response = await t.call('saveMarkingSettings', payload as never, { token: admin });
        expect(response.statusCode).toBe(400);
      }
      const missing = await t.call(
        'saveMarkingSettings',
        { id: 999_999, doubleMarking: false, thresholdPercent: 20, anonymousMarking: false },
        { token: admin },
      );
      expect(missing.statusCode).toBe(404);
      for (const name of ['markingAgreement', 'moderationQueue', 'revealMarking', 'markingSettings'] as const) {
        expect((await t.call(name, { id: 999_999 }, { token: admin })).statusCode).toBe(404);
        expect((await t.call(name, { id: 'x\u0000' as never }, { token: admin })).statusCode).toBe(400);
      }
      expect((await t.call('answerMarks', { id: 999_999 }, { token: admin })).statusCode).toBe(404);
      const read = await t.call('markingSettings', { id: assessment.id }, { token: admin });
      expect(read.json()).toMatchObject({ data: { doubleMarking: true, thresholdPercent: 20, anonymousMarking: true } });
    });
  });

  describe('two independent marks', () => {
    let attemptId: number;
    beforeAll(async () => {
      attemptId = await submitEssay(1);
    });

    test("the first mark is the marker's own: nothing counts yet, and the second marker sees neither the mark nor the feedback", async () => {
      const saved = await mark(first, attemptId, 4, 'FIRST-MARKER-WORDS');
      expect(saved.statusCode).toBe(200);
      const own = saved.json<{ data: MarkingSheet }>().data;
      expect(essayOf(own)).toMatchObject({ score: '4', feedback: 'FIRST-MARKER-WORDS' });
      expect(stateOf(own)).toMatchObject({ role: 'first', state: 'awaitingOtherMarker', moderationMarks: null });
      expect(own.status).toBe('submitted');
      expect(await standing(attemptId)).toBeNull();

      for (const call of ['studentSolution', 'gradedExam'] as const) {
        const { body, sheet } = await sheetOf(second, attemptId, call);
        expect(essayOf(sheet)).toMatchObject({ score: '', feedback: '' });
        expect(stateOf(sheet)).toMatchObject({ role: 'second', state: 'open', moderationMarks: null });
        expect(body).not.toContain('FIRST-MARKER-WORDS');
      }
      const list = await t.call('studentExams', { pagenumber: 1, pagesize: 50, search: '', exam_id: assessment.id }, { token: second });
      expect(
        list
          .json<{ data: { exams: Array<{ id: number; percent: number; needsGrading: number }> } }>()
          .data.exams.find((row) => row.id === attemptId),
      ).toMatchObject({ needsGrading: 1 });
    });

    test('a marker may change their mark until the other marks, and never takes the second role too', async () => {
      expect((await mark(first, attemptId, 3.5, 'FIRST-MARKER-WORDS')).statusCode).toBe(200);
      const rows = await t.database.db.selectFrom('answer_marks').select(['role', 'score']).where('attempt_id', '=', attemptId).execute();
      expect(rows.map((row) => [row.role, Number(row.score)])).toEqual([['first', 3.5]]);
    });

    test('within the threshold the mean stands (rounded to 2 decimals), and both feedbacks are kept', async () => {
      const saved = await mark(second, attemptId, 2.75, 'SECOND-MARKER-WORDS');
      expect(saved.statusCode).toBe(200);
      const sheet = saved.json<{ data: MarkingSheet }>().data;
      // |3.5 − 2.75| = 0.75 ≤ 20 % of 4 = 0.8: the mean, 3.125, held to 3.13.
      expect(await standing(attemptId)).toBe(3.13);
      expect(stateOf(sheet)).toMatchObject({ state: 'settled', resolution: 'mean' });
      expect(essayOf(sheet).score).toBe('3.13');
      expect(sheet.status).toBe('graded');
      const settled = await mark(moderator, attemptId, 1);
      expect(settled.statusCode).toBe(409);
      expect(settled.json()).toEqual({ msg: markSettledMessage(2), code: 'marking_settled' });
    });

    test('exactly at the threshold is still the mean', async () => {
      const attempt = await submitEssay(2);
      await mark(first, attempt, 2);
      await mark(second, attempt, 2.8);
      expect(await standing(attempt)).toBe(2.4);
    });
  });

  describe('moderation', () => {
    let attemptId: number;
    beforeAll(async () => {
      attemptId = await submitEssay(3);
      await mark(first, attemptId, 1, 'LOW');
      await mark(second, attemptId, 4, 'HIGH');
    });

    test('beyond the threshold nothing counts; the markers are told a moderator will decide, without the other mark', async () => {
      expect(await standing(attemptId)).toBeNull();
      for (const [token, own, other] of [
        [first, 'LOW', 'HIGH'],
        [second, 'HIGH', 'LOW'],
      ] as const) {
        const { body, sheet } = await sheetOf(token, attemptId);
        expect(stateOf(sheet)).toMatchObject({ state: 'moderationNeeded', moderationMarks: null });
        expect(essayOf(sheet).feedback).toBe(own);
        expect(body).not.toContain(other);
        const queue = await t.call('moderationQueue', { id: assessment.id }, { token });
        expect(queue.json<{ data: unknown[] }>().data).toEqual([]);
      }
      const refused = await mark(first, attemptId, 2);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ msg: markFinalMessage(2), code: 'marking_mark_final' });
    });

    test('a third grader sees both marks, and their mark stands', async () => {
      const queue = await t.call('moderationQueue', { id: assessment.id }, { token: moderator });
      expect(queue.json<{ data: unknown[] }>().data).toEqual([
        { attemptId, applicant: graderPseudonym(attemptId), questionId: essay().id, index: 2, totalMark: 4, marks: [1, 4] },
      ]);
      const { sheet } = await sheetOf(moderator, attemptId);
      expect(stateOf(sheet)).toMatchObject({ role: 'moderator', state: 'moderationNeeded', moderationMarks: [1, 4] });
      const saved = await mark(moderator, attemptId, 2.5, 'MODERATED');
      expect(saved.statusCode).toBe(200);
      expect(await standing(attemptId)).toBe(2.5);
      expect(stateOf(saved.json<{ data: MarkingSheet }>().data)).toMatchObject({ state: 'settled', resolution: 'moderator' });
      expect((await t.call('moderationQueue', { id: assessment.id }, { token: moderator })).json<{ data: unknown[] }>().data).toEqual([]);
    });

    test('an administrator reads every mark with its grader and how it was settled; a reviewer who may not edit may not', async () => {
      const marks = await t.call('answerMarks', { id: attemptId }, { token: admin });
      expect(marks.statusCode).toBe(200);
      expect(marks.json()).toMatchObject({
        data: {
          attemptId,
          questions: [
            {
              id: essay().id,
              standing: 2.5,
              resolution: 'moderator',
              marks: [
                { role: 'first', score: 1, feedback: 'LOW' },
                { role: 'second', score: 4, feedback: 'HIGH', grader: 'secondmarker Staff' },
                { role: 'moderator', score: 2.5, grader: 'moderatormarker Staff' },
              ],
            },
          ],
        },
      });
      const refused = await t.call('answerMarks', { id: attemptId }, { token: first });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ msg: MARKS_FOR_EDITORS });
    });
  });

  describe('anonymity', () => {
    let attemptId: number;
    beforeAll(async () => {
      attemptId = await submitEssay(4);
    });
    const identifying = () => {
      const applicant = applicants[4];
      return [applicant.name, applicant.ssn, applicant.ssn.slice(-4), applicant.email, applicant.mobile].filter((text) => text.length > 0);
    };

    test('no grader-facing answer carries the name, national ID, contact or applicant id until the reveal', async () => {
      const bodies: string[] = [];
      for (const token of [first, admin]) {
        const { body, sheet } = await sheetOf(token, attemptId);
        expect(sheet).toMatchObject({ studentname: graderPseudonym(attemptId), ssn: '', student_id: 0 });
        bodies.push(body, (await sheetOf(token, attemptId, 'gradedExam')).body);
        const list = await t.call('studentExams', { pagenumber: 1, pagesize: 50, search: '', exam_id: assessment.id }, { token });
        const row = list.json<{ data: { exams: Array<Record<string, unknown>> } }>().data.exams.find((exam) => exam.id === attemptId);
        expect(row).toMatchObject({ studentname: graderPseudonym(attemptId), ssn: '', email: '', mobile: '', student_id: 0 });
        bodies.push(list.body);
      }
      bodies.push((await mark(first, attemptId, 1)).body, (await mark(second, attemptId, 4)).body);
      bodies.push((await t.call('moderationQueue', { id: assessment.id }, { token: moderator })).body);
      for (const body of bodies) for (const text of identifying()) expect(body).not.toContain(text);
      for (const search of [applicants[4].name, applicants[4].ssn]) {
        const found = await t.call('studentExams', { pagenumber: 1, pagesize: 50, search, exam_id: assessment.id }, { token: first });
        expect(found.json<{ data: { count: number } }>().data.count).toBe(0);
      }
    });

    test('only an administrator reveals, once, audited; then the graders see the names', async () => {
      const refused = await t.call('revealMarking', { id: assessment.id }, { token: first });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ msg: ONLY_ADMIN_REVEALS, code: 'marking_reveal_admin_only' });
      const teacherTurnsOff = await t.call(
        'saveMarkingSettings',
        { id: assessment.id, doubleMarking: true, thresholdPercent: 20, anonymousMarking: false },
        { token: first },
      );
      expect(teacherTurnsOff.statusCode).toBe(403);
      const revealed = await t.call('revealMarking', { id: assessment.id }, { token: admin });
      expect(revealed.statusCode).toBe(200);
      expect(revealed.json()).toMatchObject({
        data: { anonymousMarking: true, canReveal: false },
        msg: "The applicants' names are now shown to the graders.",
      });
      expect((await t.call('revealMarking', { id: assessment.id }, { token: admin })).statusCode).toBe(409);
      const audit = await t.database.db.selectFrom('audit_log').select('actor_user_id').where('action', '=', 'marking.reveal').execute();
      expect(audit).toHaveLength(1);
      const { sheet } = await sheetOf(first, attemptId);
      expect(sheet.studentname).toBe(applicants[4].name);
      const found = await t.call(
        'studentExams',
        { pagenumber: 1, pagesize: 50, search: applicants[4].name, exam_id: assessment.id },
        { token: first },
      );
      expect(found.json<{ data: { count: number } }>().data.count).toBeGreaterThan(0);
    });
  });

  describe('marking by rubric', () => {
    const picks = (ideas: string, language: string) => [
      { criterionId: 'critIdeas1', levelId: ideas },
      { criterionId: 'critLang01', levelId: language },
    ];
    const byRubric = (token: string, attemptId: number, choices: ReturnType<typeof picks>) =>
      t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: essay().id, rubric: choices }] }, { token });
    let attemptId: number;
    beforeAll(async () => {
      const rubricEssay = essay({ rubric: essayRubric() } as never);
      const added = (
        await t.call(
          'addAssessment',
          validAssessment({ name: 'Rubric essay', questions: [rubricEssay], grading_teachers_ids: reviewerIds }),
          {
            token: admin,
          },
        )
      ).json<{ data: Assessment }>().data;
      await t.database.db
        .updateTable('assessments')
        .set({ questions: JSON.stringify([rubricEssay]) })
        .where('id', '=', added.id)
        .execute();
      await t.call(
        'saveMarkingSettings',
        { id: added.id, doubleMarking: true, thresholdPercent: 20, anonymousMarking: false },
        { token: admin },
      );
      attemptId = await submit(added, 6, { [essay().id]: essayText('Rubric marked.') });
    });

    test("each marker's rubric picks are their own until settled; the moderator's picks stand with their mark", async () => {
      expect((await byRubric(first, attemptId, picks('ideasFull1', 'langGood01'))).statusCode).toBe(200);
      const own = (await sheetOf(first, attemptId)).sheet.answerdquestions[0] as Record<string, unknown>;
      expect(own).toMatchObject({ score: '4', rubricChoice: picks('ideasFull1', 'langGood01') });
      const other = (await sheetOf(second, attemptId)).sheet.answerdquestions[0] as Record<string, unknown>;
      expect(other.score).toBe('');
      expect(other.rubricChoice).toBeUndefined();
      expect((await byRubric(second, attemptId, picks('ideasNone1', 'langWeak01'))).statusCode).toBe(200);
      expect(await standing(attemptId)).toBeNull();
      expect((await byRubric(moderator, attemptId, picks('ideasSome1', 'langGood01'))).statusCode).toBe(200);
      expect(await standing(attemptId)).toBe(3);
      const stored = await t.database.db
        .selectFrom('answers')
        .select('rubric')
        .where('attempt_id', '=', attemptId)
        .executeTakeFirstOrThrow();
      expect(stored.rubric).toEqual(picks('ideasSome1', 'langGood01'));
    });
  });

  describe('the agreement report', () => {
    test('per question, per grader pair and overall, with the moderations and each grader’s drift', async () => {
      const response = await t.call('markingAgreement', { id: assessment.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      const report = response.json<{
        data: Record<string, unknown> & {
          questions: Array<Record<string, unknown>>;
          pairs: Array<Record<string, unknown>>;
          drift: Array<{ grader: string; batches: unknown[] }>;
        };
      }>().data;
      // Pairs so far (first, second) on the 4-mark essay: (3.5, 2.75), (2, 2.8), (1, 4), (1, 4).
      expect(report).toMatchObject({ doubleMarked: 4, awaitingSecond: 0, awaitingModerator: 1, thresholdPercent: 20 });
      expect(report.questions).toHaveLength(1);
      expect(report.questions[0]).toMatchObject({ id: essay().id, index: 2, count: 4, moderated: 2, exact: 0 });
      // On whole marks (a step is one mark): (4, 3), (2, 3), (1, 4), (1, 4): adjacent 2 of 4; mean |difference| (0.75 + 0.8 + 3 + 3) / 4.
      expect(report.questions[0]).toMatchObject({ adjacent: 0.5, meanDifference: 1.888 });
      // Quadratic-weighted kappa worked by hand (Cohen 1968: 1 − Σ w·observed / Σ w·expected, w = (i − j)²) on the
      // marks as whole-mark categories, A = 4, 2, 1, 1 and B = 3, 3, 4, 4: observed mean (1 + 1 + 9 + 9) / 4 = 5;
      // expected, every A against every B, (2 + 10 + 26 + 26) / 16 = 4; kappa = 1 − 5 / 4 = −0.25.
      expect(report.questions[0].kappaQuadratic).toBeCloseTo(-0.25, 3);
      expect(report.pairs).toEqual([
        expect.objectContaining({ graderA: 'Salma Hassan', graderB: 'secondmarker Staff', count: 4, moderated: 2 }),
      ]);
      expect(report.drift.map((entry) => entry.grader).sort()).toEqual(['Salma Hassan', 'secondmarker Staff'].sort());
      expect((await t.call('markingAgreement', { id: assessment.id }, { token: first })).statusCode).toBe(403);
    });
  });
});

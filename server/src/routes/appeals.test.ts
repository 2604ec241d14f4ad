import {
  APPEAL_ALREADY_RESOLVED,
  APPEAL_FIRST_GRADER,
  APPEAL_NOT_FOUND,
  APPEAL_OUTCOME_REASON_REQUIRED,
  APPEAL_WINDOW_INVALID,
  ASSESSMENT_NOT_FOUND,
  REMARK_REFUSALS,
  markRangeMessage,
  maskSsn,
  type AppealRow,
  type AnswerOf,
  type RemarkRefusalCode,
} from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { NOT_AN_EDITOR } from '../services/assessment-access';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { insertAttempt } from '../test-support/assessment-fixtures';
import { insertOpenAppeal, insertReleasedEssays } from '../test-support/appeal-fixtures';
import { insertExam } from '../test-support/exam-fixtures';
import { essayAnswer } from '../test-support/grading-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type Result = NonNullable<AnswerOf<'examResult'>['data']['result']>;

describe.each(testDatabases())('re-mark requests (appeals) on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  /** The demo teacher (exam, ans): reviewer of the assessment and its first grader. */
  let teacher: string;
  let teacherId: number;
  /** Another reviewer with grading rights: the second grader. */
  let second: string;
  let secondId: number;
  /** Grading rights, but not a reviewer of the assessment. */
  let outsider: string;
  let applicantId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    second = await signInWithFlags(t, admin, 'second-marker', ['ans']);
    outsider = await signInWithFlags(t, admin, 'outside-marker', ['ans']);
    const users = await t.database.db.selectFrom('users').select(['id', 'username']).execute();
    teacherId = users.find((user) => user.username === 'teacher')!.id;
    secondId = users.find((user) => user.username === 'second-marker')!.id;
    applicantId = (await t.database.db.selectFrom('applicants').select('id').orderBy('id').offset(5).limit(1).executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const refusal = (code: RemarkRefusalCode) => ({ msg: REMARK_REFUSALS[code], code });
  const resultOf = async (hash: string) => {
    const response = await t.call('examResult', { id: hash });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { result: Result | null } }>().data.result!;
  };
  const appealsFor = async (token: string, assessmentId: number) => {
    const response = await t.call('getAppeals', { assessmentId, state: 'all' }, { token });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: AppealRow[] }>().data;
  };

  /** An assessment the teacher and the second grader review; one submission whose essay the teacher marks 2 of 4 through admin/gradeexam.php, released. */
  async function gradedAndReleased(days: number) {
    const questions = [mcq(), essay({ totalMark: '4' })];
    const assessmentId = await insertExam(t.database.db, questions, { name: 'Appeal lifecycle', lang: 'Ar' });
    await t.database.db
      .insertInto('assessment_reviewers')
      .values([
        { assessment_id: assessmentId, user_id: teacherId },
        { assessment_id: assessmentId, user_id: secondId },
      ])
      .execute();
    const attemptId = await insertAttempt(t.database.db, {
      assessmentId,
      applicantId,
      answers: { [questions[0].id]: { type: 'MCQ', selected: ['optA', 'optC'] }, [questions[1].id]: essayAnswer } as never,
    });
    const graded = await t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: questions[1].id, score: 2 }] }, { token: teacher });
    expect(graded.statusCode).toBe(200);
    expect((await t.call('releaseResults', { id: assessmentId }, { token: admin })).statusCode).toBe(200);
    const window = await t.call('setAppealWindow', { id: assessmentId, days }, { token: admin });
    expect(window.statusCode).toBe(200);
    const { hash } = await t.database.db.selectFrom('attempts').select('hash').where('id', '=', attemptId).executeTakeFirstOrThrow();
    return { assessmentId, attemptId, hash, mcqId: questions[0].id, essayId: questions[1].id };
  }

  it('runs the lifecycle: request on the released result, the queue, a re-mark by a second grader, the outcome on the result', async () => {
    const exam = await gradedAndReleased(7);
    const before = await resultOf(exam.hash);
    const essayBefore = before.questions.find((entry) => entry.question.id === exam.essayId)!;
    expect(essayBefore.score).toBe(2);
    expect(essayBefore.appeal).toMatchObject({ requestable: true, request: null });
    expect(new Date(essayBefore.appeal!.until!).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(before.questions.find((entry) => entry.question.id === exam.mcqId)!.appeal).toBeUndefined();

    const requested = await t.call('requestRemark', { id: exam.hash, questionId: exam.essayId, reason: '  لم يُحتسب الفقرة الثانية.  ' });
    expect(requested.statusCode).toBe(200);
    expect(requested.json<{ data: unknown }>().data).toMatchObject({
      requestable: false,
      request: { state: 'open', reason: 'لم يُحتسب الفقرة الثانية.', from: 2, to: null, resolvedAt: null },
    });
    const again = await t.call('requestRemark', { id: exam.hash, questionId: exam.essayId, reason: 'Once more' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: refusal('remark_already_requested') });
    expect((await resultOf(exam.hash)).questions.find((entry) => entry.question.id === exam.essayId)!.appeal!.request!.state).toBe('open');

    const [forTeacher] = await appealsFor(teacher, exam.assessmentId);
    expect(forTeacher).toMatchObject({
      state: 'open',
      firstMark: 2,
      score: 2,
      max: 4,
      mayResolve: false,
      questionIndex: 2,
      firstGraders: ['Salma Hassan'],
    });
    expect(forTeacher.answer).toEqual(essayAnswer);
    const { ssn } = await t.database.db.selectFrom('applicants').select('ssn').where('id', '=', applicantId).executeTakeFirstOrThrow();
    expect(forTeacher.ssn).toBe(maskSsn(ssn));
    expect(forTeacher.ssn).not.toBe(ssn);
    expect(await appealsFor(outsider, exam.assessmentId)).toEqual([]);
    const [forSecond] = await appealsFor(second, exam.assessmentId);
    expect(forSecond.mayResolve).toBe(true);

    const byFirst = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 3, reason: 'x' }, { token: teacher });
    expect({ status: byFirst.statusCode, body: byFirst.json() }).toEqual({
      status: 403,
      body: { msg: APPEAL_FIRST_GRADER, code: 'appeal_first_grader' },
    });
    const byOutsider = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 3, reason: 'x' }, { token: outsider });
    expect({ status: byOutsider.statusCode, body: byOutsider.json() }).toEqual({
      status: 404,
      body: { msg: APPEAL_NOT_FOUND, code: 'appeal_not_found' },
    });
    const tooHigh = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 9, reason: 'Generous' }, { token: second });
    expect({ status: tooHigh.statusCode, body: tooHigh.json() }).toEqual({ status: 400, body: { msg: markRangeMessage(2, 4) } });
    const noReason = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 3, reason: '   ' }, { token: second });
    expect({ status: noReason.statusCode, body: noReason.json() }).toEqual({
      status: 400,
      body: { msg: APPEAL_OUTCOME_REASON_REQUIRED, code: 'appeal_reason_required' },
    });
    const nul = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 3, reason: 'Fine\u0000' }, { token: second });
    expect(nul.statusCode).toBe(400);
    expect((await resultOf(exam.hash)).percent).toBe(before.percent);

    const resolved = await t.call(
      'resolveAppeal',
      { appealId: forTeacher.id, score: '3.5', reason: 'الفقرة الثانية تستحق درجة ونصف.' },
      { token: second },
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<{ data: AppealRow }>().data).toMatchObject({
      state: 'changed',
      newMark: 3.5,
      score: 3.5,
      remarkedBy: 'second-marker Staff',
    });
    const twice = await t.call('resolveAppeal', { appealId: forTeacher.id, score: 4, reason: 'Even more' }, { token: admin });
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { msg: APPEAL_ALREADY_RESOLVED, code: 'appeal_already_resolved' },
    });

    const after = await resultOf(exam.hash);
    const essayAfter = after.questions.find((entry) => entry.question.id === exam.essayId)!;
    expect(essayAfter.score).toBe(3.5);
    expect(after.total).toBe(before.total + 1.5);
    expect(after.percent).toBeGreaterThan(before.percent);
    expect(essayAfter.appeal!.request).toMatchObject({
      state: 'changed',
      from: 2,
      to: 3.5,
      outcomeReason: 'الفقرة الثانية تستحق درجة ونصف.',
    });
    // The Taken Assessments table (and so the applicants table, letter and merit list) reads the stored percent.
    const rows = await t.call('studentExams', { exam_id: exam.assessmentId, pagenumber: 1, pagesize: 15 }, { token: admin });
    const listed = rows.json<{ data: { exams: Array<{ id: number; percent: number | null }> } }>().data.exams;
    expect(listed.find((row) => row.id === exam.attemptId)?.percent).toBe(after.percent);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('subject_type', '=', 'attempt')
      .where('subject_id', '=', String(exam.attemptId))
      .where('action', 'like', 'appeal.%')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'appeal.request', actor_user_id: null },
      { action: 'appeal.remark', actor_user_id: secondId },
      { action: 'appeal.resolve', actor_user_id: secondId },
    ]);
  });

  it('keeps the mark when the second grader agrees, and says so', async () => {
    const exam = await gradedAndReleased(3);
    const before = await resultOf(exam.hash);
    expect((await t.call('requestRemark', { id: exam.hash, questionId: exam.essayId, reason: 'Please check.' })).statusCode).toBe(200);
    const [appeal] = await appealsFor(admin, exam.assessmentId);
    const kept = await t.call('resolveAppeal', { appealId: appeal.id, score: 2, reason: 'The mark fits the answer.' }, { token: admin });
    expect(kept.json<{ data: AppealRow }>().data).toMatchObject({ state: 'unchanged', newMark: 2 });
    const after = await resultOf(exam.hash);
    expect(after.percent).toBe(before.percent);
    expect(after.questions.find((entry) => entry.question.id === exam.essayId)!.appeal!.request).toMatchObject({
      state: 'unchanged',
      from: 2,
      to: 2,
    });
  });

  it('refuses requests clearly: auto-scored, unknown question, no reason, NUL, unknown link, not released, outside the window', async () => {
    const exam = await gradedAndReleased(7);
    const ask = (data: { id?: string; questionId?: string; reason?: string }) =>
      t.call('requestRemark', { id: exam.hash, questionId: exam.essayId, reason: 'Because.', ...data });
    const cases: Array<[Awaited<ReturnType<typeof ask>>, number, RemarkRefusalCode]> = [
      [await ask({ questionId: exam.mcqId }), 409, 'remark_auto_scored'],
      [await ask({ questionId: 'nosuchq001' }), 404, 'remark_unknown_question'],
      [await ask({ reason: '   ' }), 400, 'remark_reason_required'],
    ];
    for (const [response, status, code] of cases)
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status, body: refusal(code) });
    expect((await ask({ reason: 'Because\u0000' })).statusCode).toBe(400);
    expect((await ask({ id: 'A'.repeat(32) })).statusCode).toBe(404);
    expect(await appealsFor(admin, exam.assessmentId)).toEqual([]);

    // Not released: graded but staff have not released it.
    const unreleased = await gradedAndReleased(7);
    await t.database.db.updateTable('attempts').set({ results_released_at: null }).where('id', '=', unreleased.attemptId).execute();
    const hidden = await t.call('requestRemark', { id: unreleased.hash, questionId: unreleased.essayId, reason: 'Because.' });
    expect({ status: hidden.statusCode, body: hidden.json() }).toEqual({ status: 409, body: refusal('remark_not_released') });

    // No window (the default): the result is the SPEC's, without an appeal part.
    const noWindow = await gradedAndReleased(0);
    expect((await resultOf(noWindow.hash)).questions.every((entry) => entry.appeal === undefined)).toBe(true);
    const off = await t.call('requestRemark', { id: noWindow.hash, questionId: noWindow.essayId, reason: 'Because.' });
    expect({ status: off.statusCode, body: off.json() }).toEqual({ status: 409, body: refusal('remark_window_closed') });

    // Released ten days ago with a seven-day window: closed, and the result says so.
    const grader = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'grader').executeTakeFirstOrThrow()).id;
    const late = await insertReleasedEssays(t.database.db, {
      applicantId,
      graderId: grader,
      count: 1,
      days: 7,
      releasedAt: new Date(Date.now() - 10 * 24 * 3600_000),
    });
    const closed = await t.call('requestRemark', { id: late.attempts[0].hash, questionId: late.essayId, reason: 'Because.' });
    expect({ status: closed.statusCode, body: closed.json() }).toEqual({ status: 409, body: refusal('remark_window_closed') });
    const lateEssay = (await resultOf(late.attempts[0].hash)).questions.find((entry) => entry.question.id === late.essayId)!;
    expect(lateEssay.appeal).toEqual({ requestable: false, until: null, request: null });
  });

  it('sets the window only for staff who may edit the assessment, within 0..90 whole days; wrong ids are not found', async () => {
    const assessmentId = await insertExam(t.database.db, [essay()], { name: 'Window' });
    await t.database.db
      .insertInto('assessment_reviewers')
      .values({ assessment_id: assessmentId, user_id: teacherId, can_edit: false })
      .execute();
    expect((await t.call('getAppealWindow', { id: assessmentId }, { token: teacher })).json()).toEqual({
      data: { id: assessmentId, days: 0 },
    });
    const notEditor = await t.call('setAppealWindow', { id: assessmentId, days: 5 }, { token: teacher });
    expect({ status: notEditor.statusCode, body: notEditor.json() }).toEqual({ status: 403, body: { msg: NOT_AN_EDITOR } });
    for (const days of [-1, 91, 1.5]) {
      const bad = await t.call('setAppealWindow', { id: assessmentId, days }, { token: admin });
      expect({ status: bad.statusCode, msg: bad.json<{ msg: string }>().msg }).toEqual({ status: 400, msg: APPEAL_WINDOW_INVALID });
    }
    expect((await t.call('setAppealWindow', { id: assessmentId, days: 14 }, { token: admin })).statusCode).toBe(200);
    expect((await t.call('getAppealWindow', { id: assessmentId }, { token: teacher })).json()).toEqual({
      data: { id: assessmentId, days: 14 },
    });

    const missing = await t.call('setAppealWindow', { id: 999_999, days: 3 }, { token: admin });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND } });
    const noAppeal = await t.call('resolveAppeal', { appealId: 999_999, score: 1, reason: 'x' }, { token: admin });
    expect({ status: noAppeal.statusCode, body: noAppeal.json() }).toEqual({
      status: 404,
      body: { msg: APPEAL_NOT_FOUND, code: 'appeal_not_found' },
    });
  });

  it('refuses the first grader as the audit names them, and the attempt’s grader where the audit names nobody', async () => {
    const grader = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'grader').executeTakeFirstOrThrow()).id;
    const fixtures = await insertReleasedEssays(t.database.db, {
      applicantId,
      graderId: grader,
      count: 1,
      days: 7,
      reviewers: [teacherId, secondId],
    });
    const attemptId = fixtures.attempts[0].id;
    await t.database.db.updateTable('attempts').set({ graded_by: teacherId }).where('id', '=', attemptId).execute();
    await t.database.db.deleteFrom('audit_log').where('subject_type', '=', 'attempt').where('subject_id', '=', String(attemptId)).execute();
    const appealId = await insertOpenAppeal(t.database.db, attemptId, fixtures.essayId);
    const refused = await t.call('resolveAppeal', { appealId, score: 3, reason: 'x' }, { token: teacher });
    expect(refused.statusCode).toBe(403);
    expect((await t.call('resolveAppeal', { appealId, score: 3, reason: 'A fairer mark.' }, { token: second })).statusCode).toBe(200);
  });

  it('names the applicant by pseudonym with no ID while the assessment marks anonymously, and refuses a double marker as first grader', async () => {
    const grader = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'grader').executeTakeFirstOrThrow()).id;
    const fixtures = await insertReleasedEssays(t.database.db, {
      applicantId,
      graderId: grader,
      count: 1,
      days: 7,
      reviewers: [teacherId, secondId],
    });
    const attemptId = fixtures.attempts[0].id;
    const appealId = await insertOpenAppeal(t.database.db, attemptId, fixtures.essayId);
    await t.database.db
      .insertInto('assessment_marking')
      .values({ assessment_id: fixtures.assessmentId, anonymous_marking: true })
      .execute();
    await t.database.db
      .insertInto('answer_marks')
      .values({ attempt_id: attemptId, question_id: fixtures.essayId, grader_user_id: secondId, role: 'second', score: 2 })
      .execute();
    const stored = await t.database.db
      .selectFrom('applicants')
      .select(['name', 'ssn'])
      .where('id', '=', applicantId)
      .executeTakeFirstOrThrow();
    const response = await t.call('getAppeals', { assessmentId: fixtures.assessmentId }, { token: teacher });
    const [row] = response.json<{ data: AppealRow[] }>().data;
    expect(row).toMatchObject({ id: appealId, applicant: expect.stringMatching(/^Applicant A-\d+$/), ssn: null, mayResolve: true });
    expect(response.body).not.toContain(stored.name);
    expect(response.body).not.toContain(stored.ssn);
    expect((await t.call('resolveAppeal', { appealId, score: 3, reason: 'x' }, { token: second })).statusCode).toBe(403);
    expect((await t.call('resolveAppeal', { appealId, score: 3, reason: 'A fairer mark.' }, { token: teacher })).statusCode).toBe(200);
  });
});

import {
  ASSESSMENT_NOT_FOUND,
  RESULTS_AWAIT_GRADING,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_READY,
  SCHOOL_LOGO_INVALID,
  SCHOOL_PROFILE_SAVED,
  richTextFromPlain,
  resultsReleasedMessage,
} from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { demoSsns, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { NOT_AN_EDITOR } from '../services/assessment-access';

jest.setTimeout(180_000);

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe.each(testDatabases())('releasing results and the school profile on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let grader: string;
  let ssnOffset = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn(t.accounts.teacher.username, t.accounts.teacher.password);
    grader = await t.signIn(t.accounts.grader.username, t.accounts.grader.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  const db = () => t.database.db;
  const result = async (hash: string) =>
    (await t.call('examResult', { id: hash })).json<{ data: { available: boolean; result: { percent: number } | null }; msg?: string }>();

  /** One applicant answers the MCQ right and writes an essay, and submits: the essay awaits a mark. */
  async function submitted(examId: number): Promise<{ hash: string; attemptId: number }> {
    const [ssn] = await demoSsns(db(), 1, ssnOffset++);
    const hash = await registerFor(t, examId, ssn, `10.9.0.${ssnOffset}`);
    await openFor(t, hash);
    await t.call('saveAnswer', { hash, questionId: mcq().id, answer: { type: 'MCQ', selected: ['optA', 'optC'] }, seq: 1 });
    await t.call('saveAnswer', {
      hash,
      questionId: essay().id,
      answer: { type: 'EssayComponent', text: richTextFromPlain('Science') },
      seq: 2,
    });
    expect((await t.call('submitExam', { id: hash })).statusCode).toBe(200);
    const row = await db().selectFrom('attempts').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
    return { hash, attemptId: row.id };
  }

  const grade = async (attemptId: number) =>
    expect(
      (await t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: essay().id, score: 1, feedback: 'Good' }] }, { token: admin }))
        .statusCode,
    ).toBe(200);

  test('refused while a submission awaits grading; confirmed, only the graded results are released; audited', async () => {
    const examId = await insertExam(db(), [mcq(), essay()], { show_results_after_grading: false, created_by: null });
    const first = await submitted(examId);
    const second = await submitted(examId);
    // Submitted, not graded: the applicant reads what happens next.
    expect(await result(first.hash)).toMatchObject({ data: { available: false }, msg: RESULTS_NOT_RELEASED });
    await grade(first.attemptId);
    // Graded but not released: still waiting.
    expect(await result(first.hash)).toMatchObject({ data: { available: false }, msg: RESULTS_NOT_RELEASED });

    const refused = await t.call('releaseResults', { id: examId }, { token: admin });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: { msg: RESULTS_AWAIT_GRADING(1) } });
    expect(await result(first.hash)).toMatchObject({ data: { available: false } });

    const partial = await t.call('releaseResults', { id: examId, confirmPartial: true }, { token: admin });
    expect(partial.json()).toEqual({ data: { released: 1, alreadyReleased: 0, awaitingGrading: 1 }, msg: resultsReleasedMessage(1, 1) });
    expect(await result(first.hash)).toMatchObject({ data: { available: true, result: { percent: expect.any(Number) } } });
    expect(await result(second.hash)).toMatchObject({ data: { available: false }, msg: RESULTS_NOT_RELEASED });

    // Graded later: released by the next release, which no longer needs confirming.
    await grade(second.attemptId);
    expect(await result(second.hash)).toMatchObject({ data: { available: false } });
    const rest = await t.call('releaseResults', { id: examId }, { token: admin });
    expect(rest.json()).toEqual({ data: { released: 1, alreadyReleased: 1, awaitingGrading: 0 }, msg: resultsReleasedMessage(1, 0) });
    expect(await result(second.hash)).toMatchObject({ data: { available: true } });

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'assessment.release')
      .where('subject_id', '=', String(examId))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))).toEqual([
      { released: 1, awaitingGrading: 1, partial: true, attempts: [first.attemptId] },
      { released: 1, awaitingGrading: 0, partial: false, attempts: [second.attemptId] },
    ]);
  });

  test('"show results after grading" releases each result as soon as it is graded', async () => {
    const examId = await insertExam(db(), [mcq(), essay()], { show_results_after_grading: true });
    const one = await submitted(examId);
    expect(await result(one.hash)).toMatchObject({ data: { available: false }, msg: RESULTS_NOT_READY });
    await grade(one.attemptId);
    expect(await result(one.hash)).toMatchObject({ data: { available: true } });
    // The exam link then opens as a result page (showResults on the exam).
    expect((await openFor(t, one.hash)).showResults).toBe(true);
  });

  test('only those who may edit the assessment and hold exam may release; unknown ids say so', async () => {
    const examId = await insertExam(db(), [mcq()], { show_results_after_grading: false, created_by: null });
    const asGrader = await t.call('releaseResults', { id: examId }, { token: grader });
    expect(asGrader.statusCode).toBe(403);
    const asTeacher = await t.call('releaseResults', { id: examId }, { token: teacher });
    expect({ status: asTeacher.statusCode, body: asTeacher.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND } });
    const teacherRow = await db()
      .selectFrom('users')
      .select('id')
      .where('username', '=', t.accounts.teacher.username)
      .executeTakeFirstOrThrow();
    await db().insertInto('assessment_reviewers').values({ assessment_id: examId, user_id: teacherRow.id, can_edit: false }).execute();
    const reviewer = await t.call('releaseResults', { id: examId }, { token: teacher });
    expect({ status: reviewer.statusCode, body: reviewer.json() }).toEqual({ status: 403, body: { msg: NOT_AN_EDITOR } });
    const missing = await t.call('releaseResults', { id: 999_999 }, { token: admin });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { msg: ASSESSMENT_NOT_FOUND } });
    const bad = await t.call('releaseResults', { id: 'x' as unknown as number }, { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(await t.call('releaseResults', { id: examId }, { token: null }).then((response) => response.statusCode)).toBe(401);
  });

  test('the school profile: any staff reads it; download holders set it, audited; a bad logo changes nothing', async () => {
    expect((await t.call('getSchoolProfile', {}, { token: grader })).json()).toEqual({ data: { name: '', logo: '' } });
    expect((await t.call('saveSchoolProfile', { name: 'Nile Academy', logo: '' }, { token: teacher })).statusCode).toBe(403);
    const saved = await t.call('saveSchoolProfile', { name: '  Nile Academy  ', logo: PNG_DATA_URL }, { token: admin });
    expect(saved.json()).toEqual({ data: { name: 'Nile Academy', logo: PNG_DATA_URL }, msg: SCHOOL_PROFILE_SAVED });
    for (const logo of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://example.com/logo.png',
      `data:image/png;base64,${'A'.repeat(250_000)}`,
    ]) {
      const refused = await t.call('saveSchoolProfile', { name: 'Other', logo }, { token: admin });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { msg: SCHOOL_LOGO_INVALID } });
    }
    expect((await t.call('getSchoolProfile', {}, { token: teacher })).json()).toEqual({
      data: { name: 'Nile Academy', logo: PNG_DATA_URL },
    });
    const audit = await db().selectFrom('audit_log').select('details').where('action', '=', 'school.profile').execute();
    expect(audit).toHaveLength(1);
  });
});

import {
  scoreAttempt,
  type Question,
  type QuestionAnswer,
  type QuestionVersion,
  type RegradeChange,
  type RegradePreview,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { jsonColumn } from '../db/json-column';
import { REGRADE_STALE, REGRADE_STALE_CODE } from '../services/regrade/apply-regrade';
import { REGRADE_SAME_QUESTION_CODE, REGRADE_NOT_AUTO_SCORED_CODE, REGRADE_NO_CHANGE_CODE } from '../services/regrade/regrade-target';
import { letterData } from '../services/results-letter';
import { insertAttempt } from '../test-support/assessment-fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { addRankedSchool } from '../test-support/admission-fixtures';
import { CORRECTIONS, QUESTIONS, answersOf } from '../test-support/regrade-every-type';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

describe.each(testDatabases())('fixing a key and regrading on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let assessmentId: number;
  let applicantIds: number[];
  const attemptIds: number[] = [];

  const preview = (questionId: string, change: RegradeChange, token = admin, id = assessmentId) =>
    t.call('regradePreview', { id, questionId, change, reason: 'The published key was wrong' }, { token });
  const apply = (previewId: string, token = admin) => t.call('regrade', { previewId }, { token });
  const assessmentQuestion = async (questionId: string) => {
    const row = await t.database.db.selectFrom('assessments').select('questions').where('id', '=', assessmentId).executeTakeFirstOrThrow();
    return jsonColumn<Question[]>(row.questions, []).find((question) => question.id === questionId)!;
  };
  /** Every attempt as stored, and its marks recomputed from the stored snapshot and marks as grading does (marksOf). */
  const stored = async () => {
    const attempts = await t.database.db
      .selectFrom('attempts')
      .select(['id', 'percent', 'questions'])
      .where('assessment_id', '=', assessmentId)
      .orderBy('id')
      .execute();
    const answers = await t.database.db
      .selectFrom('answers')
      .select(['attempt_id', 'question_id', 'answer', 'score'])
      .where(
        'attempt_id',
        'in',
        attempts.map((a) => a.id),
      )
      .execute();
    return attempts.map((attempt) => {
      const mine = answers.filter((row) => row.attempt_id === attempt.id);
      const recomputed = scoreAttempt(
        jsonColumn<Question[]>(attempt.questions, []),
        new Map(
          mine.filter((row) => row.answer !== null).map((row) => [row.question_id, jsonColumn<QuestionAnswer>(row.answer, null as never)]),
        ),
        new Map(mine.filter((row) => row.score !== null).map((row) => [row.question_id, Number(row.score)])),
      );
      return { id: attempt.id, percent: Number(attempt.percent), recomputed };
    });
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    ({ applicantIds } = await addRankedSchool(t, 'Regrade School', 4));
    const inserted = await t.database.db
      .insertInto('assessments')
      .values({ name: 'Regrade: every type', questions: JSON.stringify(QUESTIONS), published: true, show_results_after_grading: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    assessmentId = inserted.id;
    for (let index = 0; index < 4; index += 1)
      attemptIds.push(await insertAttempt(t.database.db, { assessmentId, applicantId: applicantIds[index], answers: answersOf(index) }));
    // The essay is marked by a teacher: every attempt graded, released to the first applicant.
    await t.database.db
      .insertInto('answers')
      .values(attemptIds.map((id) => ({ attempt_id: id, question_id: 'essay00001', answer: null, seq: 99, score: '2' })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    for (const row of await stored())
      await t.database.db
        .updateTable('attempts')
        .set({ percent: row.recomputed.percent, needs_grading: 0, status: 'graded', graded_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
    await t.database.db
      .updateTable('attempts')
      .set({ results_released_at: new Date().toISOString() })
      .where('id', '=', attemptIds[0])
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  test.each(Object.keys(CORRECTIONS))('the dry run of a corrected key on %s is exactly what the regrade applies', async (questionId) => {
    const before = await stored();
    const corrected = CORRECTIONS[questionId](await assessmentQuestion(questionId));
    const dry = await preview(questionId, { kind: 'key', question: corrected });
    expect(dry.statusCode).toBe(200);
    const plan = dry.json<{ data: RegradePreview }>().data;
    expect(plan.attempts).toBe(4);
    expect(plan.changed.length).toBeGreaterThan(0);
    expect(plan.distribution.before.reduce((a, b) => a + b, 0)).toBe(4);
    expect(plan.distribution.after.reduce((a, b) => a + b, 0)).toBe(4);

    const applied = await apply(plan.previewId);
    expect(applied.statusCode).toBe(200);
    expect(applied.json<{ data: { changed: number; version: number } }>().data).toEqual({
      changed: plan.changed.length,
      version: plan.version,
    });

    const after = await stored();
    for (const [index, attempt] of after.entries()) {
      const change = plan.changed.find((entry) => entry.attemptId === attempt.id);
      expect(attempt.percent).toBe(change ? change.percent.to : before[index].percent);
      if (change) expect(change.percent.from).toBe(before[index].percent);
      // What grading recomputes from the stored snapshot and marks is what the regrade stored.
      expect(attempt.recomputed.percent).toBe(attempt.percent);
      const mark = attempt.recomputed.questions.find((question) => question.questionId === questionId)!.score;
      if (change) expect(mark).toBe(change.questionScore.to);
    }
    expect(await assessmentQuestion(questionId)).toEqual(
      expect.objectContaining(corrected.type === 'MCQ' ? { options: (corrected as ReturnType<typeof mcq>).options } : {}),
    );
    const versions = await t.call('questionVersions', { id: assessmentId, questionId }, { token: admin });
    expect(versions.json<{ data: QuestionVersion[] }>().data.map((version) => [version.version, version.kind, version.changed])).toEqual([
      [1, 'original', 0],
      [2, 'key', plan.changed.length],
    ]);
    const recorded = await t.database.db
      .selectFrom('attempt_question_versions')
      .select(['attempt_id', 'version'])
      .where('question_id', '=', questionId)
      .orderBy('attempt_id')
      .execute();
    expect(recorded).toEqual(attemptIds.map((id) => ({ attempt_id: id, version: 2 })));
  });

  test('the corrected MCQ key moves a right answer by the new key to full marks, and the wrong one to none', async () => {
    const marks = (await stored()).map((attempt) => attempt.recomputed.questions.find((q) => q.questionId === 'mcqsingle1')!.score);
    expect(marks).toEqual([0, 4, 0, 0]);
  });

  test('full marks: every attempt scores the total mark, answered or not; leave out: the question counts in neither score nor maximum', async () => {
    const full = (await preview('orderexact', { kind: 'fullMarks' })).json<{ data: RegradePreview }>().data;
    expect((await apply(full.previewId)).statusCode).toBe(200);
    let after = await stored();
    expect(after.map((a) => a.recomputed.questions.find((q) => q.questionId === 'orderexact')!.score)).toEqual([4, 4, 4, 4]);
    const maxBefore = after[0].recomputed.max;
    const out = (await preview('orderexact', { kind: 'leaveOut' })).json<{ data: RegradePreview }>().data;
    expect(out.version).toBe(4);
    expect((await apply(out.previewId)).statusCode).toBe(200);
    after = await stored();
    expect(after[0].recomputed.max).toBe(maxBefore - 4);
    for (const attempt of after) expect(attempt.percent).toBe(attempt.recomputed.percent);
    expect((await assessmentQuestion('orderexact')).scoring).toBe('excluded');
    const again = await preview('orderexact', { kind: 'leaveOut' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(expect.objectContaining({ code: REGRADE_NO_CHANGE_CODE }));
  });

  test('the released result and the results letter show the corrected mark, the result with its date', async () => {
    const hash = (await t.database.db.selectFrom('attempts').select('hash').where('id', '=', attemptIds[1]).executeTakeFirstOrThrow()).hash;
    await t.database.db
      .updateTable('attempts')
      .set({ results_released_at: new Date().toISOString() })
      .where('id', '=', attemptIds[1])
      .execute();
    const result = (await t.call('examResult', { id: hash })).json<{
      data: { result: { percent: number; questions: Array<{ question: { id: string }; score: number; correctedAt: string | null }> } };
    }>().data.result;
    const [mine] = (await stored()).filter((attempt) => attempt.id === attemptIds[1]);
    expect(result.percent).toBe(mine.percent);
    const single = result.questions.find((q) => q.question.id === 'mcqsingle1')!;
    expect(single.score).toBe(4);
    expect(Date.parse(single.correctedAt!)).toBeGreaterThan(Date.now() - 600_000);
    expect(result.questions.find((q) => q.question.id === 'essay00001')!.correctedAt).toBeNull();
    // The results letter prints the same new figure.
    expect((await letterData(t.database.db, attemptIds[1]))!.percent).toBe(mine.percent);
  });

  test('the merit list follows, as the dry run said', async () => {
    const schoolId = (
      await t.database.db.selectFrom('applicants').select('school_id').where('id', '=', applicantIds[0]).executeTakeFirstOrThrow()
    ).school_id!;
    const weights = { prep: 0, math: 0, english: 0, interview: 0, cmatch: 0 };
    expect(
      (await t.call('saveMeritSettings', { weights, assessment_weights: [{ assessment_id: assessmentId, weight: 1 }] }, { token: admin }))
        .statusCode,
    ).toBe(200);
    const ranks = async () =>
      new Map(
        (await t.call('meritList', { school_id: schoolId }, { token: admin }))
          .json<{ data: { rows: Array<{ id: number; rank: number }> } }>()
          .data.rows.map((row) => [row.id, row.rank]),
      );
    const today = await ranks();
    // Everyone right on the first MCQ by the key the teacher first entered: applicant 0 falls behind applicant 1 when it goes back to optA/optC.
    const question = await assessmentQuestion('mcqsingle1');
    const back = {
      ...question,
      options: (question as ReturnType<typeof mcq>).options.map((o) => ({ ...o, isTrue: o.id === 'optA' || o.id === 'optC' })),
    } as Question;
    const plan = (await preview('mcqsingle1', { kind: 'key', question: back })).json<{ data: RegradePreview }>().data;
    expect(plan.meritMoves.length).toBeGreaterThan(0);
    expect((await apply(plan.previewId)).statusCode).toBe(200);
    const after = await ranks();
    for (const move of plan.meritMoves) {
      expect(today.get(move.applicantId)).toBe(move.rank.from);
      expect(after.get(move.applicantId)).toBe(move.rank.to);
    }
    for (const [id, rank] of after) if (!plan.meritMoves.some((move) => move.applicantId === id)) expect(today.get(id)).toBe(rank);
    await t.call('saveMeritSettings', { weights: { ...weights, prep: 1 }, assessment_weights: [] }, { token: admin });
  });

  test('a dry run made stale by a new mark is refused, and nothing changes', async () => {
    const question = await assessmentQuestion('tf00000001');
    const plan = (await preview('tf00000001', { kind: 'fullMarks' })).json<{ data: RegradePreview }>().data;
    await t.database.db
      .updateTable('answers')
      .set({ score: '1' })
      .where('attempt_id', '=', attemptIds[2])
      .where('question_id', '=', 'essay00001')
      .execute();
    await t.database.db.updateTable('attempts').set({ percent: '12.5' }).where('id', '=', attemptIds[2]).execute();
    const before = await stored();
    const refused = await apply(plan.previewId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ msg: REGRADE_STALE, code: REGRADE_STALE_CODE });
    expect(await stored()).toEqual(before);
    expect(await assessmentQuestion('tf00000001')).toEqual(question);
  });

  test('an attempt in progress gets the new version, to be scored by it; its submission before the regrade makes the dry run stale', async () => {
    const applicant = await t.database.db
      .selectFrom('applicants')
      .select('id')
      .where('id', 'not in', applicantIds)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const running = await insertAttempt(t.database.db, { assessmentId, applicantId: applicant.id, answers: {}, submittedAt: null });
    const plan = (await preview('fill000001', { kind: 'fullMarks' })).json<{ data: RegradePreview }>().data;
    expect(plan.attempts).toBe(4);
    expect((await apply(plan.previewId)).statusCode).toBe(200);
    const snapshot = await t.database.db.selectFrom('attempts').select('questions').where('id', '=', running).executeTakeFirstOrThrow();
    expect(jsonColumn<Question[]>(snapshot.questions, []).find((question) => question.id === 'fill000001')!.scoring).toBe('fullMarks');
    const version = await t.database.db
      .selectFrom('attempt_question_versions')
      .select('version')
      .where('attempt_id', '=', running)
      .where('question_id', '=', 'fill000001')
      .executeTakeFirstOrThrow();
    expect(version.version).toBe(plan.version);

    const next = (await preview('fill000001', { kind: 'leaveOut' })).json<{ data: RegradePreview }>().data;
    await t.database.db
      .updateTable('attempts')
      .set({ submitted_at: new Date().toISOString(), submitted_by: 'applicant', status: 'graded', percent: 0 })
      .where('id', '=', running)
      .execute();
    const refused = await apply(next.previewId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ msg: REGRADE_STALE, code: REGRADE_STALE_CODE });
    expect((await assessmentQuestion('fill000001')).scoring).toBe('fullMarks');
  });

  test("a question left out of one assessment's total goes into the bank counted by its key again", async () => {
    const saved = await t.call(
      'saveBankQuestion',
      {
        question: { ...(await assessmentQuestion('orderexact')), scoring: 'excluded' },
        subject: 'Mathematics',
        grade: 'Grade 10',
        tags: [],
      },
      { token: admin },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: { question: Question } }>().data.question.scoring).toBeUndefined();
  });

  test('refusals: a teacher-marked question, another question, a wrong id, a stranger, a bad reason', async () => {
    const notAuto = await preview('essay00001', { kind: 'fullMarks' });
    expect(notAuto.statusCode).toBe(400);
    expect(notAuto.json()).toEqual(expect.objectContaining({ code: REGRADE_NOT_AUTO_SCORED_CODE }));
    const other = { ...(await assessmentQuestion('mcqpartial')), options: mcq().options.slice(0, 3) } as Question;
    const mismatch = await preview('mcqpartial', { kind: 'key', question: other });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual(expect.objectContaining({ code: REGRADE_SAME_QUESTION_CODE }));
    const invalid = await preview('mcqpartial', {
      kind: 'key',
      question: { ...(await assessmentQuestion('mcqpartial')), totalMark: '' } as Question,
    });
    expect(invalid.statusCode).toBe(400);
    expect((await preview('nosuchq001', { kind: 'fullMarks' })).statusCode).toBe(404);
    expect((await preview('mcqpartial', { kind: 'fullMarks' }, admin, 999_999)).statusCode).toBe(404);
    expect((await apply('no-such-preview')).json()).toEqual(expect.objectContaining({ code: 'regrade_preview_not_found' }));
    const stranger = await signInWithFlags(t, admin, 'regrade-stranger', ['exam']);
    expect((await preview('mcqpartial', { kind: 'fullMarks' }, stranger)).statusCode).toBe(404);
    expect((await t.call('questionVersions', { id: assessmentId, questionId: 'mcqpartial' }, { token: stranger })).statusCode).toBe(404);
    const nul = await t.call(
      'regradePreview',
      { id: assessmentId, questionId: 'mcqpartial', change: { kind: 'fullMarks' }, reason: 'Wrong\u0000' },
      { token: admin },
    );
    expect(nul.statusCode).toBe(400);
    const empty = await t.call(
      'regradePreview',
      { id: assessmentId, questionId: 'mcqpartial', change: { kind: 'fullMarks' }, reason: ' ' },
      { token: admin },
    );
    expect(empty.statusCode).toBe(400);
    const before = await stored();
    expect(await stored()).toEqual(before);
    const audit = await t.database.db.selectFrom('audit_log').select(['details']).where('action', '=', 'regrade').execute();
    expect(audit.length).toBeGreaterThanOrEqual(Object.keys(CORRECTIONS).length);
    expect(jsonColumn<{ reason: string }>(audit[0].details, { reason: '' }).reason).toBe('The published key was wrong');
  });
});

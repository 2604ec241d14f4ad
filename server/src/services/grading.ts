import { sql, type Kysely } from 'kysely';
import {
  ASSESSMENT_NOT_FOUND,
  applyAnswer,
  markRangeMessage,
  maskSsn,
  parseMark,
  plainText,
  roundMark,
  scoreAttempt,
  type AttemptStatus,
  type Question,
  type QuestionAnswer,
  fixedQuestionsOf,
  type AssessmentItem,
} from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { rightsOver } from './assessment-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { iso } from './iso-time';

/**
 * Taken assessments and grading over the exam engine's attempts and
 * answers (migration 0005). Marks are computed by the shared scoreAttempt on
 * the attempt's own snapshot of the questions, never on the assessment as it
 * is now. A teacher sees and grades only the submissions of assessments they
 * are an Assigned Reviewer of; an admin (role 1) all of them.
 */
export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const SUBMISSION_NOT_STARTED = 'This applicant has registered but not started the assessment yet: there is nothing to show.';
export const SUBMISSION_IN_PROGRESS = 'This submission is still in progress: it can be graded once it is submitted.';
export const GRADES_SAVED = 'Grading saved.';
export const GRADES_SAVED_PENDING = (count: number) =>
  `Grading saved. ${count} question${count === 1 ? '' : 's'} still need${count === 1 ? 's' : ''} a mark before the submission counts as graded.`;
export const unknownQuestionMessage = (id: string) => `Question "${id}" is not part of this submission.`;
export { markRangeMessage };
export const duplicateMarkMessage = (index: number) => `Question ${index} is graded twice in this request.`;

const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

interface LoadedSubmission {
  attempt: {
    id: number;
    assessment_id: number;
    applicant_id: number;
    submitted_at: Date | null;
    status: AttemptStatus;
    percent: string | null;
    career: string;
    graded_by: number | null;
    graded_at: Date | null;
  };
  examname: string;
  lang: 'En' | 'Ar';
  studentname: string;
  ssn: string;
  gradedBy: string | null;
  questions: Question[];
  answers: Map<string, { answer: QuestionAnswer | null; score: number | null; feedback: string }>;
}

/** The attempt with its snapshot and answers, if the caller may grade its assessment; otherwise 404. */
async function loadSubmission(
  db: Kysely<Database>,
  caller: Caller,
  attemptId: number,
  options: { lock?: boolean } = {},
): Promise<LoadedSubmission> {
  let query = db
    .selectFrom('attempts as t')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .leftJoin('users as g', 'g.id', 't.graded_by')
    .select([
      't.id',
      't.assessment_id',
      't.applicant_id',
      't.started_at',
      't.submitted_at',
      't.status',
      't.percent',
      't.career',
      't.graded_by',
      't.graded_at',
      't.questions',
      's.name as examname',
      's.lang',
      's.created_by',
      'a.name as studentname',
      'a.ssn',
      'g.displayname as gradedBy',
    ])
    .where('t.id', '=', attemptId);
  if (options.lock) query = query.forUpdate('t');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const rights = await rightsOver(db, caller, { id: row.assessment_id, created_by: row.created_by });
  if (!rights.grade) throw notFound(SUBMISSION_NOT_FOUND);
  if (row.started_at === null) throw conflict(SUBMISSION_NOT_STARTED);
  const answerRows = await db
    .selectFrom('answers')
    .select(['question_id', 'answer', 'score', 'feedback'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return {
    attempt: row,
    examname: row.examname,
    lang: row.lang,
    studentname: row.studentname,
    ssn: row.ssn,
    gradedBy: row.gradedBy ?? null,
    questions: jsonColumn<Question[]>(row.questions, []),
    answers: new Map(
      answerRows.map((answer) => [
        answer.question_id,
        { answer: jsonColumn<QuestionAnswer | null>(answer.answer, null), score: numberOrNull(answer.score), feedback: answer.feedback },
      ]),
    ),
  };
}

function marksOf(submission: LoadedSubmission) {
  const answers = new Map<string, QuestionAnswer>();
  const manual = new Map<string, number>();
  for (const [questionId, saved] of submission.answers) {
    if (saved.answer) answers.set(questionId, saved.answer);
    if (saved.score !== null) manual.set(questionId, saved.score);
  }
  return scoreAttempt(submission.questions, answers, manual);
}

/** The grading sheet: answerdquestions (snapshot + answer + score + feedback), totals and who graded. */
function sheetOf(submission: LoadedSubmission) {
  const marks = marksOf(submission);
  const byId = new Map(marks.questions.map((question) => [question.questionId, question]));
  const answerdquestions = submission.questions.map((question): Question => {
    const saved = submission.answers.get(question.id);
    const mark = byId.get(question.id)?.score ?? null;
    return {
      ...applyAnswer(question, saved?.answer ?? null),
      mode: 'gradingModeTeacher',
      score: mark === null ? '' : String(mark),
      feedback: saved?.feedback ?? '',
    };
  });
  return {
    id: submission.attempt.id,
    exam_id: submission.attempt.assessment_id,
    examname: submission.examname,
    lang: submission.lang,
    student_id: submission.attempt.applicant_id,
    studentname: submission.studentname,
    ssn: maskSsn(submission.ssn),
    submitdate: iso(submission.attempt.submitted_at),
    status: submission.attempt.status,
    answerdquestions,
    unanswered: submission.questions.filter((question) => !submission.answers.get(question.id)?.answer).map((question) => question.id),
    total: marks.total,
    max: marks.max,
    percent: marks.percent,
    needsGrading: marks.needsGrading,
    career: submission.attempt.career,
    gradedBy: submission.gradedBy,
    gradedAt: iso(submission.attempt.graded_at),
  };
}

export async function gradingSheet(db: Kysely<Database>, caller: Caller, attemptId: number) {
  return sheetOf(await loadSubmission(db, caller, attemptId));
}

/**
 * admin/gradeexam.php: the teacher's marks (0..totalMark, 2 decimals) and
 * feedback per question. A question left out, or sent without a score, keeps
 * its mark (a mark can be changed, not removed). The percent is recomputed
 * with the shared scoring; each changed mark or feedback is written to the
 * audit log (who, when, old and new); the submission is graded once every
 * question has a mark. One grader at a time per submission (row lock).
 */
export async function gradeSubmission(
  db: Kysely<Database>,
  caller: Caller,
  request: { id: number; answerdquestions: Array<{ id: string; score?: string | number | null; feedback?: string | null }> },
) {
  return db.transaction().execute(async (transaction) => {
    const submission = await loadSubmission(transaction, caller, request.id, { lock: true });
    if (submission.attempt.status === 'inprogress') throw conflict(SUBMISSION_IN_PROGRESS);
    const before = marksOf(submission);
    const index = new Map(submission.questions.map((question, position) => [question.id, position]));
    const seen = new Set<string>();
    const changes: Array<{
      questionId: string;
      index: number;
      score?: { from: number | null; to: number };
      feedback?: { from: string; to: string };
    }> = [];

    for (const graded of request.answerdquestions) {
      const position = index.get(graded.id);
      if (position === undefined) throw badRequest(unknownQuestionMessage(graded.id));
      if (seen.has(graded.id)) throw badRequest(duplicateMarkMessage(position + 1));
      seen.add(graded.id);
      const question = submission.questions[position];
      const max = before.questions[position].max;
      const current = submission.answers.get(graded.id);
      const currentMark = before.questions[position].score;
      const change: (typeof changes)[number] = { questionId: graded.id, index: position + 1 };

      const sent = graded.score === undefined || graded.score === null ? '' : String(graded.score).trim();
      if (sent !== '') {
        const value = typeof graded.score === 'number' ? graded.score : parseMark(sent);
        if (value === null || !Number.isFinite(value) || value < 0 || value > max) throw badRequest(markRangeMessage(position + 1, max));
        const mark = roundMark(value);
        if (mark !== currentMark || current?.score === null || current === undefined) {
          if (mark !== currentMark) change.score = { from: currentMark, to: mark };
          await saveMark(transaction, request.id, question.id, { score: mark });
          submission.answers.set(question.id, { answer: current?.answer ?? null, score: mark, feedback: current?.feedback ?? '' });
        }
      }
      if (graded.feedback !== undefined && graded.feedback !== null && graded.feedback !== (current?.feedback ?? '')) {
        change.feedback = { from: current?.feedback ?? '', to: graded.feedback };
        await saveMark(transaction, request.id, question.id, { feedback: graded.feedback });
        const latest = submission.answers.get(question.id);
        submission.answers.set(question.id, { answer: latest?.answer ?? null, score: latest?.score ?? null, feedback: graded.feedback });
      }
      if (change.score || change.feedback) changes.push(change);
    }

    const after = marksOf(submission);
    const status: AttemptStatus = after.needsGrading === 0 ? 'graded' : 'submitted';
    await transaction
      .updateTable('attempts')
      .set({ percent: after.percent, needs_grading: after.needsGrading, status, graded_by: caller.user.id, graded_at: sql<Date>`now()` })
      .where('id', '=', request.id)
      .execute();
    for (const change of changes) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'grade.change',
        subjectType: 'attempt',
        subjectId: request.id,
        details: change,
      });
    }
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'attempt.grade',
      subjectType: 'attempt',
      subjectId: request.id,
      details: {
        percent: { from: numberOrNull(submission.attempt.percent), to: after.percent },
        status: { from: submission.attempt.status, to: status },
        changed: changes.length,
      },
    });
    const sheet = sheetOf(await loadSubmission(transaction, caller, request.id));
    return { data: sheet, msg: after.needsGrading === 0 ? GRADES_SAVED : GRADES_SAVED_PENDING(after.needsGrading) };
  });
}

/** Set score and/or feedback of one question, making the answers row when the applicant left it unanswered. */
async function saveMark(db: Kysely<Database>, attemptId: number, questionId: string, values: { score?: number; feedback?: string }) {
  await db
    .insertInto('answers')
    .values({
      attempt_id: attemptId,
      question_id: questionId,
      answer: null,
      seq: 0,
      score: values.score ?? null,
      feedback: values.feedback ?? '',
    })
    .onConflict((conflict) =>
      conflict.columns(['attempt_id', 'question_id']).doUpdateSet({
        ...(values.score !== undefined ? { score: values.score } : {}),
        ...(values.feedback !== undefined ? { feedback: values.feedback } : {}),
      }),
    )
    .execute();
}

// -- item analysis ------------------------------------------------------------

function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.round((sxy / Math.sqrt(sxx * syy)) * 1000) / 1000;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * ours admin/itemanalysis.php over the submitted attempts (submitted and
 * graded) of one assessment. Questions are the assessment's current ones (by
 * id; a question an attempt's snapshot lacks is left out of that attempt).
 * Facility = mean mark / totalMark; discrimination = Pearson correlation
 * between the question's mark and the rest of the test (total − this mark),
 * over the attempts where the question has a mark; option picks for MCQ,
 * TrueOrFalse and RIASEC. Partial and teacher-given marks count as given;
 * a question still waiting for a teacher counts in awaitingGrading only.
 */
export async function itemAnalysis(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  const assessment = await db
    .selectFrom('assessments')
    .select(['id', 'name', 'lang', 'created_by', 'questions'])
    .where('id', '=', assessmentId)
    .executeTakeFirst();
  if (!assessment) throw notFound(ASSESSMENT_NOT_FOUND);
  const rights = await rightsOver(db, caller, assessment);
  if (!rights.grade) throw notFound(ASSESSMENT_NOT_FOUND);
  const current = fixedQuestionsOf(jsonColumn<AssessmentItem[]>(assessment.questions, []));

  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'questions'])
    .where('assessment_id', '=', assessmentId)
    .where('status', 'in', ['submitted', 'graded'])
    .execute();
  const answerRows =
    attempts.length === 0
      ? []
      : await db
          .selectFrom('answers')
          .select(['attempt_id', 'question_id', 'answer', 'score'])
          .where(
            'attempt_id',
            'in',
            attempts.map((attempt) => attempt.id),
          )
          .execute();
  const answersOf = new Map<number, typeof answerRows>();
  for (const row of answerRows) answersOf.set(row.attempt_id, [...(answersOf.get(row.attempt_id) ?? []), row]);

  type PerAttempt = { total: number; marks: Map<string, number | null>; answers: Map<string, QuestionAnswer> };
  const scored: PerAttempt[] = attempts.map((attempt) => {
    const questions = jsonColumn<Question[]>(attempt.questions, []);
    const answers = new Map<string, QuestionAnswer>();
    const manual = new Map<string, number>();
    for (const row of answersOf.get(attempt.id) ?? []) {
      const answer = jsonColumn<QuestionAnswer | null>(row.answer, null);
      if (answer) answers.set(row.question_id, answer);
      if (row.score !== null) manual.set(row.question_id, Number(row.score));
    }
    const marks = scoreAttempt(questions, answers, manual);
    return { total: marks.total, marks: new Map(marks.questions.map((question) => [question.questionId, question.score])), answers };
  });

  const awaitingGrading = scored.filter((attempt) => [...attempt.marks.values()].some((mark) => mark === null)).length;

  // Questions drawn from the bank are in the attempts' snapshots only: each counts over the attempts that got it.
  const fixedIds = new Set(current.map((question) => question.id));
  const drawn = new Map<string, Question>();
  for (const attempt of attempts) {
    for (const question of jsonColumn<Question[]>(attempt.questions, [])) {
      if (!fixedIds.has(question.id) && !drawn.has(question.id)) drawn.set(question.id, question);
    }
  }

  const questions = [...current, ...drawn.values()].map((question, position) => {
    const max = parseMark(question.totalMark) ?? 0;
    const given = scored.filter((attempt) => attempt.marks.has(question.id));
    const withMark = given.filter((attempt) => attempt.marks.get(question.id) !== null);
    const marks = withMark.map((attempt) => attempt.marks.get(question.id) as number);
    const mean = marks.length > 0 ? marks.reduce((sum, mark) => sum + mark, 0) / marks.length : null;
    const rest = withMark.map((attempt, i) => attempt.total - marks[i]);
    let options: Array<{ id: string; text: string; isTrue: boolean; picked: number }> | null = null;
    if (question.type === 'MCQ' || question.type === 'RIASEC' || question.type === 'TrueOrFalse') {
      options = question.options.map((option) => {
        const picked = given.filter((attempt) => {
          const answer = attempt.answers.get(question.id);
          if (!answer) return false;
          if (answer.type === 'MCQ') return answer.selected.includes(option.id);
          if (answer.type === 'RIASEC' || answer.type === 'TrueOrFalse') return answer.optionId === option.id;
          return false;
        }).length;
        return {
          id: option.id,
          text: typeof option.option === 'string' ? option.option : plainText(option.option),
          isTrue: option.isTrue,
          picked,
        };
      });
    }
    return {
      id: question.id,
      index: position + 1,
      drawn: !fixedIds.has(question.id),
      attempts: given.length,
      type: question.type,
      headertxt: question.headertxt || plainText(question.header),
      totalMark: max,
      scored: marks.length,
      awaitingGrading: given.length - marks.length,
      meanScore: mean === null ? null : round3(mean),
      facility: mean === null || max === 0 ? null : round3(mean / max),
      discrimination: pearson(marks, rest),
      options,
    };
  });
  return {
    exam_id: assessmentId,
    examname: assessment.name,
    lang: assessment.lang,
    submissions: attempts.length,
    awaitingGrading,
    questions,
  };
}

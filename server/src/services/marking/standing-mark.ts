import { sql, type Kysely } from 'kysely';
import { markRangeMessage, roundMark, scoreAttempt, type AttemptStatus, type Question, type QuestionAnswer } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { writeAudit } from '../audit';
import { numberOrNull } from '../submission-records';

export const STANDING_ATTEMPT_NOT_FOUND = 'Submission not found.';
export const unknownStandingQuestion = (id: string) => `Question "${id}" is not part of this submission.`;

/** A choice of one level per rubric criterion (the shape of shared's RubricChoice). */
export interface StandingRubricChoice {
  criterionId: string;
  levelId: string;
}

export interface StandingMark {
  questionId: string;
  /** The mark that counts (0..the question's mark; rounded to 2 decimals). Left out: the mark stays, only feedback changes. */
  score?: number;
  feedback?: string;
  rubric?: StandingRubricChoice[];
}

export interface StandingMarksRequest {
  attemptId: number;
  actorUserId: number;
  marks: StandingMark[];
  /** The audit action of each changed mark, e.g. 'grade.change', 'marking.mean', 'appeal.remark'. */
  action: string;
  /** Added to every audit row this call writes (e.g. the appeal or the two marks behind a mean). */
  details?: Record<string, unknown>;
}

export interface StandingMarksResult {
  percent: number;
  needsGrading: number;
  status: AttemptStatus;
  /** Questions whose mark or feedback changed. */
  changed: number;
}

/**
 * The one place the mark that counts is written: answers.score and
 * answers.feedback per question, then the attempt's percent, needs_grading,
 * status, graded_by and graded_at recomputed with the shared scoring on the
 * attempt's own snapshot, and one audit row per changed mark plus one for the
 * attempt. Runs in the caller's transaction and locks the attempt's row, so
 * two writers of one attempt take turns. Access is the caller's business.
 */
export async function setStandingMarks(transaction: Kysely<Database>, request: StandingMarksRequest): Promise<StandingMarksResult> {
  const attempt = await transaction
    .selectFrom('attempts')
    .select(['id', 'questions', 'percent', 'status'])
    .where('id', '=', request.attemptId)
    .forUpdate()
    .executeTakeFirst();
  if (!attempt) throw notFound(STANDING_ATTEMPT_NOT_FOUND);
  const questions = jsonColumn<Question[]>(attempt.questions, []);
  const answerRows = await transaction
    .selectFrom('answers')
    .select(['question_id', 'answer', 'score', 'feedback'])
    .where('attempt_id', '=', request.attemptId)
    .execute();
  const saved = new Map(
    answerRows.map((row) => [
      row.question_id,
      { answer: jsonColumn<QuestionAnswer | null>(row.answer, null), score: numberOrNull(row.score), feedback: row.feedback },
    ]),
  );
  const before = scoreOf(questions, saved);
  const positions = new Map(questions.map((question, position) => [question.id, position]));
  const changes: Array<{
    questionId: string;
    index: number;
    score?: { from: number | null; to: number };
    feedback?: { from: string; to: string };
  }> = [];

  for (const mark of request.marks) {
    const position = positions.get(mark.questionId);
    if (position === undefined) throw badRequest(unknownStandingQuestion(mark.questionId));
    const current = saved.get(mark.questionId);
    const currentMark = before.questions[position].score;
    const change: (typeof changes)[number] = { questionId: mark.questionId, index: position + 1 };
    const values: { score?: number; feedback?: string } = {};
    if (mark.score !== undefined) {
      const max = before.questions[position].max;
      if (!Number.isFinite(mark.score) || mark.score < 0 || mark.score > max) throw badRequest(markRangeMessage(position + 1, max));
      const score = roundMark(mark.score);
      if (score !== currentMark) change.score = { from: currentMark, to: score };
      // An automatic mark is computed, not stored: a teacher's confirmation of it is stored as theirs.
      if (score !== currentMark || current?.score === null || current === undefined) values.score = score;
    }
    if (mark.feedback !== undefined && mark.feedback !== (current?.feedback ?? '')) {
      change.feedback = { from: current?.feedback ?? '', to: mark.feedback };
      values.feedback = mark.feedback;
    }
    if (values.score !== undefined || values.feedback !== undefined) {
      await saveAnswerMark(transaction, request.attemptId, mark.questionId, values);
      saved.set(mark.questionId, {
        answer: current?.answer ?? null,
        score: values.score ?? current?.score ?? null,
        feedback: values.feedback ?? current?.feedback ?? '',
      });
    }
    if (change.score || change.feedback) changes.push(change);
  }

  const after = scoreOf(questions, saved);
  const status: AttemptStatus = after.needsGrading === 0 ? 'graded' : 'submitted';
  await transaction
    .updateTable('attempts')
    .set({ percent: after.percent, needs_grading: after.needsGrading, status, graded_by: request.actorUserId, graded_at: sql<Date>`now()` })
    .where('id', '=', request.attemptId)
    .execute();
  for (const change of changes) {
    await writeAudit(transaction, {
      actorUserId: request.actorUserId,
      action: request.action,
      subjectType: 'attempt',
      subjectId: request.attemptId,
      details: { ...request.details, ...change },
    });
  }
  await writeAudit(transaction, {
    actorUserId: request.actorUserId,
    action: 'attempt.grade',
    subjectType: 'attempt',
    subjectId: request.attemptId,
    details: {
      ...request.details,
      percent: { from: numberOrNull(attempt.percent), to: after.percent },
      status: { from: attempt.status, to: status },
      changed: changes.length,
    },
  });
  return { percent: after.percent, needsGrading: after.needsGrading, status, changed: changes.length };
}

function scoreOf(questions: Question[], saved: Map<string, { answer: QuestionAnswer | null; score: number | null }>) {
  const answers = new Map<string, QuestionAnswer>();
  const manual = new Map<string, number>();
  for (const [questionId, row] of saved) {
    if (row.answer) answers.set(questionId, row.answer);
    if (row.score !== null) manual.set(questionId, row.score);
  }
  return scoreAttempt(questions, answers, manual);
}

/** Set score and/or feedback of one question, making the answers row when the applicant left it unanswered. */
async function saveAnswerMark(db: Kysely<Database>, attemptId: number, questionId: string, values: { score?: number; feedback?: string }) {
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

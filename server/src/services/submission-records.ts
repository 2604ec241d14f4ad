import type { Kysely } from 'kysely';
import { scoreAttempt, type AttemptStatus, type Question, type QuestionAnswer, type RubricChoice } from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { rightsOver } from './assessment-records';
import type { Caller } from './authenticate';

/**
 * Taken assessments and grading over the exam engine's attempts and
 * answers (migration 0005). Marks are computed by the shared scoreAttempt on
 * the attempt's own snapshot of the questions, never on the assessment as it
 * is now. A teacher sees and grades only the submissions of assessments they
 * are an Assigned Reviewer of; an admin (role 1) all of them.
 */
export const SUBMISSION_NOT_FOUND = 'Submission not found.';
export const SUBMISSION_NOT_STARTED = 'This applicant has registered but not started the assessment yet: there is nothing to show.';

export const numberOrNull = (value: string | number | null) => (value === null ? null : Number(value));

export interface LoadedSubmission {
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
  /** rubric: the levels chosen behind score (migration 0034), null when it was typed. */
  answers: Map<string, { answer: QuestionAnswer | null; score: number | null; feedback: string; rubric?: RubricChoice[] | null }>;
}

/** The attempt with its snapshot and answers, if the caller may grade its assessment; otherwise 404. */
export async function loadSubmission(
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
    .select(['question_id', 'answer', 'score', 'feedback', 'rubric'])
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
        {
          answer: jsonColumn<QuestionAnswer | null>(answer.answer, null),
          score: numberOrNull(answer.score),
          feedback: answer.feedback,
          rubric: jsonColumn<RubricChoice[] | null>(answer.rubric, null),
        },
      ]),
    ),
  };
}

export function marksOf(submission: LoadedSubmission) {
  const answers = new Map<string, QuestionAnswer>();
  const manual = new Map<string, number>();
  for (const [questionId, saved] of submission.answers) {
    if (saved.answer) answers.set(questionId, saved.answer);
    if (saved.score !== null) manual.set(questionId, saved.score);
  }
  return scoreAttempt(submission.questions, answers, manual);
}

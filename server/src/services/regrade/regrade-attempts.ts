import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { scoreAttempt, type Question, type QuestionAnswer } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { canonicalJson, replaced, type Replacement } from './regrade-target';
import { answersOfAttempts } from '../attempts/attempt-queries';

/** The jsonb containment that finds the snapshots holding a question. */
export const holdsQuestion = (questionId: string) => sql<boolean>`t.questions @> ${JSON.stringify([{ id: questionId }])}::jsonb`;

/** A submitted attempt that has the question, as the dry run scores it again. */
export interface RegradedAttempt {
  attemptId: number;
  applicantId: number;
  /** Where the question is in the attempt's snapshot. */
  index: number;
  studentname: string;
  ssn: string;
  schoolId: number | null;
  released: boolean;
  graded: boolean;
  questionScore: { from: number | null; to: number | null };
  percent: { from: number; to: number };
}

/** What the fingerprint covers: every submitted attempt with the question, its percent and its stored mark of it. */
async function fingerprintRows(db: Kysely<Database>, assessmentId: number, questionId: string) {
  return db
    .selectFrom('attempts as t')
    .leftJoin('answers as a', (join) => join.onRef('a.attempt_id', '=', 't.id').on('a.question_id', '=', questionId))
    .select(['t.id', 't.percent', 't.status', 'a.score'])
    .where('t.assessment_id', '=', assessmentId)
    .where('t.submitted_at', 'is not', null)
    .where(holdsQuestion(questionId))
    .orderBy('t.id')
    .execute();
}

/**
 * The fingerprint of what a dry run was made from: the assessment's copy of
 * the question, its latest version, and every submitted attempt with the
 * question (percent, state, stored mark). A submission, a teacher's mark, an
 * edit or another regrade in between changes it.
 */
export async function regradeFingerprint(
  db: Kysely<Database>,
  assessmentId: number,
  question: Question,
  latestVersion: number,
): Promise<string> {
  const rows = await fingerprintRows(db, assessmentId, question.id);
  const attempts = rows.map((row) => [
    row.id,
    row.percent === null ? null : Number(row.percent),
    row.status,
    row.score === null ? null : Number(row.score),
  ]);
  return createHash('sha256').update(canonicalJson({ question, latestVersion, attempts })).digest('hex');
}

/**
 * Every submitted attempt of the assessment that has the question, scored
 * again with the shared scoring on its own snapshot with the question
 * replaced: its other questions keep their stored marks (a teacher's too),
 * this question is scored by the new version (a teacher's mark of it gives
 * way to the corrected key). Ordered by name.
 */
export async function regradeAttempts(
  db: Kysely<Database>,
  assessmentId: number,
  questionId: string,
  replacement: Replacement,
): Promise<RegradedAttempt[]> {
  const rows = await db
    .selectFrom('attempts as t')
    .innerJoin('applicants as p', 'p.id', 't.applicant_id')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .select([
      't.id',
      't.applicant_id',
      't.questions',
      't.percent',
      't.status',
      't.results_released_at',
      's.show_results_after_grading',
      'p.name',
      'p.ssn',
      'p.school_id',
    ])
    .where('t.assessment_id', '=', assessmentId)
    .where('t.submitted_at', 'is not', null)
    .where(holdsQuestion(questionId))
    .orderBy('p.name')
    .orderBy('t.id')
    .execute();
  const answersOf = await answersOfAttempts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const snapshot = jsonColumn<Question[]>(row.questions, []);
    const answers = new Map<string, QuestionAnswer>();
    const marks = new Map<string, number>();
    for (const saved of answersOf.get(row.id) ?? []) {
      const answer = jsonColumn<QuestionAnswer | null>(saved.answer, null);
      if (answer !== null) answers.set(saved.question_id, answer);
      if (saved.score !== null) marks.set(saved.question_id, Number(saved.score));
    }
    const before = scoreAttempt(snapshot, answers, marks);
    marks.delete(questionId);
    const after = scoreAttempt(
      snapshot.map((question) => (question.id === questionId ? replaced(question, replacement) : question)),
      answers,
      marks,
    );
    const index = snapshot.findIndex((question) => question.id === questionId);
    const graded = row.status === 'graded';
    return {
      attemptId: row.id,
      applicantId: row.applicant_id,
      index,
      studentname: row.name,
      ssn: row.ssn,
      schoolId: row.school_id,
      graded,
      released: graded && (row.show_results_after_grading || row.results_released_at !== null),
      questionScore: { from: before.questions[index].score, to: after.questions[index].score },
      percent: { from: row.percent === null ? before.percent : Number(row.percent), to: after.percent },
    };
  });
}

/** Whether a regrade changes what this attempt shows. */
export const changes = (attempt: RegradedAttempt) =>
  attempt.questionScore.from !== attempt.questionScore.to || attempt.percent.from !== attempt.percent.to;

/** Attempts per 10 % band of percent: 0–9.99, 10–19.99, …, 90–100. */
export function distribution(percents: readonly number[]): number[] {
  const bands = Array.from({ length: 10 }, () => 0);
  for (const percent of percents) bands[Math.min(9, Math.max(0, Math.floor(percent / 10)))] += 1;
  return bands;
}

import { sql, type Kysely } from 'kysely';
import { maskSsn, scoreAttempt, type QuestionAnswer } from '@mizan/shared';
import type { Database } from '../db/schema';
import { answersOf, snapshotOf } from './attempts/attempt-queries';
import { resultReleased } from './attempts/results';

/** What one applicant's results letter says (print/results-letter.ts draws it). */
export interface LetterData {
  attemptId: number;
  assessmentId: number;
  lang: 'En' | 'Ar';
  title: string;
  applicantName: string;
  /** Masked, as everywhere outside an audited reveal. */
  ssn: string;
  school: string;
  trial: number;
  submittedAt: Date | null;
  status: 'inprogress' | 'submitted' | 'graded';
  released: boolean;
  total: number;
  max: number;
  percent: number;
  career: string;
  /** Per question; feedback only once the result is released. */
  questions: Array<{ text: string; score: number | null; max: number; feedback: string }>;
}

/** Which attempt: by its id, or an applicant's latest at an assessment (graded first, then the highest trial). */
export type LetterTarget = { attemptId: number } | { applicantId: number; assessmentId: number };

export async function findLetterAttemptId(db: Kysely<Database>, target: LetterTarget): Promise<number | null> {
  if ('attemptId' in target) {
    const row = await db.selectFrom('attempts').select('id').where('id', '=', target.attemptId).executeTakeFirst();
    return row?.id ?? null;
  }
  const row = await db
    .selectFrom('attempts')
    .select('id')
    .where('applicant_id', '=', target.applicantId)
    .where('assessment_id', '=', target.assessmentId)
    .where('submitted_at', 'is not', null)
    .orderBy(sql`status = 'graded'`, 'desc')
    .orderBy('trial', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The letter's content for a submitted attempt, or null when there is none (or it is not submitted yet). */
export async function letterData(db: Kysely<Database>, attemptId: number): Promise<LetterData | null> {
  const row = await db
    .selectFrom('attempts as t')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .leftJoin('schools as sc', 'sc.id', 'a.school_id')
    .select([
      't.id',
      't.assessment_id',
      't.trial',
      't.submitted_at',
      't.status',
      't.results_released_at',
      's.show_results_after_grading as show_results',
      's.lang',
      's.name as title',
      'a.name as applicant_name',
      'a.ssn',
      sql<string>`coalesce(sc.name, '')`.as('school'),
    ])
    .where('t.id', '=', attemptId)
    .executeTakeFirst();
  if (!row || row.submitted_at === null) return null;
  const { questions } = await snapshotOf(db, row.id);
  const rows = await answersOf(db, row.id);
  const answers = new Map<string, QuestionAnswer>();
  const marks = new Map<string, number>();
  const feedback = new Map<string, string>();
  for (const saved of rows) {
    if (saved.answer !== null)
      answers.set(saved.question_id, (typeof saved.answer === 'string' ? JSON.parse(saved.answer) : saved.answer) as QuestionAnswer);
    if (saved.score !== null) marks.set(saved.question_id, Number(saved.score));
    feedback.set(saved.question_id, saved.feedback);
  }
  const score = scoreAttempt(questions, answers, marks);
  const released = resultReleased({ status: row.status, show_results: row.show_results, results_released_at: row.results_released_at });
  return {
    attemptId: row.id,
    assessmentId: row.assessment_id,
    lang: row.lang,
    title: row.title,
    applicantName: row.applicant_name,
    ssn: maskSsn(row.ssn),
    school: row.school,
    trial: row.trial,
    submittedAt: row.submitted_at === null ? null : new Date(row.submitted_at),
    status: row.status,
    released,
    total: score.total,
    max: score.max,
    percent: score.percent,
    career: score.career?.code ?? '',
    questions: questions.map((question, index) => ({
      text: question.headertxt ?? '',
      score: score.questions[index].score,
      max: score.questions[index].max,
      feedback: released ? (feedback.get(question.id) ?? '') : '',
    })),
  };
}

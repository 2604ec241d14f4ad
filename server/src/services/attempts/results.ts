import type { Kysely } from 'kysely';
import {
  RESULTS_NOT_READY,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_SUBMITTED,
  scoreAttempt,
  toExamView,
  type AnswerOf,
  type QuestionAnswer,
} from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { secretShuffle } from '../exam-shuffle';
import { iso } from '../iso-time';
import { answersOf, attemptOrNotFound, snapshotOf } from './attempt-queries';
import type { AttemptState } from './attempt-state';
import { settled } from './finalise';
import { resultFeedback } from './result-feedback';
import { correctionsOf } from '../regrade/question-versions';
import { releasedRubrics } from '../rubrics/released-rubrics';
import { releasedAtOf, resultAppeals } from '../appeals/result-appeals';

export type ExamResult = AnswerOf<'examResult'>['data'];

/**
 * Is this attempt's result the applicant's to see? "Show results after
 * grading" releases each result as soon as it is graded; otherwise staff
 * release them with admin/releaseresults.php (docs/decisions.md).
 */
export function resultReleased(attempt: Pick<AttemptState, 'show_results' | 'results_released_at' | 'status'>): boolean {
  return attempt.status === 'graded' && (attempt.show_results || attempt.results_released_at !== null);
}

/**
 * student/getresult.php: read-only, only when the assessment shows results
 * and every question is graded. Questions are exam views (never the key:
 * the same assessment stays open to other applicants), with the applicant's
 * answer, the mark counted and the teacher's feedback.
 */
export async function examResult(
  db: Kysely<Database>,
  clock: Clock,
  hash: string,
  shuffleSecret: string,
): Promise<{ data: ExamResult; msg?: string }> {
  const attempt = await settled(db, clock, await attemptOrNotFound(db, hash));
  const unavailable = (msg: string) => ({ data: { status: attempt.status, available: false, result: null }, msg });
  if (attempt.submitted_at === null) return unavailable(RESULTS_NOT_SUBMITTED);
  if (attempt.status !== 'graded') return unavailable(attempt.show_results ? RESULTS_NOT_READY : RESULTS_NOT_RELEASED);
  if (!resultReleased(attempt)) return unavailable(RESULTS_NOT_RELEASED);
  const { questions } = await snapshotOf(db, attempt.id);
  const rows = await answersOf(db, attempt.id);
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const answers = new Map<string, QuestionAnswer>();
  const marks = new Map<string, number>();
  for (const row of rows) {
    const answer = jsonColumn<QuestionAnswer | null>(row.answer, null);
    if (answer !== null) answers.set(row.question_id, answer);
    if (row.score !== null) marks.set(row.question_id, Number(row.score));
  }
  const score = scoreAttempt(questions, answers, marks);
  const shuffle = secretShuffle(shuffleSecret, attempt.shuffle_seed);
  const corrections = await correctionsOf(db, attempt.id);
  const rubrics = await releasedRubrics(db, attempt.id, questions);
  const appeals = await resultAppeals(db, { ...attempt, releasedAt: releasedAtOf(attempt) }, questions, clock.now());
  return {
    data: {
      status: attempt.status,
      available: true,
      result: {
        title: attempt.title,
        lang: attempt.lang,
        total: score.total,
        max: score.max,
        percent: score.percent,
        career: score.career?.code ?? '',
        gradedAt: iso(attempt.graded_at),
        questions: questions.map((question, index) => ({
          question: toExamView(question, shuffle),
          answer: answers.get(question.id) ?? null,
          score: score.questions[index].score,
          max: score.questions[index].max,
          feedback: resultFeedback(question, answers.get(question.id) ?? null, byQuestion.get(question.id)?.feedback ?? ''),
          correctedAt: corrections.get(question.id) ?? null,
          ...rubrics.get(question.id),
          ...(appeals.has(question.id) ? { appeal: appeals.get(question.id) } : {}),
        })),
      },
    },
  };
}

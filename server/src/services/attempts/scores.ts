import { sql, type Kysely } from 'kysely';
import { scoreAttempt, type Question, type QuestionAnswer } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import { answersOf } from './attempt-queries';

/**
 * Score a submitted attempt's answers with the shared scoring and store the
 * marks (answers.score: the automatic mark, null while a teacher must mark
 * it) and the attempt's percent, career and grading state: 'graded' at once
 * when nothing needs a teacher, else 'submitted'.
 */
export async function storeScores(trx: Kysely<Database>, attemptId: number, questions: Question[], now: Date): Promise<void> {
  const rows = await answersOf(trx, attemptId);
  const answers = new Map<string, QuestionAnswer>();
  for (const row of rows) {
    const answer = jsonColumn<QuestionAnswer | null>(row.answer, null);
    if (answer !== null) answers.set(row.question_id, answer);
  }
  const score = scoreAttempt(questions, answers);
  const marks = Object.fromEntries(score.questions.map((question) => [question.questionId, question.score]));
  await sql`
    update answers set score = (marks.value)::numeric
    from jsonb_each_text(${JSON.stringify(marks)}::jsonb) as marks
    where answers.attempt_id = ${attemptId} and answers.question_id = marks.key
  `.execute(trx);
  const graded = score.needsGrading === 0;
  await trx
    .updateTable('attempts')
    .set({
      percent: score.percent,
      career: score.career?.code ?? '',
      needs_grading: score.needsGrading,
      status: graded ? 'graded' : 'submitted',
      graded_at: graded ? iso(now) : null,
    })
    .where('id', '=', attemptId)
    .execute();
}

import { sql, type Kysely } from 'kysely';
import { scoreAttempt, type QuestionAnswer } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { parseSnapshot, type AttemptMemory } from './attempt-memory';

type Db = Kysely<Database>;

/**
 * Score the submitted attempts among `ids` whose scoring is pending, in the
 * caller's transaction, and answer the ids scored. Each is locked FOR UPDATE
 * and taken only while still pending, so two scorers at once (the hand-in's
 * batch, the sweep, a read of the result, another API node) score it once:
 * the second waits, then finds it scored. Its answers are scored with the
 * shared scoring against its own snapshot and the marks stored
 * (answers.score: the automatic mark, null while a teacher must mark it),
 * with the attempt's percent, career and grading state: 'graded' (at the
 * moment it was submitted) when nothing needs a teacher, else 'submitted'.
 * Five statements for the whole list.
 */
export async function scoreLocked(trx: Db, ids: readonly number[], memory?: AttemptMemory): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows: attempts } = await sql<{ id: number; questions: string }>`
    select id, coalesce(questions, '[]'::jsonb)::text as questions from attempts
    where id = any(${[...ids]}::int[]) and scoring_pending and submitted_at is not null
    order by id
    for update
  `.execute(trx);
  if (attempts.length === 0) return [];
  const locked = attempts.map((attempt) => Number(attempt.id));
  const answerRows = await trx
    .selectFrom('answers')
    .select(['attempt_id', 'question_id', 'answer'])
    .where(sql<boolean>`attempt_id = any(${locked}::int[])`)
    .execute();
  const answersOf = new Map<number, Map<string, QuestionAnswer>>(locked.map((id) => [id, new Map()]));
  for (const row of answerRows) {
    const answer = jsonColumn<QuestionAnswer | null>(row.answer, null);
    if (answer !== null) answersOf.get(Number(row.attempt_id))?.set(row.question_id, answer);
  }
  const marks: { attempt_id: number; question_id: string; score: number | null }[] = [];
  const results: { id: number; percent: number; career: string; needs_grading: number }[] = [];
  for (const attempt of attempts) {
    const { questions } = memory ? memory.snapshot(attempt.questions) : parseSnapshot(attempt.questions);
    const id = Number(attempt.id);
    const score = scoreAttempt(questions, answersOf.get(id)!);
    for (const question of score.questions) marks.push({ attempt_id: id, question_id: question.questionId, score: question.score });
    results.push({ id, percent: score.percent, career: score.career?.code ?? '', needs_grading: score.needsGrading });
  }
  await sql`
    update answers set score = marks.score
    from jsonb_to_recordset(${JSON.stringify(marks)}::jsonb) as marks(attempt_id int, question_id text, score numeric)
    where answers.attempt_id = marks.attempt_id and answers.question_id = marks.question_id
  `.execute(trx);
  await sql`
    update attempts set percent = scored.percent, career = scored.career, needs_grading = scored.needs_grading,
      status = case when scored.needs_grading = 0 then 'graded' else 'submitted' end,
      graded_at = case when scored.needs_grading = 0 then attempts.submitted_at end,
      scoring_pending = false
    from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as scored(id int, percent numeric, career text, needs_grading int)
    where attempts.id = scored.id
  `.execute(trx);
  return locked;
}

/** `scoreLocked` in a transaction of its own. */
export function scorePendingAttempts(db: Db, ids: readonly number[], memory?: AttemptMemory): Promise<number[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.transaction().execute((trx) => scoreLocked(trx, ids, memory));
}

/** Submitted attempts still waiting for their score (a hand-in whose scoring did not run or failed), oldest first. */
export async function pendingScoreIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('attempts')
    .select('id')
    .where('scoring_pending', '=', true)
    .where('submitted_at', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

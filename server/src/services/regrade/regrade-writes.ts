import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { holdsQuestion } from './regrade-attempts';
import type { StoredRegrade } from './regrade-preview';
import type { Replacement } from './regrade-target';

/** Rows per statement: each statement stays well inside the server's query time limit, whatever the number of attempts. */
const CHUNK = 1000;

/** The new version of the question at `path` of a snapshot: the corrected question, or the attempt's own copy counted another way. */
function newVersionAt(questions: RawBuilder<unknown>, path: RawBuilder<unknown>, replacement: Replacement): RawBuilder<unknown> {
  return replacement.kind === 'key'
    ? sql`jsonb_set(${questions}, ${path}, ${JSON.stringify(replacement.question)}::jsonb)`
    : sql`jsonb_set(${questions}, ${path} || array['scoring'], ${JSON.stringify(replacement.scoring)}::jsonb)`;
}

/**
 * The submitted attempts of the plan: the question's mark where an answer is
 * stored (an unanswered question is scored from the snapshot), the percent,
 * and the snapshot's copy of the question replaced in place (jsonb_set at its
 * index, found by the dry run: the rest of the snapshot is not rebuilt).
 */
export async function writeSubmitted(trx: Kysely<Database>, plan: StoredRegrade): Promise<void> {
  for (let first = 0; first < plan.attempts.length; first += CHUNK) {
    const chunk = plan.attempts.slice(first, first + CHUNK);
    const ids = chunk.map((attempt) => attempt.attemptId);
    const scores = chunk.map((attempt) => (attempt.score === null ? null : String(attempt.score)));
    const percents = chunk.map((attempt) => String(attempt.percent));
    const indexes = chunk.map((attempt) => String(attempt.index));
    await sql`
      update answers set score = u.score
      from unnest(${ids}::int[], ${scores}::numeric[]) as u(id, score)
      where answers.attempt_id = u.id and answers.question_id = ${plan.questionId} and answers.score is distinct from u.score`.execute(trx);
    await sql`
      update attempts as t set percent = u.percent, questions = ${newVersionAt(sql`t.questions`, sql`array[u.index]`, plan.replacement)}
      from unnest(${ids}::int[], ${percents}::numeric[], ${indexes}::text[]) as u(id, percent, index)
      where t.id = u.id`.execute(trx);
  }
}

/** Attempts in progress with the question get the new version in their snapshot (they are scored by it when submitted); answers their ids. */
export async function writeInProgress(trx: Kysely<Database>, assessmentId: number, questionId: string, replacement: Replacement) {
  const index = sql`array[(select (q.ordinality - 1)::text from jsonb_array_elements(t.questions) with ordinality as q(value, ordinality)
    where q.value->>'id' = ${questionId} limit 1)]`;
  const { rows } = await sql<{ id: number }>`
    update attempts as t set questions = ${newVersionAt(sql`t.questions`, index, replacement)}
    where t.assessment_id = ${assessmentId} and t.started_at is not null and t.submitted_at is null and ${holdsQuestion(questionId)}
    returning t.id`.execute(trx);
  return rows.map((row) => row.id);
}

/** How many submitted attempts hold the question now (a submission since the fingerprint's read adds one). */
export async function submittedWithQuestion(trx: Kysely<Database>, assessmentId: number, questionId: string): Promise<number> {
  const row = await trx
    .selectFrom('attempts as t')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('t.assessment_id', '=', assessmentId)
    .where('t.submitted_at', 'is not', null)
    .where(holdsQuestion(questionId))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which version scored each of these attempts' question, and when it was corrected. */
export async function writeAttemptVersions(trx: Kysely<Database>, attemptIds: number[], questionId: string, version: number, at: string) {
  for (let first = 0; first < attemptIds.length; first += CHUNK)
    await sql`
      insert into attempt_question_versions (attempt_id, question_id, version, corrected_at)
      select id, ${questionId}, ${version}, ${at}::timestamptz from unnest(${attemptIds.slice(first, first + CHUNK)}::int[]) as id
      on conflict (attempt_id, question_id) do update set version = excluded.version, corrected_at = excluded.corrected_at`.execute(trx);
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MarkedAnswer {
  attemptId: number;
  questionId: string;
  /** attempts.graded_by: who last saved the attempt's grading. */
  gradedBy: number | null;
}

const keyOf = (attemptId: number, questionId: string) => `${attemptId}/${questionId}`;

/**
 * Who marked each answer before its appeal: every actor of the audit's mark
 * changes naming that question (gradeexam's 'grade.change', the standing
 * mark's actions), every double marker of it (answer_marks), and, where
 * neither names anybody (marks older than the
 * audit, or put straight into the database), the attempt's graded_by. The
 * re-mark must come from someone else (docs/decisions.md, "Appeals").
 */
export async function firstGradersOf(db: Kysely<Database>, answers: readonly MarkedAnswer[]): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>(answers.map((answer) => [keyOf(answer.attemptId, answer.questionId), []]));
  if (answers.length === 0) return result;
  const rows = await db
    .selectFrom('audit_log')
    .select(['subject_id', 'actor_user_id', sql<string>`details->>'questionId'`.as('question_id')])
    .where('subject_type', '=', 'attempt')
    .where(sql<boolean>`subject_id = any(${[...new Set(answers.map((answer) => String(answer.attemptId)))]}::text[])`)
    .where('actor_user_id', 'is not', null)
    .where('action', 'not like', 'appeal.%')
    .where(sql<boolean>`details ? 'questionId'`)
    .execute();
  for (const row of rows) {
    const list = result.get(`${row.subject_id}/${row.question_id}`);
    if (list && row.actor_user_id !== null && !list.includes(row.actor_user_id)) list.push(row.actor_user_id);
  }
  // Double marking (migration 0035): each marker of the answer, moderator included.
  const marks = await db
    .selectFrom('answer_marks')
    .select(['attempt_id', 'question_id', 'grader_user_id'])
    .where('attempt_id', 'in', [...new Set(answers.map((answer) => answer.attemptId))])
    .execute();
  for (const mark of marks) {
    const list = result.get(keyOf(mark.attempt_id, mark.question_id));
    if (list && !list.includes(mark.grader_user_id)) list.push(mark.grader_user_id);
  }
  for (const answer of answers) {
    const list = result.get(keyOf(answer.attemptId, answer.questionId))!;
    if (list.length === 0 && answer.gradedBy !== null) list.push(answer.gradedBy);
  }
  return result;
}

export function firstGradersFor(graders: Map<string, number[]>, attemptId: number, questionId: string): number[] {
  return graders.get(keyOf(attemptId, questionId)) ?? [];
}

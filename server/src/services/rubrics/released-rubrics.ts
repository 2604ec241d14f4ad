import type { Kysely } from 'kysely';
import type { Question, Rubric, RubricChoice } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';

export interface ReleasedRubric {
  rubric: Rubric;
  /** The level chosen per criterion; absent when the grader typed the mark. */
  rubricChoice?: RubricChoice[];
}

/**
 * A released result's rubrics: for each question of the attempt's snapshot
 * that carries a rubric, the rubric and the levels its grader chose. The
 * exam view leaves the rubric out while the applicant answers; once the
 * result is released the applicant sees how the mark was reached.
 */
export async function releasedRubrics(
  db: Kysely<Database>,
  attemptId: number,
  questions: readonly Question[],
): Promise<Map<string, ReleasedRubric>> {
  const withRubric = questions.filter(
    (question): question is Question & { rubric: Rubric } => 'rubric' in question && question.rubric !== undefined,
  );
  const found = new Map<string, ReleasedRubric>();
  if (withRubric.length === 0) return found;
  const rows = await db
    .selectFrom('answers')
    .select(['question_id', 'rubric'])
    .where('attempt_id', '=', attemptId)
    .where(
      'question_id',
      'in',
      withRubric.map((question) => question.id),
    )
    .execute();
  const choices = new Map(rows.map((row) => [row.question_id, jsonColumn<RubricChoice[] | null>(row.rubric, null)]));
  for (const question of withRubric) {
    const chosen = choices.get(question.id);
    found.set(question.id, chosen && chosen.length > 0 ? { rubric: question.rubric, rubricChoice: chosen } : { rubric: question.rubric });
  }
  return found;
}

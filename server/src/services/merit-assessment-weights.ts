import { sql, type Kysely } from 'kysely';
import type { MeritAssessmentWeight, ScoreColumn } from '@mizan/shared';
import type { Database } from '../db/schema';
import { isSeenAssessment, type AssessmentsSeen } from './assessment-records';

export const noAssessmentMessage = (id: number) => `There is no assessment #${id}.`;
export const noGradedAttemptsMessage = (name: string) => `"${name}" has no graded attempts yet, so it has no score to weight.`;
export const careerNotWeightableMessage = (name: string) =>
  `"${name}" is a career assessment: its Holland code has no percent, so it cannot be weighted.`;

export type NamedAssessmentWeight = MeritAssessmentWeight & { name: string };

/** The weighted assessments the reader may see, with their names, by assessment id. */
export async function readAssessmentWeights(db: Kysely<Database>, seen: AssessmentsSeen): Promise<NamedAssessmentWeight[]> {
  const rows = await db
    .selectFrom('merit_assessment_weights as w')
    .innerJoin('assessments as s', 's.id', 'w.assessment_id')
    .select(['w.assessment_id', 'w.weight', 's.name'])
    .where(isSeenAssessment(seen, sql.ref('w.assessment_id')))
    .orderBy('w.assessment_id')
    .execute();
  return rows.map((row) => ({ assessment_id: row.assessment_id, weight: Number(row.weight), name: row.name }));
}

/** Whether some weighted assessment is one the reader may not see. */
export async function weighsUnseenAssessment(db: Kysely<Database>, seen: AssessmentsSeen): Promise<boolean> {
  if ('every' in seen) return false;
  const unseen = await db
    .selectFrom('merit_assessment_weights as w')
    .select('w.assessment_id')
    .where(sql<boolean>`not ${isSeenAssessment(seen, sql.ref('w.assessment_id'))}`)
    .limit(1)
    .executeTakeFirst();
  return unseen !== undefined;
}

/**
 * Why the weights cannot be saved, or null: each assessment must exist, have
 * graded attempts (a score column) and not be a career assessment. A weight of
 * 0 removes an assessment, so it is not checked.
 */
export async function assessmentWeightsProblem(
  db: Kysely<Database>,
  weights: readonly MeritAssessmentWeight[],
  columns: readonly ScoreColumn[],
): Promise<string | null> {
  const byId = new Map(columns.map((column) => [column.id, column]));
  for (const entry of weights) {
    if (entry.weight === 0) continue;
    const column = byId.get(entry.assessment_id);
    if (column?.career) return careerNotWeightableMessage(column.name);
    if (column) continue;
    const assessment = await db.selectFrom('assessments').select('name').where('id', '=', entry.assessment_id).executeTakeFirst();
    return assessment ? noGradedAttemptsMessage(assessment.name) : noAssessmentMessage(entry.assessment_id);
  }
  return null;
}

/** Replaces the weighted assessments (within the caller's transaction). */
export async function replaceAssessmentWeights(db: Kysely<Database>, weights: readonly MeritAssessmentWeight[]): Promise<void> {
  await db.deleteFrom('merit_assessment_weights').execute();
  const rows = weights.filter((entry) => entry.weight > 0).map((entry) => ({ assessment_id: entry.assessment_id, weight: entry.weight }));
  if (rows.length > 0) await db.insertInto('merit_assessment_weights').values(rows).execute();
}

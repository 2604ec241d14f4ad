import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { ScoreColumn } from '@mizan/shared';
import type { Database } from '../db/schema';
import { isSeenAssessment, type AssessmentsSeen } from './assessment-records';

/**
 * Every applicant's score per assessment the reader may see, as one derived
 * table `sc` (applicant_id, scores json): the latest graded attempt per
 * applicant and assessment (highest trial, then latest graded_at, then id),
 * its percent to 2 decimals, or its Holland code when it has one. One pass
 * over the graded attempts, grouped, joined to the applicants once (not one
 * query per row). An assessment the reader may not see is not in it, so
 * sorting or filtering by it finds what an assessment that does not exist
 * would: no score.
 */
export function scoresTable(seen: AssessmentsSeen) {
  return sql<{ applicant_id: number; scores: unknown }>`(
  select latest.applicant_id,
    json_object_agg(latest.assessment_id::text,
      case when latest.career <> '' then to_json(latest.career) else to_json(round(latest.percent, 2)::float8) end) as scores
  from (
    select distinct on (applicant_id, assessment_id) applicant_id, assessment_id, percent, career
    from attempts
    where status = 'graded' and (percent is not null or career <> '') and ${isSeenAssessment(seen, sql.ref('attempts.assessment_id'))}
    order by applicant_id, assessment_id, trial desc, graded_at desc nulls last, id desc
  ) as latest
  group by latest.applicant_id
)`.as('sc');
}

const key = (assessmentId: number) => sql`${String(assessmentId)}::text`;

/** The sort key of one score column: percents as fixed-width text (000.00..100.00) so they sort as numbers; codes as they are. */
export function scoreSortExpression(assessmentId: number): Expression<unknown> {
  return sql`case when json_typeof(sc.scores -> ${key(assessmentId)}) = 'number'
    then to_char((sc.scores ->> ${key(assessmentId)})::numeric, 'FM000.00') else sc.scores ->> ${key(assessmentId)} end`;
}

/** Applicants with a score at the assessment, its percent within [min, max] when given. */
export function scoreFilter(assessmentId: number, min: number | undefined, max: number | undefined): Expression<SqlBool> {
  const value = sql`sc.scores -> ${key(assessmentId)}`;
  const percent = sql`case when json_typeof(${value}) = 'number' then (sc.scores ->> ${key(assessmentId)})::float8 end`;
  const conditions = [sql`${value} is not null`];
  if (min !== undefined) conditions.push(sql`${percent} >= ${min}`);
  if (max !== undefined) conditions.push(sql`${percent} <= ${max}`);
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

/** The score columns: every assessment the reader may see with a graded attempt, by id; career when its graded attempts carry Holland codes. */
export async function scoreColumns(db: Kysely<Database>, seen: AssessmentsSeen): Promise<ScoreColumn[]> {
  const rows = await db
    .selectFrom('assessments as s')
    .innerJoin('attempts as t', 't.assessment_id', 's.id')
    .select(['s.id', 's.name', sql<boolean>`bool_or(t.career <> '')`.as('career')])
    .where('t.status', '=', 'graded')
    .where(isSeenAssessment(seen, sql.ref('s.id')))
    .groupBy(['s.id', 's.name'])
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, career: row.career === true }));
}

/** One applicant's scores at the assessments the reader may see, and the columns they fall under (the applicant's page). */
export async function scoresOfApplicant(
  db: Kysely<Database>,
  applicantId: number,
  seen: AssessmentsSeen,
): Promise<{ scores: Record<string, number | string>; columns: ScoreColumn[] }> {
  const { rows } = await sql<{
    scores: unknown;
  }>`select sc.scores from ${scoresTable(seen)} where sc.applicant_id = ${applicantId}`.execute(db);
  const raw = rows[0]?.scores;
  const scores = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as Record<string, number | string>;
  const ids = Object.keys(scores).map(Number);
  if (ids.length === 0) return { scores, columns: [] };
  const assessments = await db.selectFrom('assessments').select(['id', 'name']).where('id', 'in', ids).orderBy('id').execute();
  return {
    scores,
    columns: assessments.map((row) => ({ id: row.id, name: row.name, career: typeof scores[String(row.id)] === 'string' })),
  };
}

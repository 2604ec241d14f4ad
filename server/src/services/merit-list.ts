import type { Kysely } from 'kysely';
import { MERIT_COMPONENTS, MERIT_WEIGHTS_ALL_ZERO, rankMerit } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { SCORES_TABLE } from './assessment-scores';
import { readAssessmentWeights } from './merit-assessment-weights';
import { noSchoolMessage, readWeights, seatsOf } from './merit-settings';

/** The school's applicants ranked (shared rankMerit), with the breakdown and the seat cut-off. */
export async function meritList(db: Kysely<Database>, schoolId: number) {
  const school = await db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).executeTakeFirst();
  if (!school) throw notFound(noSchoolMessage(schoolId));
  const [weights, seats, assessmentWeights] = await Promise.all([readWeights(db), seatsOf(db, school.id), readAssessmentWeights(db)]);
  const base = db
    .selectFrom('applicants as a')
    .select(['a.id', 'a.name', 'a.prep_mark', 'a.math', 'a.english', 'a.interview', 'a.cmatch'])
    .where('a.school_id', '=', school.id);
  // The scores come from the applicants table's one grouped pass, joined only when an assessment is weighted.
  const applicants =
    assessmentWeights.length === 0
      ? (await base.execute()).map((row) => ({ ...row, scores: null as unknown }))
      : await base
          .leftJoin(SCORES_TABLE, (join) => join.onRef('sc.applicant_id', '=', 'a.id'))
          .select('sc.scores')
          .execute();
  if (!MERIT_COMPONENTS.some((component) => weights[component] > 0) && assessmentWeights.length === 0)
    throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
  const rows = rankMerit(
    applicants.map((row) => ({
      id: row.id,
      name: row.name,
      prep_mark: Number(row.prep_mark),
      math: Number(row.math),
      english: Number(row.english),
      interview: row.interview === null ? null : Number(row.interview),
      cmatch: row.cmatch,
      assessment_scores: (typeof row.scores === 'string' ? JSON.parse(row.scores) : (row.scores ?? {})) as Record<string, number | string>,
    })),
    weights,
    seats,
    assessmentWeights,
  );
  return { school, seats, weights, assessment_weights: assessmentWeights, rows };
}

import type { Kysely } from 'kysely';
import { MERIT_COMPONENTS, MERIT_WEIGHTS_ALL_ZERO, rankMerit, type MeritInput } from '@mizan/shared';
import type { Database } from '../db/schema';
import { HttpError, badRequest, notFound } from '../errors';
import type { AssessmentsSeen } from './assessment-records';
import { scoresTable } from './assessment-scores';
import { readAssessmentWeights, weighsUnseenAssessment } from './merit-assessment-weights';
import { noSchoolMessage, readWeights, seatsOf } from './merit-settings';

export const MERIT_WEIGHS_UNSEEN =
  'This merit list weighs the score of an assessment you may not see, so it is not shown to you. An administrator can open it.';
export const MERIT_WEIGHS_UNSEEN_CODE = 'merit_list_weighs_unseen_assessment';

/**
 * The school's applicants ranked (shared rankMerit), with the breakdown and
 * the seat cut-off. A reader who may not see every weighted assessment is
 * refused the whole list: its totals and ranks would tell those percents.
 */
export async function meritList(db: Kysely<Database>, schoolId: number, seen: AssessmentsSeen) {
  const school = await db.selectFrom('schools').select(['id', 'name']).where('id', '=', schoolId).executeTakeFirst();
  if (!school) throw notFound(noSchoolMessage(schoolId));
  if (await weighsUnseenAssessment(db, seen)) throw new HttpError(403, MERIT_WEIGHS_UNSEEN, {}, MERIT_WEIGHS_UNSEEN_CODE);
  const [weights, seats, assessmentWeights] = await Promise.all([readWeights(db), seatsOf(db, school.id), readAssessmentWeights(db, seen)]);
  const base = db
    .selectFrom('applicants as a')
    .select(['a.id', 'a.name', 'a.prep_mark', 'a.math', 'a.english', 'a.interview', 'a.cmatch'])
    .where('a.school_id', '=', school.id);
  // The scores come from the applicants table's one grouped pass, joined only when an assessment is weighted.
  const applicants =
    assessmentWeights.length === 0
      ? (await base.execute()).map((row) => ({ ...row, scores: null as unknown }))
      : await base
          .leftJoin(scoresTable(seen), (join) => join.onRef('sc.applicant_id', '=', 'a.id'))
          .select('sc.scores')
          .execute();
  if (!MERIT_COMPONENTS.some((component) => weights[component] > 0) && assessmentWeights.length === 0)
    throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
  const rows = rankMerit(applicants.map(meritInputOf), weights, seats, assessmentWeights);
  return { school, seats, weights, assessment_weights: assessmentWeights, rows };
}

/** An applicant's row, with its score columns (a JSON text on PGlite, an object on PostgreSQL), as the ranking's input. */
export function meritInputOf(row: {
  id: number;
  name: string;
  prep_mark: string | number;
  math: string | number;
  english: string | number;
  interview: string | number | null;
  cmatch: string;
  scores: unknown;
}): MeritInput {
  return {
    id: row.id,
    name: row.name,
    prep_mark: Number(row.prep_mark),
    math: Number(row.math),
    english: Number(row.english),
    interview: row.interview === null ? null : Number(row.interview),
    cmatch: row.cmatch,
    assessment_scores: (typeof row.scores === 'string' ? JSON.parse(row.scores) : (row.scores ?? {})) as Record<string, number | string>,
  };
}

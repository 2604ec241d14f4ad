import type { Kysely } from 'kysely';
import { MERIT_COMPONENTS, MERIT_WEIGHTS_ALL_ZERO, rankMerit, type MeritAssessmentWeight, type MeritWeights } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { EVERY_ASSESSMENT, assessmentsSeenBy } from '../assessment-records';
import { scoresTable } from '../assessment-scores';
import type { Caller } from '../authenticate';
import { readAssessmentWeights, weighsUnseenAssessment } from '../merit-assessment-weights';
import { MERIT_WEIGHS_UNSEEN, MERIT_WEIGHS_UNSEEN_CODE, meritInputOf } from '../merit-list';
import { readWeights } from '../merit-settings';

export interface RankedApplicant {
  applicant_id: number;
  name: string;
  school_id: number;
  rank: number;
  total: number;
}

export interface MeritWeighting {
  weights: MeritWeights;
  assessmentWeights: readonly MeritAssessmentWeight[];
}

/** The merit weights as saved (the fixed ones and the weighted assessments). */
export async function savedWeighting(db: Kysely<Database>): Promise<MeritWeighting> {
  const [weights, assessmentWeights] = await Promise.all([readWeights(db), readAssessmentWeights(db, EVERY_ASSESSMENT)]);
  return { weights, assessmentWeights: assessmentWeights.map(({ assessment_id, weight }) => ({ assessment_id, weight })) };
}

/**
 * Each school's applicants ranked as its merit list ranks them (shared
 * rankMerit, global weights), in one read: the round reads these lists. The
 * decision calls refuse a reader who may not see a weighted assessment, as
 * the merit list does, so ranking with every score here tells them nothing.
 */
export async function rankSchools(
  db: Kysely<Database>,
  schoolIds: readonly number[],
  weighting: MeritWeighting,
): Promise<Map<number, RankedApplicant>> {
  const ranked = new Map<number, RankedApplicant>();
  if (schoolIds.length === 0) return ranked;
  const { weights, assessmentWeights } = weighting;
  if (!MERIT_COMPONENTS.some((component) => weights[component] > 0) && !assessmentWeights.some((entry) => entry.weight > 0))
    throw badRequest(MERIT_WEIGHTS_ALL_ZERO);
  const rows = await db
    .selectFrom('applicants as a')
    .leftJoin(scoresTable(EVERY_ASSESSMENT), (join) => join.onRef('sc.applicant_id', '=', 'a.id'))
    .select(['a.id', 'a.name', 'a.school_id', 'a.prep_mark', 'a.math', 'a.english', 'a.interview', 'a.cmatch', 'sc.scores'])
    .where('a.school_id', 'in', [...schoolIds])
    .execute();
  for (const schoolId of schoolIds) {
    const inputs = rows.filter((row) => row.school_id === schoolId).map(meritInputOf);
    for (const row of rankMerit(inputs, weights, 0, assessmentWeights))
      ranked.set(row.id, { applicant_id: row.id, name: row.name, school_id: schoolId, rank: row.rank, total: row.total });
  }
  return ranked;
}

/** Refuses, as the merit list does, a reader who may not see some weighted assessment: ranks would tell its percents. */
export async function refuseUnseenWeights(db: Kysely<Database>, caller: Caller): Promise<void> {
  if (await weighsUnseenAssessment(db, assessmentsSeenBy(caller)))
    throw new HttpError(403, MERIT_WEIGHS_UNSEEN, {}, MERIT_WEIGHS_UNSEEN_CODE);
}

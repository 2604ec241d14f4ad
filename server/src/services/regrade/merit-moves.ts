import type { Kysely } from 'kysely';
import { MERIT_COMPONENTS, rankMerit, type RegradeMeritMove } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { EVERY_ASSESSMENT, assessmentsSeenBy } from '../assessment-records';
import { scoresTable } from '../assessment-scores';
import type { Caller } from '../authenticate';
import { savedWeighting } from '../admission/round-ranks';
import { weighsUnseenAssessment } from '../merit-assessment-weights';
import { meritInputOf } from '../merit-list';
import type { RegradedAttempt } from './regrade-attempts';

/**
 * Who moves on the merit list: each school of an applicant whose score
 * changes is ranked as its merit list ranks it (shared rankMerit, the saved
 * weights), today and with the regraded percents in place of the applicant's
 * score of this assessment where the regraded attempt is the one the list
 * reads (the latest graded attempt, as assessment-scores.ts picks it).
 * Nothing moves when the assessment is not weighted; a caller who may not see
 * some weighted assessment is told no moves (the ranks would tell its percents,
 * as the merit list refuses them).
 */
export async function meritMoves(
  db: Kysely<Database>,
  caller: Caller,
  assessmentId: number,
  changed: readonly RegradedAttempt[],
): Promise<RegradeMeritMove[]> {
  const graded = changed.filter((attempt) => attempt.graded && attempt.schoolId !== null);
  if (graded.length === 0) return [];
  const { weights, assessmentWeights } = await savedWeighting(db);
  if (!assessmentWeights.some((entry) => entry.assessment_id === assessmentId && entry.weight > 0)) return [];
  if (!MERIT_COMPONENTS.some((component) => weights[component] > 0) && !assessmentWeights.some((entry) => entry.weight > 0)) return [];
  if (await weighsUnseenAssessment(db, assessmentsSeenBy(caller))) return [];

  const latest = await db
    .selectFrom('attempts')
    .select(['applicant_id', 'id'])
    .distinctOn('applicant_id')
    .where('assessment_id', '=', assessmentId)
    .where('status', '=', 'graded')
    .where('applicant_id', 'in', [...new Set(graded.map((attempt) => attempt.applicantId))])
    .orderBy('applicant_id')
    .orderBy('trial', 'desc')
    .orderBy('graded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const latestIds = new Set(latest.map((row) => row.id));
  const newPercent = new Map(
    graded.filter((attempt) => latestIds.has(attempt.attemptId)).map((attempt) => [attempt.applicantId, attempt.percent.to]),
  );
  if (newPercent.size === 0) return [];

  const schoolIds = [...new Set(graded.map((attempt) => attempt.schoolId as number))];
  const [rows, schools] = await Promise.all([
    db
      .selectFrom('applicants as a')
      .leftJoin(scoresTable(EVERY_ASSESSMENT), (join) => join.onRef('sc.applicant_id', '=', 'a.id'))
      .select(['a.id', 'a.name', 'a.school_id', 'a.prep_mark', 'a.math', 'a.english', 'a.interview', 'a.cmatch', 'sc.scores'])
      .where('a.school_id', 'in', schoolIds)
      .execute(),
    db.selectFrom('schools').select(['id', 'name']).where('id', 'in', schoolIds).execute(),
  ]);
  const schoolName = new Map(schools.map((school) => [school.id, school.name]));
  const moves: RegradeMeritMove[] = [];
  for (const schoolId of schoolIds) {
    const today = rows.filter((row) => row.school_id === schoolId).map(meritInputOf);
    const after = today.map((input) =>
      newPercent.has(input.id)
        ? { ...input, assessment_scores: { ...input.assessment_scores, [String(assessmentId)]: newPercent.get(input.id)! } }
        : input,
    );
    const rankToday = new Map(rankMerit(today, weights, 0, assessmentWeights).map((row) => [row.id, row.rank]));
    for (const row of rankMerit(after, weights, 0, assessmentWeights)) {
      const from = rankToday.get(row.id);
      if (from !== undefined && from !== row.rank)
        moves.push({ applicantId: row.id, studentname: row.name, school: schoolName.get(schoolId) ?? '', rank: { from, to: row.rank } });
    }
  }
  return moves.sort((a, b) => a.school.localeCompare(b.school) || a.rank.to - b.rank.to);
}

import type { Kysely } from 'kysely';
import type { AnswerOf } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import { rankSchools, savedWeighting } from './round-ranks';
import { describeRound, findRound, roundSchoolIds } from './round-records';

type RoundView = AnswerOf<'getRound'>['data'];

/**
 * `admin/getround.php`: the round, its applicants in merit order per school
 * (rank and total today, decision state, waitlist position, offer deadline),
 * and every decision change, oldest first.
 */
export async function roundView(db: Kysely<Database>, roundId: number): Promise<RoundView> {
  const row = await findRound(db, roundId);
  const [round, ranked, decisions, changes] = await Promise.all([
    describeRound(db, roundId),
    roundSchoolIds(db, row).then(async (schoolIds) => rankSchools(db, schoolIds, await savedWeighting(db))),
    db
      .selectFrom('admission_decisions as d')
      .innerJoin('applicants as a', 'a.id', 'd.applicant_id')
      .select(['d.applicant_id', 'a.name', 'd.school_id', 'd.state', 'd.waitlist_position', 'd.offer_deadline'])
      .where('d.round_id', '=', roundId)
      .execute(),
    db
      .selectFrom('admission_decision_changes as c')
      .innerJoin('applicants as a', 'a.id', 'c.applicant_id')
      .leftJoin('users as u', 'u.id', 'c.actor_user_id')
      .select([
        'c.id',
        'c.applicant_id',
        'a.name',
        'c.from_state',
        'c.to_state',
        'c.from_position',
        'c.to_position',
        'c.actor',
        'u.displayname as actor_name',
        'c.reason',
        'c.at',
      ])
      .where('c.round_id', '=', roundId)
      .orderBy('c.id')
      .execute(),
  ]);
  const decided = new Map(decisions.map((decision) => [decision.applicant_id, decision]));
  const rows: RoundView['rows'] = [...ranked.values()].map((entry) => {
    const decision = decided.get(entry.applicant_id);
    return {
      applicant_id: entry.applicant_id,
      name: entry.name,
      school_id: decision?.school_id ?? entry.school_id,
      rank: entry.rank,
      total: entry.total,
      state: decision?.state ?? 'pending',
      waitlist_position: decision?.waitlist_position ?? null,
      offer_deadline: decision?.offer_deadline ? iso(decision.offer_deadline) : null,
    };
  });
  for (const decision of decisions) {
    if (ranked.has(decision.applicant_id)) continue;
    rows.push({
      ...decision,
      rank: null,
      total: null,
      offer_deadline: decision.offer_deadline ? iso(decision.offer_deadline) : null,
    });
  }
  rows.sort((a, b) => a.school_id - b.school_id || (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.applicant_id - b.applicant_id);
  return {
    round,
    rows,
    changes: changes.map((change) => ({ ...change, actor_name: change.actor_name ?? null, at: iso(change.at) })),
  };
}

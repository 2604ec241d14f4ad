import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PlanApplicant, PlanSeatGroup } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import { rankSchools, savedWeighting, type MeritWeighting, type RankedApplicant } from './round-ranks';
import { roundSchoolIds, roundSeats, type RoundRow } from './round-records';

/** A rank for an applicant with a decision who is no longer in the round's schools: after everyone else. */
const UNRANKED = Number.MAX_SAFE_INTEGER;

export interface RoundSnapshot {
  groups: PlanSeatGroup[];
  applicants: PlanApplicant[];
  /** Today's merit order of the round's applicants, by applicant id. */
  ranked: Map<number, RankedApplicant>;
  /** Names of applicants with a decision who left the round's schools. */
  names: Map<number, string>;
  /** Of the round's settings, seats, decisions and ranks: a what-if made from another fingerprint is stale. */
  fingerprint: string;
}

/**
 * The round as a batch plans from it: seat groups, and every applicant of
 * its schools with their rank (under `weighting`, or the saved weights), state
 * and waitlist position ('pending' without a decision row). Read under the
 * round's lock when a change follows.
 */
export async function readRoundSnapshot(db: Kysely<Database>, round: RoundRow, weighting?: MeritWeighting): Promise<RoundSnapshot> {
  const schoolIds = await roundSchoolIds(db, round);
  const [seats, ranked, decisions] = await Promise.all([
    roundSeats(db, round),
    rankSchools(db, schoolIds, weighting ?? (await savedWeighting(db))),
    db
      .selectFrom('admission_decisions as d')
      .innerJoin('applicants as a', 'a.id', 'd.applicant_id')
      .select(['d.applicant_id', 'd.school_id', 'd.state', 'd.waitlist_position', 'd.offer_deadline', 'a.name'])
      .where('d.round_id', '=', round.id)
      .execute(),
  ]);
  const decided = new Map(decisions.map((row) => [row.applicant_id, row]));
  const applicants: PlanApplicant[] = [...ranked.values()].map((entry) => {
    const row = decided.get(entry.applicant_id);
    return {
      applicant_id: entry.applicant_id,
      school_id: row?.school_id ?? entry.school_id,
      rank: entry.rank,
      state: row?.state ?? 'pending',
      waitlist_position: row?.waitlist_position ?? null,
    };
  });
  const names = new Map<number, string>();
  for (const row of decisions) {
    if (ranked.has(row.applicant_id)) continue;
    names.set(row.applicant_id, row.name);
    applicants.push({
      applicant_id: row.applicant_id,
      school_id: row.school_id,
      rank: UNRANKED,
      state: row.state,
      waitlist_position: row.waitlist_position,
    });
  }
  applicants.sort((a, b) => a.applicant_id - b.applicant_id);
  const groups = [...seats].map(([school_id, groupSeats]) => ({ school_id, seats: groupSeats }));
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        round: [round.offer_deadline && iso(round.offer_deadline), round.offer_window_hours, round.auto_promote],
        groups,
        applicants: applicants.map((entry) => [
          entry.applicant_id,
          entry.school_id,
          entry.rank,
          entry.state,
          entry.waitlist_position,
          decided.get(entry.applicant_id)?.offer_deadline?.valueOf() ?? null,
        ]),
      }),
    )
    .digest('base64url');
  return { groups, applicants, ranked, names, fingerprint };
}

/** One seat group's decisions as a promotion plans from them (no ranks needed: the waitlist is in position order). */
export async function readGroupDecisions(
  db: Kysely<Database>,
  round: RoundRow,
  schoolId: number,
): Promise<{ group: PlanSeatGroup; applicants: PlanApplicant[] }> {
  const [seats, rows] = await Promise.all([
    roundSeats(db, round),
    db
      .selectFrom('admission_decisions')
      .select(['applicant_id', 'school_id', 'state', 'waitlist_position'])
      .where('round_id', '=', round.id)
      .where('school_id', '=', schoolId)
      .execute(),
  ]);
  return {
    group: { school_id: schoolId, seats: seats.get(schoolId) ?? 0 },
    applicants: rows.map((row) => ({ ...row, rank: row.waitlist_position ?? UNRANKED })),
  };
}

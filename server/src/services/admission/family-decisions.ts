import type { Kysely } from 'kysely';
import type { DecisionState } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';

/** One round's current decision for an applicant, as the family's status page shows it. */
export interface FamilyDecision {
  round_id: number;
  round_name: string;
  /** The round's school, null for a whole-group round. */
  school_id: number | null;
  school_name: string | null;
  state: DecisionState;
  waitlist_position: number | null;
  /** ISO; set while an offer waits for an answer. */
  offer_deadline: string | null;
}

/**
 * Every round the applicant is in (a round of their school, a whole-group
 * round, or one they have a decision in after moving school), oldest first,
 * with their state there ('pending' before any decision).
 */
export async function familyDecisions(db: Kysely<Database>, applicantId: number): Promise<FamilyDecision[]> {
  const applicant = await db.selectFrom('applicants').select('school_id').where('id', '=', applicantId).executeTakeFirst();
  if (!applicant) return [];
  const rows = await db
    .selectFrom('admission_rounds as r')
    .leftJoin('schools as s', 's.id', 'r.school_id')
    .leftJoin('admission_decisions as d', (join) => join.onRef('d.round_id', '=', 'r.id').on('d.applicant_id', '=', applicantId))
    .select(['r.id', 'r.name', 'r.school_id', 's.name as school_name', 'd.state', 'd.waitlist_position', 'd.offer_deadline'])
    .where((where) =>
      where.or([
        where('d.applicant_id', 'is not', null),
        ...(applicant.school_id === null ? [] : [where('r.school_id', 'is', null), where('r.school_id', '=', applicant.school_id)]),
      ]),
    )
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    round_id: row.id,
    round_name: row.name,
    school_id: row.school_id,
    school_name: row.school_name ?? null,
    state: row.state ?? 'pending',
    waitlist_position: row.waitlist_position ?? null,
    offer_deadline: row.state === 'offered' && row.offer_deadline ? iso(row.offer_deadline) : null,
  }));
}

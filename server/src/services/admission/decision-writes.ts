import { sql, type Kysely } from 'kysely';
import type { DecisionActor, PlannedChange } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { announceDecisionChanges } from './decision-messages';
import type { RoundRow } from './round-records';

export interface ChangeAuthor {
  actor: DecisionActor;
  /** The staff member (actor 'staff'). */
  userId: number | null;
  reason: string;
}

/**
 * Writes planned changes within the caller's transaction (which holds the
 * round's lock): each applicant's decision row, one audit row per change
 * (who, when, from, to, why), and the family's message in the outbox, so all
 * three commit or roll back together.
 */
export async function writeDecisionChanges(
  db: Kysely<Database>,
  round: RoundRow,
  changes: readonly PlannedChange[],
  author: ChangeAuthor,
): Promise<void> {
  if (changes.length === 0) return;
  const CHUNK = 500;
  for (let start = 0; start < changes.length; start += CHUNK) {
    const chunk = changes.slice(start, start + CHUNK);
    await db
      .insertInto('admission_decisions')
      .values(
        chunk.map((change) => ({
          round_id: round.id,
          applicant_id: change.applicant_id,
          school_id: change.school_id,
          state: change.to.state,
          waitlist_position: change.to.waitlist_position,
          offer_deadline: change.to.state === 'offered' ? change.offer_deadline : null,
          reminded_at: null,
        })),
      )
      .onConflict((conflict) =>
        conflict.columns(['round_id', 'applicant_id']).doUpdateSet((excluded) => ({
          school_id: excluded.ref('excluded.school_id'),
          state: excluded.ref('excluded.state'),
          waitlist_position: excluded.ref('excluded.waitlist_position'),
          // A move on the waitlist keeps nothing of an offer; a new offer starts its own reminder.
          offer_deadline: excluded.ref('excluded.offer_deadline'),
          reminded_at: sql`case when admission_decisions.state = 'offered' and excluded.state = 'offered' then admission_decisions.reminded_at end`,
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    await db
      .insertInto('admission_decision_changes')
      .values(
        chunk.map((change) => ({
          round_id: round.id,
          applicant_id: change.applicant_id,
          from_state: change.from.state,
          to_state: change.to.state,
          from_position: change.from.waitlist_position,
          to_position: change.to.waitlist_position,
          actor: author.actor,
          actor_user_id: author.userId,
          reason: author.reason,
        })),
      )
      .execute();
  }
  await announceDecisionChanges(db, round, changes, author.actor);
}

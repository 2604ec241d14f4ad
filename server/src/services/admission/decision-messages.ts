import type { Kysely } from 'kysely';
import type { DecisionActor, MessageEvent, PlannedChange } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { enqueueMessages } from '../messages/enqueue-message';
import type { RoundRow } from './round-records';

/** A deadline as families read it in a message: the date and time in UTC. */
export function deadlineText(deadline: string | Date): string {
  return `${new Date(deadline).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The message a change sends, or null: an offer (a promotion from the
 * waitlist says so), a place on the waitlist, an expired offer, and any other
 * change staff make. A family's own answer and a move up the waitlist send
 * nothing (the status page shows the position).
 */
export function eventOfChange(change: PlannedChange, actor: DecisionActor): MessageEvent | null {
  const { from, to } = change;
  if (to.state === 'offered') return from.state === 'waitlisted' ? 'promoted' : 'offer_made';
  if (to.state === 'waitlisted') return from.state === 'waitlisted' ? null : 'waitlisted';
  if (to.state === 'expired') return 'offer_expired';
  return actor === 'staff' ? 'decision_changed' : null;
}

/** Queues the changes' messages in the caller's transaction (messages/enqueue-message.ts), so they commit with the changes; one batch however many changes. */
export async function announceDecisionChanges(
  db: Kysely<Database>,
  round: RoundRow,
  changes: readonly PlannedChange[],
  actor: DecisionActor,
): Promise<void> {
  const messages = changes.flatMap((change) => {
    const event = eventOfChange(change, actor);
    if (!event) return [];
    return [
      {
        event,
        applicantId: change.applicant_id,
        roundId: round.id,
        values: {
          ...(change.offer_deadline ? { deadline: deadlineText(change.offer_deadline) } : {}),
          ...(change.to.waitlist_position !== null ? { position: String(change.to.waitlist_position) } : {}),
        },
      },
    ];
  });
  await enqueueMessages(db, messages);
}

import type { Kysely } from 'kysely';
import { holdsSeat, offerDeadline, planDecisions, type PlannedChange } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { writeDecisionChanges } from './decision-writes';
import { readGroupDecisions } from './round-snapshot';
import type { RoundRow } from './round-records';

export const PROMOTED_REASON = 'A seat came free: next on the waitlist.';
export const MOVED_UP_REASON = 'Someone ahead left the waitlist.';

/** The deadline of an offer made now in this round (shared offerDeadline: the round's, or now plus its window when that is later). */
export function promotionDeadline(round: RoundRow, clock: Clock): string {
  return offerDeadline(clock.now(), new Date(round.offer_deadline), round.offer_window_hours).toISOString();
}

/**
 * What follows a change in one seat group, in the same transaction (under the
 * round's lock): when a seat came free and the round promotes by itself, the
 * next waitlisted applicants are offered the free seats; when someone left
 * the waitlist, the others move up. Written as the system's changes.
 */
export async function settleSeatGroup(
  db: Kysely<Database>,
  clock: Clock,
  round: RoundRow,
  schoolId: number,
  changed: Pick<PlannedChange, 'from' | 'to'>,
): Promise<PlannedChange[]> {
  const freed = holdsSeat(changed.from.state) && !holdsSeat(changed.to.state);
  const leftWaitlist = changed.from.state === 'waitlisted' && changed.to.state !== 'waitlisted';
  const promote = freed && round.auto_promote;
  if (!promote && !leftWaitlist) return [];
  const { group, applicants } = await readGroupDecisions(db, round, schoolId);
  const deadline = promotionDeadline(round, clock);
  const plan = planDecisions(
    { groups: [group], applicants, offerDeadline: deadline, promotionDeadline: deadline },
    { action: promote ? 'promote' : 'renumber' },
  );
  const offers = plan.changes.filter((change) => change.to.state === 'offered');
  const moves = plan.changes.filter((change) => change.to.state !== 'offered');
  await writeDecisionChanges(db, round, offers, { actor: 'system', userId: null, reason: PROMOTED_REASON });
  await writeDecisionChanges(db, round, moves, { actor: 'system', userId: null, reason: MOVED_UP_REASON });
  return plan.changes;
}

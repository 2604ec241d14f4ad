import { holdsSeat, type DecisionState } from './admission';

/**
 * The one planning function behind every batch of decisions: the what-if
 * shows what it answers, and the commit applies that same answer, so what
 * staff saw is what happens. Pure: it takes the round as it is (seat groups,
 * every applicant's rank, state and waitlist position) and answers the
 * changes, one per applicant whose state or position moves.
 *
 * A seat group is one school of the round. Seats held are those of offered,
 * accepted and enrolled applicants; a batch never gives more offers than the
 * group has free seats, and never takes an offer back.
 */
export interface PlanSeatGroup {
  school_id: number;
  seats: number;
}

export interface PlanApplicant {
  applicant_id: number;
  school_id: number;
  /** The applicant's place in their school's merit list (1 best). */
  rank: number;
  state: DecisionState;
  waitlist_position: number | null;
}

export interface DecisionPlace {
  state: DecisionState;
  waitlist_position: number | null;
}

export interface PlannedChange {
  applicant_id: number;
  school_id: number;
  from: DecisionPlace;
  to: DecisionPlace;
  /** The new offer's deadline (ISO), when the change makes an offer. */
  offer_deadline: string | null;
}

export type PlanAction =
  /** Free seats to the waitlist first, then to the best pending applicants (or only the ticked ones); the next `waitlist` waitlisted, the rest not admitted. */
  | { action: 'offers'; waitlist: number; applicant_ids?: readonly number[] }
  /** New seats per school; free seats then go to the waitlist. */
  | { action: 'seats'; seats: readonly PlanSeatGroup[] }
  /** The applicants carry their ranks under the new weights: the waitlist is put in that order. */
  | { action: 'weights' }
  /** Free seats go to the first waitlisted applicants; the others move up. */
  | { action: 'promote' }
  /** Only the waitlist numbered 1.. again in its order (someone left it and no seat is given). */
  | { action: 'renumber' };

export interface PlanInput {
  groups: readonly PlanSeatGroup[];
  applicants: readonly PlanApplicant[];
  /** The deadline of offers made by an 'offers' batch (the round's). */
  offerDeadline: string;
  /** The deadline of an offer made from the waitlist (shared offerDeadline). */
  promotionDeadline: string;
}

export interface Plan {
  seats: PlanSeatGroup[];
  changes: PlannedChange[];
}

interface Working extends PlanApplicant {
  offer_deadline: string | null;
}

const byRank = (a: Working, b: Working) => a.rank - b.rank || a.applicant_id - b.applicant_id;
const byPosition = (a: Working, b: Working) => (a.waitlist_position ?? 0) - (b.waitlist_position ?? 0) || byRank(a, b);

/** Offers the free seats of one group to its first waitlisted applicants and numbers the rest 1.. in order. */
function promote(group: PlanSeatGroup, members: Working[], deadline: string): void {
  const held = members.filter((member) => holdsSeat(member.state)).length;
  const waiting = members.filter((member) => member.state === 'waitlisted').sort(byPosition);
  const free = Math.max(0, group.seats - held);
  waiting.slice(0, free).forEach((member) => {
    member.state = 'offered';
    member.waitlist_position = null;
    member.offer_deadline = deadline;
  });
  renumber(waiting.slice(free));
}

function renumber(ordered: Working[]): void {
  ordered.forEach((member, index) => {
    member.waitlist_position = index + 1;
  });
}

export function planDecisions(input: PlanInput, action: PlanAction): Plan {
  const seats = new Map(input.groups.map((group) => [group.school_id, group.seats]));
  if (action.action === 'seats') for (const group of action.seats) if (seats.has(group.school_id)) seats.set(group.school_id, group.seats);
  const working: Working[] = input.applicants.map((applicant) => ({ ...applicant, offer_deadline: null }));
  const ticked = action.action === 'offers' && action.applicant_ids ? new Set(action.applicant_ids) : null;

  for (const [school_id, groupSeats] of seats) {
    const group = { school_id, seats: groupSeats };
    const members = working.filter((member) => member.school_id === school_id);
    if (action.action === 'weights' || action.action === 'renumber') {
      renumber(members.filter((member) => member.state === 'waitlisted').sort(action.action === 'weights' ? byRank : byPosition));
      continue;
    }
    promote(group, members, input.promotionDeadline);
    if (action.action !== 'offers') continue;
    const held = members.filter((member) => holdsSeat(member.state)).length;
    const candidates = members.filter((member) => member.state === 'pending' && (!ticked || ticked.has(member.applicant_id))).sort(byRank);
    const free = Math.max(0, group.seats - held);
    let lastPosition = Math.max(0, ...members.map((member) => member.waitlist_position ?? 0));
    candidates.forEach((member, index) => {
      if (index < free) {
        member.state = 'offered';
        member.offer_deadline = input.offerDeadline;
      } else if (index < free + action.waitlist) {
        member.state = 'waitlisted';
        lastPosition += 1;
        member.waitlist_position = lastPosition;
      } else member.state = 'not_admitted';
    });
  }

  const changes: PlannedChange[] = [];
  input.applicants.forEach((before, index) => {
    const after = working[index];
    if (before.state === after.state && before.waitlist_position === after.waitlist_position) return;
    changes.push({
      applicant_id: before.applicant_id,
      school_id: before.school_id,
      from: { state: before.state, waitlist_position: before.waitlist_position },
      to: { state: after.state, waitlist_position: after.waitlist_position },
      offer_deadline: after.offer_deadline,
    });
  });
  return { seats: [...seats].map(([school_id, groupSeats]) => ({ school_id, seats: groupSeats })), changes };
}

import { isDrawSlot, type AssessmentItem, type DrawSlot, type Question } from '@mizan/shared';
import { randomIntegers } from './exam-shuffle';

/**
 * Filling an assessment's draw slots from the bank (pure: no database).
 * Every seat of every slot gets a different bank question, never one that
 * is also a fixed question of the assessment. Slots may overlap (two slots
 * both matching a question), so seats are filled as a bipartite matching
 * (augmenting paths): when a slot's only candidates were taken by an earlier
 * slot that had others, that slot moves over. So a list that can be filled
 * is always filled, whatever order the candidates come in.
 */

/** A candidate order for one slot: the first unused candidate is what the slot takes. */
export type CandidateOrder = (candidates: readonly string[], slot: DrawSlot) => Iterable<string>;

export interface SlotFill {
  slot: DrawSlot;
  /** Question ids taken for this slot, at most slot.count. */
  drawn: string[];
}

/**
 * Each slot's questions. `candidatesOf` answers a slot's matching bank
 * question ids (fixed questions of the assessment are left out here).
 */
export function fillSlots(
  items: readonly AssessmentItem[],
  candidatesOf: (slot: DrawSlot) => readonly string[],
  order: CandidateOrder,
): SlotFill[] {
  const fixed = new Set(items.filter((item) => !isDrawSlot(item)).map((item) => item.id));
  const slots = items.filter(isDrawSlot);
  const seats: number[] = [];
  const orders: string[][] = [];
  const cursors: Iterator<string>[] = [];
  slots.forEach((slot, index) => {
    for (let seat = 0; seat < slot.count; seat += 1) seats.push(index);
    orders.push([]);
    cursors.push(
      order(
        candidatesOf(slot).filter((id) => !fixed.has(id)),
        slot,
      )[Symbol.iterator](),
    );
  });
  /** The slot's candidates in its order, drawn from the iterator only as far as needed. */
  const candidateAt = (slot: number, position: number): string | undefined => {
    const known = orders[slot];
    while (known.length <= position) {
      const next = cursors[slot].next();
      if (next.done) return undefined;
      known.push(next.value);
    }
    return known[position];
  };
  const holder = new Map<string, number>();
  const assign = (seat: number, visited: Set<string>): boolean => {
    const slot = seats[seat];
    for (let position = 0; ; position += 1) {
      const candidate = candidateAt(slot, position);
      if (candidate === undefined) return false;
      if (visited.has(candidate)) continue;
      visited.add(candidate);
      const other = holder.get(candidate);
      if (other === undefined || assign(other, visited)) {
        holder.set(candidate, seat);
        return true;
      }
    }
  };
  seats.forEach((_, seat) => assign(seat, new Set()));
  const drawn = slots.map((): string[] => []);
  const bySeat = [...holder.entries()].sort((a, b) => a[1] - b[1]);
  for (const [candidate, seat] of bySeat) drawn[seats[seat]].push(candidate);
  return slots.map((slot, index) => ({ slot, drawn: drawn[index] }));
}

/** Candidates in a stable order (for the publish check and the builder's counts). */
export const sortedOrder: CandidateOrder = (candidates) => [...candidates].sort();

/**
 * Candidates in an order no applicant can foresee: a Fisher–Yates shuffle
 * driven by HMAC-SHA256 with the server's shuffle secret over the attempt's
 * seed and the slot (exam-shuffle.ts), made lazily, so a slot of 2 from a
 * bank of 400 costs a few random numbers, not 400. Candidates are sorted
 * first, so the order depends on the bank's content, not on how it was read.
 */
export function secretOrder(secret: string, attemptSeed: string): CandidateOrder {
  return function* (candidates, slot) {
    const pool = [...candidates].sort();
    const random = randomIntegers(secret, `${attemptSeed}\ndraw\n${slot.id}`);
    for (let index = 0; index < pool.length; index += 1) {
      const other = index + random(pool.length - index);
      [pool[index], pool[other]] = [pool[other], pool[index]];
      yield pool[index];
    }
  };
}

/** The slots that cannot be filled, with how many questions each would get. */
export function shortSlots(fills: readonly SlotFill[]): SlotFill[] {
  return fills.filter((fill) => fill.drawn.length < fill.slot.count);
}

/** The attempt's questions: every slot replaced, in place, by the questions drawn for it. */
export function withDrawnQuestions(
  items: readonly AssessmentItem[],
  fills: readonly SlotFill[],
  questionOf: (id: string) => Question,
): Question[] {
  const bySlot = new Map(fills.map((fill) => [fill.slot.id, fill.drawn]));
  return items.flatMap((item) => (isDrawSlot(item) ? (bySlot.get(item.id) ?? []).map(questionOf) : [item]));
}

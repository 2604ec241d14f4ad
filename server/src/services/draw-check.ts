import type { Kysely } from 'kysely';
import { drawShortMessage, isDrawSlot, type AssessmentItem, type DrawMatch, type DrawSlot } from '@mizan/shared';
import type { Database } from '../db/schema';
import { candidateIds } from './draw-candidates';
import { fillSlots, sortedOrder } from './draw-slots';
import type { BankReader } from './question-bank/bank-access';

type Db = Kysely<Database>;

/**
 * What the bank holds for each draw slot now: matching questions (fixed
 * questions of the assessment left out), how many of the slot's seats a
 * draw of every slot at once fills (distinct across slots, draw-slots.ts),
 * and how many different questions the slot draws from once the other slots
 * have theirs, among the bank questions `reader` may read.
 */
export async function drawMatches(
  db: Db,
  slots: readonly DrawSlot[],
  fixedIds: readonly string[],
  reader: BankReader,
): Promise<DrawMatch[]> {
  const fixed = new Set(fixedIds);
  const pools = new Map<string, string[]>();
  for (const slot of slots)
    pools.set(
      slot.id,
      (await candidateIds(db, slot.filters, reader)).filter((id) => !fixed.has(id)),
    );
  const poolOf = (slot: DrawSlot) => pools.get(slot.id) ?? [];
  const fixedItems = fixedIds.map((id) => ({ id }) as AssessmentItem);
  const fills = fillSlots([...fixedItems, ...slots], poolOf, sortedOrder);
  return fills.map((fill) => {
    const pool = poolOf(fill.slot);
    // The slot last and as large as its pool: the seats filled first keep their questions, so it gets what the others leave.
    const others = slots.filter((slot) => slot.id !== fill.slot.id);
    const widened = fillSlots([...fixedItems, ...others, { ...fill.slot, count: pool.length }], poolOf, sortedOrder).at(-1)!;
    return {
      id: fill.slot.id,
      matching: pool.length,
      drawable: fill.drawn.length,
      available: Math.max(widened.drawn.length, fill.drawn.length),
    };
  });
}

/** The sentence refusing to publish this question list, or null when every slot can be filled from what `reader` may read. */
export async function unfillableDrawMessage(db: Db, items: readonly AssessmentItem[], reader: BankReader): Promise<string | null> {
  const slots = items.filter(isDrawSlot);
  if (slots.length === 0) return null;
  const fixedIds = items.filter((item) => !isDrawSlot(item)).map((item) => item.id);
  const matches = await drawMatches(db, slots, fixedIds, reader);
  const short = matches.find((match, index) => match.drawable < slots[index].count);
  if (!short) return null;
  const position = items.findIndex((item) => item.id === short.id) + 1;
  return drawShortMessage(
    position,
    slots.find((slot) => slot.id === short.id)!,
    short.drawable,
  );
}

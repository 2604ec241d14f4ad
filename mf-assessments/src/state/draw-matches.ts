import { drawShortMessage, isDrawSlot, type AssessmentItem } from '@mizan/shared';
import { skipToken } from '@mizan/shared/browser';
import { useDrawMatchesQuery } from './bank-api';
import { drawMatchNote } from './draw-match-words';

export interface DrawMatchesView {
  /** A draw's note by slot id: how many bank questions match it now, and how many each applicant gets drawn from. */
  notes: ReadonlyMap<string, string>;
  /** The sentence the server would refuse publishing with, by the slot's index in the list (0-based). */
  problems: ReadonlyMap<number, string>;
}

/** How the bank matches the draft's draw slots now (admin/drawmatches.php), asked again whenever the slots or the fixed questions change. */
export function useDrawMatches(items: readonly AssessmentItem[]): DrawMatchesView {
  const slots = items.filter(isDrawSlot);
  const fixedIds = items.filter((item) => !isDrawSlot(item)).map((item) => item.id);
  const loaded = useDrawMatchesQuery(slots.length === 0 ? skipToken : { slots, fixedIds });
  const notes = new Map<string, string>();
  const problems = new Map<number, string>();
  for (const match of loaded.data ?? []) {
    const index = items.findIndex((item) => item.id === match.id);
    const slot = items[index];
    if (index < 0 || !isDrawSlot(slot)) continue;
    notes.set(match.id, drawMatchNote(match, slot));
    if (match.drawable < slot.count) problems.set(index, drawShortMessage(index + 1, slot, match.drawable));
  }
  return { notes, problems };
}

/**
 * "Slots": one id per row ('' for none), used where things are put into
 * places one to one (Match: a possible answer next to each option; Label: a
 * spot for each label). The same id never stands in two slots.
 */

/** `slots` with `id` put in slot `index` and taken out of any other slot ('' empties the slot). */
export function assignSlot(slots: readonly string[], index: number, id: string): string[] {
  return slots.map((current, slot) => {
    if (slot === index) return id;
    return id !== '' && current === id ? '' : current;
  });
}

/** `count` slots read from `raw`: unknown ids emptied, and an id repeated kept only the first time. */
export function cleanSlots(raw: readonly (string | undefined)[], count: number, known: readonly string[]): string[] {
  const seen = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const id = raw[index] ?? '';
    if (id === '' || !known.includes(id) || seen.has(id)) return '';
    seen.add(id);
    return id;
  });
}

/**
 * Pure helpers for lists that are arranged by drag and drop or by the
 * move-up / move-down buttons (Order's answer key and exam, and anything else
 * that sorts). Nothing here mutates its input.
 */

/** A copy of `items` with the item at `from` taken out and put back at `to`. Out-of-range indexes change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved);
  return copy;
}

/**
 * `ids` made into an arrangement of `known`: the ids of `known` that `ids`
 * names, in the order `ids` names them and each once, then the ids of `known`
 * it leaves out, in `known`'s order. Unknown ids are dropped.
 */
export function completeOrder(ids: readonly string[], known: readonly string[]): string[] {
  const knownSet = new Set(known);
  const seen = new Set<string>();
  const ordered: string[] = [];
  for (const id of ids) {
    if (knownSet.has(id) && !seen.has(id)) {
      seen.add(id);
      ordered.push(id);
    }
  }
  return [...ordered, ...known.filter((id) => !seen.has(id))];
}

/** `ids` names every id of `known` exactly once and nothing else. */
export function isCompleteOrder(ids: readonly string[], known: readonly string[]): boolean {
  return ids.length === known.length && new Set(ids).size === ids.length && ids.every((id) => known.includes(id));
}

/** The items of `items` in the order of `ids` (as completeOrder arranges them). */
export function arrangeById<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return completeOrder(
    ids,
    items.map((item) => item.id),
  ).map((id) => byId.get(id) as T);
}

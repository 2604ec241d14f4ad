import type { ListOption } from '../../question';
import { newQuestionId } from '../../question-id';
import { asRecord, readId } from '../../read-values';
import { readRichText } from '../../rich-text';

/** An Order or Match item from stored data: a string is its text. */
export function readListOption(value: unknown): ListOption {
  if (typeof value === 'string') return { id: newQuestionId(), option: readRichText(value) };
  const record = asRecord(value);
  return { id: readId(record.id), option: readRichText(record.option ?? record.text ?? record.value) };
}

/** The first id of `ids` that is not in `known`, or null. */
export function unknownIn(ids: readonly string[], known: readonly string[]): string | null {
  return ids.find((id) => !known.includes(id)) ?? null;
}

export function hasRepeats(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/** Items in id order: an order that tells nothing of the authored one. */
export function byId<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

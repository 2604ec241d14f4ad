import type { ListOption, RichText } from '@mizan/shared';
import { LIMITS, newListOption } from '@mizan/shared';

/**
 * Pure edits of a list of ListOption (Order's options, Match's two columns).
 * Removing is never refused here, even below two: the save check reports
 * "Options mustn't be less than two options" (SPEC §5), as for MCQ.
 */

/** Whether another item may be added (the server's bound on list sizes). */
export function canAddListOption(list: readonly ListOption[]): boolean {
  return list.length < LIMITS.options;
}

export function addListOption(list: readonly ListOption[]): ListOption[] {
  return canAddListOption(list) ? [...list, newListOption()] : [...list];
}

export function removeListOption(list: readonly ListOption[], id: string): ListOption[] {
  return list.filter((item) => item.id !== id);
}

export function setListOptionText(list: readonly ListOption[], id: string, text: RichText): ListOption[] {
  return list.map((item) => (item.id === id ? { ...item, option: text } : item));
}

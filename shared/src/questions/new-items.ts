import type { Blank, ChoiceOption, ImageSpot, ListOption } from './question';
import { newQuestionId } from './question-id';
import { richTextFromPlain } from './rich-text';

/** `count` new items made by `make`. */
export function newItems<T>(count: number, make: () => T): T[] {
  return Array.from({ length: count }, make);
}

/** A new empty choice option. */
export function newChoiceOption(text = ''): ChoiceOption {
  return { id: newQuestionId(), option: richTextFromPlain(text), authorNote: '', selected: false, isTrue: false };
}

/** A new empty Order or Match item. */
export function newListOption(text = ''): ListOption {
  return { id: newQuestionId(), option: richTextFromPlain(text) };
}

/**
 * A new label or spot of a Label question, with a fresh random id. Spots must
 * never reuse or derive from a label's id: an applicant sees both ids, and a
 * shared id would give the answer away.
 */
export function newImageSpot(value = '', top = 0, left = 0): ImageSpot {
  return { id: newQuestionId(), value, top, left };
}

/** A new blank with a fresh id (insert `{ type: 'blank', blankId: blank.id, children: [{ text: '' }] }` into the content). */
export function newBlank(answers: string[] = []): Blank {
  return { id: newQuestionId(), answers, value: '' };
}

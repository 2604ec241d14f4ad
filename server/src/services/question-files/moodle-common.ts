import type { RichText } from '@mizan/shared';
import { markOf, richOf, valueOf, type MoodleElement } from './moodle-text';

/** Reads one Moodle question into our draft's fields, or answers why it is skipped; `notes` gathers what did not come in. */
export type MoodleReader = (question: MoodleElement, notes: string[]) => Record<string, unknown> | string;

const IMAGE_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * Moodle 1.9 kept a question's picture apart from its text: `<image>` names
 * it and `<image_base64>` carries it. It comes in under the text.
 */
function oldImage(question: MoodleElement, notes: string[]): RichText {
  const name = valueOf(question.image).trim();
  if (name === '') return [];
  const type = IMAGE_TYPES[name.split('.').pop()?.toLowerCase() ?? ''];
  const data = valueOf(question.image_base64).replace(/\s+/g, '');
  if (!type || data === '') {
    notes.push(`A picture was dropped: the file names it (${name}) but does not carry it.`);
    return [];
  }
  return [{ type: 'image', url: `data:${type};base64,${data}`, children: [{ text: '' }] }];
}

/** The question's text (with a Moodle 1.9 picture) as our header. */
function headerOf(question: MoodleElement, notes: string[]): RichText {
  return [...richOf(question.questiontext, notes), ...oldImage(question, notes)];
}

/** A header from the question's name (for gapped texts, whose text is the content), with a Moodle 1.9 picture. */
export function nameHeader(question: MoodleElement, name: string, notes: string[]): RichText {
  return [{ type: 'paragraph', children: [{ text: name || 'Fill in the blanks.' }] }, ...oldImage(question, notes)];
}

/** The fields every type takes alike: header and mark. */
export function commonFields(question: MoodleElement, notes: string[]) {
  return { header: headerOf(question, notes), totalMark: markOf(question.defaultgrade) };
}

/** Moodle's shuffleanswers ('1', 'true', '0', 'false'; Moodle's default is to shuffle). */
export function shuffleOf(question: MoodleElement): boolean {
  const value = valueOf(question.shuffleanswers).trim().toLowerCase();
  return value === '' ? true : ['1', 'true'].includes(value);
}

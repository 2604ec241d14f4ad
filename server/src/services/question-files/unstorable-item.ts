import { findUnstorableText, unstorableCharacterIn, unstorableTextMessage } from '../../unstorable-text';
import type { CheckedItem } from './read-item';

/** A question's parts in the words of its editor; anything else by its field name. */
const QUESTION_PARTS: Record<string, string> = {
  header: 'the question text',
  headertxt: 'the question text',
  content: 'the text with blanks',
  answerPlaceHolder: 'the answer placeholder',
  authorNote: 'the feedback',
  feedback: 'the feedback',
  objectives: 'the objectives',
  image: 'the picture',
};
/** Lists of a question whose entries are named by their number. */
const QUESTION_LISTS: Record<string, string> = { options: 'option', PossibleAnswers: 'answer', blanks: 'blank', labels: 'label' };
const ITEM_PARTS: Record<string, string> = { name: 'the name', sourceType: 'the type', tags: 'the tags', subject: 'the subject' };

/** `["question", "options", "1", "option", …]` → 'option 2'. */
function partOf(path: readonly string[]): string {
  const [top, key = '', index] = path;
  if (top === undefined) return 'a field name';
  if (top !== 'question') return ITEM_PARTS[top] ?? `the field "${top}"`;
  if (key in QUESTION_LISTS && index !== undefined && /^\d+$/.test(index)) return `${QUESTION_LISTS[key]} ${Number(index) + 1}`;
  return QUESTION_PARTS[key] ?? `the field "${key}"`;
}

/**
 * The JSON calls' rule (unstorable-text.ts) for the questions of a file:
 * the first question holding a NUL or half of a character, named by its
 * number in the file (as the preview numbers it), its name and the part of
 * it, or null. The preview and the import read a file through the same
 * check, so what one refuses the other refuses with the same sentence.
 */
export function unstorableItemProblem(items: readonly CheckedItem[]): string | null {
  for (const [index, item] of items.entries()) {
    const found = findUnstorableText(item);
    if (!found) continue;
    const name = item.name.trim() !== '' && !unstorableCharacterIn(item.name) ? ` ("${item.name.trim()}")` : '';
    return unstorableTextMessage(`Question ${index + 1} of the file${name}: ${partOf(found.path)}`, found.what);
  }
  return null;
}

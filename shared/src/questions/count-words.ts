import type { RichText } from './rich-text';
import { htmlToText, plainText } from './rich-text';

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

function countTokens(text: string): number {
  let count = 0;
  for (const token of text.split(/\s+/u)) if (HAS_LETTER_OR_DIGIT.test(token)) count += 1;
  return count;
}

/**
 * Words in a text as the essay editor counts them (SPEC §5: "tokens of text
 * with HTML stripped"): HTML tags and entities are removed, the text is cut
 * at white space, and every token holding at least one letter or digit of
 * any script counts, so Arabic words count like English ones and a lone
 * '-', '…' or '،' does not. 'well-known' and "don't" are one word each.
 */
export function countWords(text: string): number {
  return countTokens(htmlToText(text));
}

/** Words in a rich-text value (blocks are separated, blanks and images count nothing). */
export function countRichTextWords(rich: RichText): number {
  return countTokens(plainText(rich, ' '));
}

import type { EssayQuestion, RichText } from '@mizan/shared';
import { countRichTextWords } from '@mizan/shared';

type LimitSettings = Pick<EssayQuestion, 'wordlimit' | 'allowOverLimit' | 'showWordCount' | 'showWordLimit'>;

export interface WordState {
  /** Words in the text (shared countWords: any script's letters or digits; Arabic counts). */
  count: number;
  /** count is over the word limit. */
  over: boolean;
  /** The text may be saved as the answer: within the limit, or allowOverLimit. */
  sendable: boolean;
}

export function wordState(text: RichText, settings: Pick<LimitSettings, 'wordlimit' | 'allowOverLimit'>): WordState {
  const count = countRichTextWords(text);
  const over = count > settings.wordlimit;
  return { count, over, sendable: !over || settings.allowOverLimit };
}

const numbers = new Intl.NumberFormat('en');

/**
 * The counter under the answer: 'x / limit' when both the count and the
 * limit are shown, 'x words' for the count alone, 'Word limit: limit' for the
 * limit alone, and null when neither is.
 */
export function counterText(count: number, settings: Pick<LimitSettings, 'wordlimit' | 'showWordCount' | 'showWordLimit'>): string | null {
  const limit = numbers.format(settings.wordlimit);
  if (settings.showWordCount && settings.showWordLimit) return `${numbers.format(count)} / ${limit}`;
  if (settings.showWordCount) return count === 1 ? '1 word' : `${numbers.format(count)} words`;
  if (settings.showWordLimit) return `Word limit: ${limit}`;
  return null;
}

import { roundMark } from '../questions/mark';
import type { ScoreMode } from '../questions/question-types';

/**
 * The mark split equally over `parts`, `right` of them earned (Order, Match,
 * Label, FillTheBlank). The rounding to 2 decimals applies to the earned
 * mark, not to each share, so every part right always earns exactly the
 * total (3 parts of 1 mark: 0.67 for two right, 1 for three, never 0.99).
 * exactMatch earns the total only when every part is right, else 0.
 */
export function splitMark(total: number, right: number, parts: number, mode: ScoreMode = 'partialMatch'): number {
  if (parts <= 0 || right <= 0) return 0;
  if (right >= parts) return total;
  if (mode === 'exactMatch') return 0;
  return roundMark((total * right) / parts);
}

import { parseMark } from './mark';

/**
 * A teacher's mark must lie within 0..the question's total mark. A mark out
 * of range is refused, never quietly changed to the nearest bound: a grader
 * who typed 9 for a 5-mark question meant something that needs a look.
 */
export function markInRange(score: string, max: number): boolean {
  if (score.trim() === '') return true;
  const value = parseMark(score);
  return value !== null && value >= 0 && value <= max;
}

/** Beside the score box. */
export const markRangeHint = (max: number) => `The score must be a number from 0 to ${max}.`;

/** Naming the question, when saving is refused (the server's words too). */
export const markRangeMessage = (index: number, max: number) =>
  `Question ${index}: the score must be a number from 0 to ${max}. Nothing was saved.`;

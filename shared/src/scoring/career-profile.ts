import type { RiasecCategory } from '../questions/question-types';
import { RIASEC_CATEGORIES } from '../questions/question-types';
import type { RiasecOutcome } from './score-result';

export interface CareerProfile {
  /** The top categories' letters, most liked first, e.g. 'SAI'; '' when nothing was liked. */
  code: string;
  /** Statements liked per category. */
  counts: Record<RiasecCategory, number>;
}

/** How many letters the career code has (the usual three-letter Holland code). */
export const CAREER_CODE_LENGTH = 3;

/**
 * The career profile of an attempt's RIASEC answers (ours; SPEC shows "a
 * career result" without its rule): count the statements liked per category,
 * then take the `length` categories liked most, most first. Ties go in the
 * order R, I, A, S, E, C. Categories with nothing liked are left out, so the
 * code may be shorter than `length` (and '' when nothing was liked).
 */
export function careerProfile(outcomes: readonly RiasecOutcome[], length: number = CAREER_CODE_LENGTH): CareerProfile {
  const counts: Record<RiasecCategory, number> = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const outcome of outcomes) if (outcome.liked) counts[outcome.category] += 1;
  const ranked = RIASEC_CATEGORIES.filter((category) => counts[category] > 0).sort(
    (a, b) => counts[b] - counts[a] || RIASEC_CATEGORIES.indexOf(a) - RIASEC_CATEGORIES.indexOf(b),
  );
  return { code: ranked.slice(0, Math.max(0, length)).join(''), counts };
}

import type { RiasecCategory } from '../questions/question-types';

/** A RIASEC statement's outcome, for the career profile. */
export interface RiasecOutcome {
  category: RiasecCategory;
  /** The applicant chose 'أرغب' (I want). */
  liked: boolean;
}

/** Marked by the shared scoring: `score` of `max` (totalMark), 2 decimals. */
export interface ScoredResult {
  kind: 'scored';
  score: number;
  max: number;
  /** Only for RIASEC questions. */
  riasec?: RiasecOutcome;
}

/** A manual type (Essay, Audio, Video, FileUpload, ImageHighlight) with an answer: a teacher marks it. */
export interface NeedsGradingResult {
  kind: 'needsGrading';
  max: number;
}

export type ScoreResult = ScoredResult | NeedsGradingResult;

export function scoredResult(score: number, max: number): ScoredResult {
  return { kind: 'scored', score, max };
}

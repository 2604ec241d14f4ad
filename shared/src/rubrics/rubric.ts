/**
 * An analytic rubric: criteria × levels, each level worth some points with a
 * descriptor of the work that earns it. A grader picks one level per
 * criterion; the question's score is the sum of the picked levels' points,
 * never more than the question's total mark (rubricMark). A manual question
 * (MANUAL_RUBRIC_TYPES) may carry a copy of one, and the id of the rubric
 * bank entry it came from when the author linked it.
 */
export interface RubricLevel {
  id: string;
  /** A number ≥ 0, at most 2 decimals. */
  points: number;
  /** What work at this level looks like, in the assessment's language. */
  descriptor: string;
}

export interface RubricCriterion {
  id: string;
  title: string;
  levels: RubricLevel[];
}

export interface Rubric {
  id: string;
  title: string;
  criteria: RubricCriterion[];
}

/** A grader's pick: this level of this criterion. */
export interface RubricChoice {
  criterionId: string;
  levelId: string;
}

/** The question types marked by a person, the ones that may carry a rubric. */
export const MANUAL_RUBRIC_TYPES = ['EssayComponent', 'AudioComponent', 'VideoComponent', 'FileUploadEnhanced', 'ImageHighlight'] as const;
export type RubricQuestionType = (typeof MANUAL_RUBRIC_TYPES)[number];

export function mayCarryRubric(type: string): type is RubricQuestionType {
  return (MANUAL_RUBRIC_TYPES as readonly string[]).includes(type);
}

/** Bounds the server accepts (ours). */
export const RUBRIC_LIMITS = {
  criteria: 20,
  levels: 10,
  title: 200,
  descriptor: 2000,
  points: 1000,
} as const;

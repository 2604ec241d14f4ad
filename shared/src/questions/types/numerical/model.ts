import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon } from '../../question';

/** How far an applicant's number may be from an accepted answer: in the answer's units, or as a percentage of it. */
export type NumericalToleranceMode = 'absolute' | 'relative';
export const NUMERICAL_TOLERANCE_MODES = ['absolute', 'relative'] as const satisfies readonly NumericalToleranceMode[];

/** Whether the applicant gives a unit: never, may (it converts), or must (no unit scores 0). */
export type NumericalUnitHandling = 'none' | 'optional' | 'required';
export const NUMERICAL_UNIT_HANDLINGS = ['none', 'optional', 'required'] as const satisfies readonly NumericalUnitHandling[];

/** An accepted answer (key). */
export interface NumericalAcceptedAnswer {
  id: string;
  /** key: the number in plain ASCII with '.' as the decimal separator: '3.5', '-12', '6.02e23'. */
  value: string;
  /** key: how far an answer may be from value and still count, a number ≥ 0 as text; '' or '0' means exactly. */
  tolerance: string;
  /** 'absolute': |x − value| ≤ tolerance. 'relative': |x − value| ≤ |value| × tolerance / 100 (a percentage, as QTI's toleranceMode="relative"). */
  toleranceMode: NumericalToleranceMode;
  /** key: percent of the question's mark this answer earns, 0..100 (Moodle fraction × 100). */
  credit: number;
  /** Shown to the applicant in review when this answer is the one that matched (plain text; may be ''). */
  feedback: string;
}

/** A unit the answer may be given in; multiplier converts: value in base unit = typed value / multiplier (Moodle's rule; the first unit has multiplier 1). */
export interface NumericalUnit {
  id: string;
  unit: string;
  multiplier: number;
}

export interface NumericalQuestion extends QuestionCommon<'Numerical'> {
  answers: NumericalAcceptedAnswer[];
  /** Empty: the answer has no unit. */
  units: NumericalUnit[];
  /** 'none' when units is empty; 'optional': a unit may be chosen (converts); 'required': no unit chosen scores 0. */
  unitHandling: NumericalUnitHandling;
  /** answer (grading views): what the applicant typed, exactly as typed (Arabic-Indic digits kept). */
  value: string;
  /** answer (grading views): the unit the applicant chose, '' for none. */
  unit: string;
}

export interface NumericalAnswer {
  type: 'Numerical';
  /** As typed, at most NUMERICAL_ANSWER_MAX_LENGTH characters; readTypedNumber reads it. */
  value: string;
  /** A unit of the question's units, '' for none. */
  unit: string;
}

/** The longest typed answer accepted (ours). */
export const NUMERICAL_ANSWER_MAX_LENGTH = 100;

/** A Numerical question as an applicant receives it: the units to choose from (no multipliers), never the accepted answers. */
export interface ExamNumericalQuestion extends ExamQuestionCommon<'Numerical'> {
  units: { id: string; unit: string }[];
  unitHandling: NumericalUnitHandling;
}

import type { QuestionRule } from '../question-type-definition';
import { headerRule, totalMarkRule } from '../../question-rules';
import {
  NUMERICAL_ANSWER_REQUIRED,
  NUMERICAL_CREDIT_INVALID,
  NUMERICAL_FULL_CREDIT_REQUIRED,
  NUMERICAL_TOLERANCE_INVALID,
  NUMERICAL_UNIT_HANDLING_REQUIRED,
  NUMERICAL_UNIT_MULTIPLIER_INVALID,
  NUMERICAL_UNIT_NAME_INVALID,
  NUMERICAL_UNIT_REQUIRED,
  NUMERICAL_VALUE_INVALID,
} from './messages';
import type { NumericalQuestion } from './model';
import { readKeyNumber } from './read-number';

function toleranceIsValid(tolerance: string): boolean {
  if (tolerance.trim() === '') return true;
  const value = readKeyNumber(tolerance);
  return value !== null && value >= 0;
}

function unitsRule(question: NumericalQuestion): string | null {
  const { units, unitHandling } = question;
  if (unitHandling !== 'none' && units.length === 0) return NUMERICAL_UNIT_REQUIRED;
  if (unitHandling === 'none' && units.length > 0) return NUMERICAL_UNIT_HANDLING_REQUIRED;
  const names = units.map((unit) => unit.unit.trim());
  if (names.some((name) => name === '') || new Set(names).size !== names.length) return NUMERICAL_UNIT_NAME_INVALID;
  const multipliersValid = units.every((unit) => Number.isFinite(unit.multiplier) && unit.multiplier > 0);
  return multipliersValid && (units.length === 0 || units[0].multiplier === 1) ? null : NUMERICAL_UNIT_MULTIPLIER_INVALID;
}

/** Numerical's save rules (ours, after Moodle's numerical editor): total mark, header, the accepted answers, then the units. */
export function numericalRules(question: NumericalQuestion): QuestionRule[] {
  const { answers } = question;
  return [
    () => totalMarkRule(question),
    () => headerRule(question),
    () => (answers.length === 0 ? NUMERICAL_ANSWER_REQUIRED : null),
    () => (answers.every((answer) => readKeyNumber(answer.value) !== null) ? null : NUMERICAL_VALUE_INVALID),
    () => (answers.every((answer) => toleranceIsValid(answer.tolerance)) ? null : NUMERICAL_TOLERANCE_INVALID),
    () =>
      answers.every((answer) => Number.isFinite(answer.credit) && answer.credit >= 0 && answer.credit <= 100)
        ? null
        : NUMERICAL_CREDIT_INVALID,
    () => (answers.some((answer) => answer.credit === 100) ? null : NUMERICAL_FULL_CREDIT_REQUIRED),
    () => unitsRule(question),
  ];
}

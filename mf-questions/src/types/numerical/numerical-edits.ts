import type {
  NumericalAcceptedAnswer,
  NumericalQuestion,
  NumericalToleranceMode,
  NumericalUnit,
  NumericalUnitHandling,
} from '@mizan/shared';
import { LIMITS, newQuestionId, readKeyNumber, readTypedNumber } from '@mizan/shared';

/**
 * The pure edits of a Numerical question's accepted answers and units.
 * Nothing here refuses a half-written row: the save check (shared
 * validateQuestion) names what is missing, so the author may type freely.
 */

type AnswerField = Pick<NumericalAcceptedAnswer, 'value' | 'tolerance' | 'toleranceMode' | 'credit' | 'feedback'>;

export function canAddRow(rows: readonly unknown[]): boolean {
  return rows.length < LIMITS.options;
}

/** A new accepted answer: exact (no tolerance), full credit when it is the first, else none until the author sets it. */
export function addAnswer(question: NumericalQuestion): NumericalQuestion {
  if (!canAddRow(question.answers)) return question;
  const answer: NumericalAcceptedAnswer = {
    id: newQuestionId(),
    value: '',
    tolerance: '',
    toleranceMode: 'absolute',
    credit: question.answers.length === 0 ? 100 : 0,
    feedback: '',
  };
  return { ...question, answers: [...question.answers, answer] };
}

export function removeAnswer(question: NumericalQuestion, answerId: string): NumericalQuestion {
  return { ...question, answers: question.answers.filter((answer) => answer.id !== answerId) };
}

export function setAnswerField<Field extends keyof AnswerField>(
  question: NumericalQuestion,
  answerId: string,
  field: Field,
  value: AnswerField[Field],
): NumericalQuestion {
  return {
    ...question,
    answers: question.answers.map((answer) => (answer.id === answerId ? { ...answer, [field]: value } : answer)),
  };
}

/**
 * A key number as the key stores it (plain ASCII, '.' as the point) when the
 * author typed it another way an applicant could ('٣٫٥', '3,5' become '3.5');
 * anything that is not a number is left as typed for the save check to name.
 */
export function asKeyNumber(text: string): string {
  if (readKeyNumber(text) !== null) return text.trim();
  const typed = readTypedNumber(text);
  return typed === null ? text : String(typed);
}

export const TOLERANCE_MODE_LABELS: Readonly<Record<NumericalToleranceMode, string>> = {
  absolute: 'Absolute (±)',
  relative: 'Relative (%)',
};

/**
 * A new unit. The first unit is the base one (multiplier 1) and makes a
 * unit optional for the applicant; later ones start at 1 for the author to set.
 */
export function addUnit(question: NumericalQuestion): NumericalQuestion {
  if (!canAddRow(question.units)) return question;
  const unit: NumericalUnit = { id: newQuestionId(), unit: '', multiplier: 1 };
  const unitHandling = question.unitHandling === 'none' ? 'optional' : question.unitHandling;
  return { ...question, units: [...question.units, unit], unitHandling };
}

/** Removing the last unit leaves an answer without units ('none'). */
export function removeUnit(question: NumericalQuestion, unitId: string): NumericalQuestion {
  const units = question.units.filter((unit) => unit.id !== unitId);
  return { ...question, units, unitHandling: units.length === 0 ? 'none' : question.unitHandling };
}

export function setUnitField<Field extends 'unit' | 'multiplier'>(
  question: NumericalQuestion,
  unitId: string,
  field: Field,
  value: NumericalUnit[Field],
): NumericalQuestion {
  return { ...question, units: question.units.map((unit) => (unit.id === unitId ? { ...unit, [field]: value } : unit)) };
}

export function setUnitHandling(question: NumericalQuestion, unitHandling: Exclude<NumericalUnitHandling, 'none'>): NumericalQuestion {
  return question.units.length === 0 ? question : { ...question, unitHandling };
}

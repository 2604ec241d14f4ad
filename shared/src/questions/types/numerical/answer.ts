import { randomItemIdList } from '../../random-item-id-list';
import { NUMERICAL_ANSWER_TOO_LONG, UNKNOWN_UNIT } from './messages';
import type { NumericalAnswer, NumericalQuestion } from './model';
import { NUMERICAL_ANSWER_MAX_LENGTH } from './model';

/** The applicant's typed number and unit in the question's answer fields (cleared for no answer). */
export function applyNumericalAnswer(question: NumericalQuestion, answer: NumericalAnswer | null): NumericalQuestion {
  return { ...question, value: answer?.value ?? '', unit: answer?.unit ?? '' };
}

export function numericalAnswerFromQuestion(question: NumericalQuestion): NumericalAnswer | null {
  return question.value === '' && question.unit === '' ? null : { type: 'Numerical', value: question.value, unit: question.unit };
}

/** At most 100 characters, and a unit of the question's (or none). The text need not be a number: one that is not scores 0. */
export function validateNumericalAnswer(question: NumericalQuestion, answer: NumericalAnswer): string | null {
  if (answer.value.length > NUMERICAL_ANSWER_MAX_LENGTH) return NUMERICAL_ANSWER_TOO_LONG;
  return answer.unit === '' || question.units.some((unit) => unit.unit === answer.unit) ? null : UNKNOWN_UNIT;
}

/** Every accepted answer removed (they are the key), and the answer fields cleared; the units stay. */
export function numericalWithoutAnswerKey(question: NumericalQuestion): NumericalQuestion {
  return { ...question, answers: [], value: '', unit: '' };
}

export function numericalWithRandomItemIds(question: NumericalQuestion): NumericalQuestion {
  return { ...question, answers: randomItemIdList(question.answers).items, units: randomItemIdList(question.units).items };
}

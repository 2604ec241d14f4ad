import { newQuestionCommon } from '../../new-question-common';
import { newQuestionId } from '../../question-id';
import type { NumericalAcceptedAnswer, NumericalQuestion, NumericalUnit } from './model';

/** A new Numerical question: one accepted answer to fill in, worth full credit, exact, and no units. */
export function newNumericalQuestion(): NumericalQuestion {
  return {
    ...newQuestionCommon('Numerical'),
    answers: [newNumericalAnswer()],
    units: [],
    unitHandling: 'none',
    value: '',
    unit: '',
  };
}

/** A new accepted answer: exact (absolute, no tolerance), full credit. */
export function newNumericalAnswer(value = ''): NumericalAcceptedAnswer {
  return { id: newQuestionId(), value, tolerance: '', toleranceMode: 'absolute', credit: 100, feedback: '' };
}

/** A new unit; the first unit of a question is its base unit (multiplier 1). */
export function newNumericalUnit(unit = '', multiplier = 1): NumericalUnit {
  return { id: newQuestionId(), unit, multiplier };
}

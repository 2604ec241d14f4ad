import { readKeyNumber, type NumericalAcceptedAnswer, type NumericalQuestion } from '@mizan/shared';

/** An accepted answer as a grader reads it, in parts each shown isolated: an Arabic unit must not turn '3.5 م ± 0.1' around. */
export interface AcceptedAnswerParts {
  value: string;
  /** The base unit (the question's first), '' without units. */
  unit: string;
  /** '± 0.1', '± 10 %', or '' when the answer must be exact. */
  tolerance: string;
}

export function acceptedAnswerParts(answer: NumericalAcceptedAnswer, question: Pick<NumericalQuestion, 'units'>): AcceptedAnswerParts {
  const tolerance = readKeyNumber(answer.tolerance);
  const within =
    tolerance === null || tolerance === 0 ? '' : `± ${answer.tolerance.trim()}${answer.toleranceMode === 'relative' ? ' %' : ''}`;
  return { value: answer.value.trim(), unit: question.units[0]?.unit.trim() ?? '', tolerance: within };
}

/** How much of the mark an answer earns, as the setup shows it: '100 %', '50 %'. */
export function describeCredit(answer: NumericalAcceptedAnswer): string {
  return `${answer.credit} %`;
}

import { readKeyNumber, type NumericalAcceptedAnswer, type NumericalQuestion } from '@mizan/shared';

/** An accepted answer as a grader reads it: '3.5 m ± 0.1', '120 ± 5 %', or the number alone when it must be exact. */
export function describeAcceptedAnswer(answer: NumericalAcceptedAnswer, question: Pick<NumericalQuestion, 'units'>): string {
  const baseUnit = question.units[0]?.unit.trim() ?? '';
  const number = baseUnit === '' ? answer.value.trim() : `${answer.value.trim()} ${baseUnit}`;
  const tolerance = readKeyNumber(answer.tolerance);
  if (tolerance === null || tolerance === 0) return number;
  return answer.toleranceMode === 'relative' ? `${number} ± ${answer.tolerance.trim()} %` : `${number} ± ${answer.tolerance.trim()}`;
}

/** How much of the mark an answer earns, as the setup shows it: '100 %', '50 %'. */
export function describeCredit(answer: NumericalAcceptedAnswer): string {
  return `${answer.credit} %`;
}

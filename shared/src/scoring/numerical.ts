import { markValue, roundMark } from '../questions/mark';
import type { NumericalAcceptedAnswer, NumericalAnswer, NumericalQuestion } from '../questions/types/numerical/model';
import { readKeyNumber, readTypedNumber } from '../questions/types/numerical/read-number';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';

/**
 * Numerical (ours, after Moodle's numerical question): the applicant's
 * number (readTypedNumber), converted to the base unit by the chosen unit
 * (typed value / multiplier), earns the best credit among the accepted
 * answers it falls within the tolerance of; score = mark × credit / 100,
 * 2 decimals. No number, a unit the question does not have, or no unit when
 * one is required, scores 0; with unitHandling 'none' the unit is ignored.
 */
export function scoreNumerical(question: NumericalQuestion, answer: NumericalAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const credit = matchedNumericalAnswer(question, answer)?.credit ?? 0;
  return scoredResult(roundMark((max * Math.min(100, Math.max(0, credit))) / 100), max);
}

/** The accepted answer the applicant's number counts for, the one with the best credit; null when none (its feedback is shown in review). */
export function matchedNumericalAnswer(question: NumericalQuestion, answer: NumericalAnswer | null): NumericalAcceptedAnswer | null {
  const typed = answer === null ? null : readTypedNumber(answer.value);
  if (typed === null || answer === null) return null;
  const given = inBaseUnit(question, typed, answer.unit);
  if (given === null) return null;
  return question.answers
    .filter((accepted) => isWithin(accepted, given))
    .reduce<NumericalAcceptedAnswer | null>((best, accepted) => (best === null || accepted.credit > best.credit ? accepted : best), null);
}

function inBaseUnit(question: NumericalQuestion, typed: number, unitName: string): number | null {
  if (question.unitHandling === 'none') return typed;
  if (unitName === '') return question.unitHandling === 'required' ? null : typed;
  const unit = question.units.find((candidate) => candidate.unit === unitName);
  if (!unit || !Number.isFinite(unit.multiplier) || unit.multiplier === 0) return null;
  return typed / unit.multiplier;
}

/**
 * Whether `given` counts for `accepted`. The bound is widened by a
 * millionth of a millionth of the numbers' size, so decimal tolerances hold
 * despite binary arithmetic (3.6 is within 0.1 of 3.5), as Moodle widens its own.
 */
function isWithin(accepted: NumericalAcceptedAnswer, given: number): boolean {
  const value = readKeyNumber(accepted.value);
  if (value === null) return false;
  const tolerance = accepted.tolerance.trim() === '' ? 0 : readKeyNumber(accepted.tolerance);
  if (tolerance === null || tolerance < 0) return false;
  const allowed = accepted.toleranceMode === 'relative' ? (Math.abs(value) * tolerance) / 100 : tolerance;
  const slack = 1e-12 * Math.max(Math.abs(value), Math.abs(given), allowed);
  return Math.abs(given - value) <= allowed + slack;
}

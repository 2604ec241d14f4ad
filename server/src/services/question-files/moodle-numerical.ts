import { newQuestionId } from '@mizan/shared';
import { commonFields, type MoodleReader } from './moodle-common';
import { asElement, asList, fractionOf, plainOf, valueOf, type MoodleElement } from './moodle-text';

/** A number as a key holds it: plain ASCII, '.' the decimal point ('3.5', '-12', '6.02e23'). */
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** '6.2500000' → '6.25', '1e3' stays: the number as written, without Moodle's padding. */
function numberText(text: string): string | null {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return null;
  return /e/i.test(trimmed) || !trimmed.includes('.') ? trimmed.replace(/^\+/, '') : trimmed.replace(/^\+/, '').replace(/\.?0+$/, '');
}

const percent = (fraction: number) => `${Math.round(fraction * 100) / 100}%`;

/** Moodle's units (`<units><unit><unit_name/><multiplier/></unit></units>`), the first the base. */
function unitsOf(question: MoodleElement, notes: string[]) {
  const units = asList(asElement(question.units).unit).flatMap((unit) => {
    const name = valueOf(unit.unit_name).trim();
    const multiplier = Number(valueOf(unit.multiplier));
    if (name === '' || !Number.isFinite(multiplier) || multiplier <= 0) return [];
    return [{ id: newQuestionId(), unit: name, multiplier }];
  });
  if (units.length === 0) return { units: [], unitHandling: 'none' };
  if (valueOf(question.showunits).trim() === '3') {
    notes.push('The units were dropped: Moodle did not ask for them, only the number was marked.');
    return { units: [], unitHandling: 'none' };
  }
  if (valueOf(question.unitsleft).trim() === '1') notes.push('Moodle showed the unit before the number; here it follows the number.');
  const grading = valueOf(question.unitgradingtype).trim();
  if (grading === '1' || grading === '2') {
    const penalty = Number(valueOf(question.unitpenalty));
    if (!(penalty >= 1))
      notes.push(
        `A missing or wrong unit took ${Number.isFinite(penalty) ? percent(penalty * 100) : 'a share'} off in Moodle; here the unit is required and an answer without it scores 0.`,
      );
    return { units, unitHandling: 'required' };
  }
  return { units, unitHandling: 'optional' };
}

/**
 * numerical: each answer with its tolerance (Moodle's is absolute) and its
 * fraction as credit, the units with their multipliers, the unit handling.
 * Moodle's `*` answer (feedback for any other number) has no counterpart,
 * nor does a negative fraction: a number here earns its credit or nothing.
 */
export const numerical: MoodleReader = (question, notes) => {
  const answers = [];
  for (const answer of asList(question.answer)) {
    const written = valueOf(answer).trim();
    const fraction = fractionOf(answer);
    if (written === '*' || written === '') {
      if (plainOf(answer.feedback) !== '') notes.push('The feedback for any other number was dropped: no counterpart here.');
      continue;
    }
    const value = numberText(written);
    if (value === null) return `The answer "${written.slice(0, 40)}" is not a number.`;
    const tolerance = valueOf(answer.tolerance).trim() === '' ? '0' : numberText(valueOf(answer.tolerance).replace(/^-/, ''));
    if (tolerance === null) return `The tolerance of the answer ${value} is not a number.`;
    if (fraction < 0)
      notes.push(`The answer ${value} took ${percent(-fraction)} off in Moodle; here it earns nothing (no answer takes marks away).`);
    answers.push({
      id: newQuestionId(),
      value,
      tolerance,
      toleranceMode: 'absolute',
      credit: Math.min(100, Math.max(0, Math.round(fraction * 100) / 100)),
      feedback: plainOf(answer.feedback),
    });
  }
  if (!answers.some((answer) => answer.credit >= 100)) return 'No answer earns full marks.';
  return { ...commonFields(question, notes), answers, ...unitsOf(question, notes), value: '', unit: '' };
};

/** An answer's tolerance as an absolute distance (Moodle's and GIFT's kind): a relative one is that percent of the value. */
export function absoluteTolerance(answer: { value: string; tolerance: string; toleranceMode: 'absolute' | 'relative' }): number {
  const tolerance = Number(answer.tolerance.trim() || '0');
  const absolute = answer.toleranceMode === 'relative' ? (Math.abs(Number(answer.value)) * tolerance) / 100 : tolerance;
  return Number(absolute.toPrecision(12));
}

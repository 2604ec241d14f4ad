import type { QuestionCommon } from '../../question';
import { asRecord, readId, readList, readMark, readNumber, readString } from '../../read-values';
import type { NumericalAcceptedAnswer, NumericalQuestion, NumericalToleranceMode, NumericalUnit, NumericalUnitHandling } from './model';

/**
 * A stored Numerical question's own fields: numbers given as numbers become
 * text (value 3.5 is '3.5'), credit is clamped to 0..100 (100 when missing),
 * a tolerance mode other than 'relative' is 'absolute', and unitHandling is
 * 'none' when there are no units ('optional' when units have no handling).
 */
export function normalizeNumerical(record: Record<string, unknown>, common: QuestionCommon<'Numerical'>): NumericalQuestion {
  const units = readList(record.units, readUnit);
  return {
    ...common,
    answers: readList(record.answers, readAcceptedAnswer),
    units,
    unitHandling: units.length === 0 ? 'none' : readUnitHandling(record.unitHandling),
    value: readString(record.value),
    unit: readString(record.unit),
  };
}

function readAcceptedAnswer(value: unknown): NumericalAcceptedAnswer {
  const record = asRecord(value);
  return {
    id: readId(record.id),
    value: readMark(record.value),
    tolerance: readMark(record.tolerance),
    toleranceMode: readToleranceMode(record.toleranceMode),
    credit: Math.min(100, Math.max(0, readNumber(record.credit, 100))),
    feedback: readString(record.feedback),
  };
}

function readUnit(value: unknown): NumericalUnit {
  const record = asRecord(value);
  return { id: readId(record.id), unit: readString(record.unit).trim(), multiplier: readNumber(record.multiplier, 1) };
}

function readToleranceMode(value: unknown): NumericalToleranceMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'relative' ? 'relative' : 'absolute';
}

function readUnitHandling(value: unknown): NumericalUnitHandling {
  return typeof value === 'string' && value.trim().toLowerCase() === 'required' ? 'required' : 'optional';
}

import { numerical } from '../../testing/fixtures';
import { validateAnswer } from '../../validate-answer';
import { validateQuestion } from '../../validate-question';
import {
  NUMERICAL_ANSWER_REQUIRED,
  NUMERICAL_ANSWER_TOO_LONG,
  NUMERICAL_CREDIT_INVALID,
  NUMERICAL_FULL_CREDIT_REQUIRED,
  NUMERICAL_TOLERANCE_INVALID,
  NUMERICAL_UNIT_HANDLING_REQUIRED,
  NUMERICAL_UNIT_MULTIPLIER_INVALID,
  NUMERICAL_UNIT_NAME_INVALID,
  NUMERICAL_UNIT_REQUIRED,
  NUMERICAL_VALUE_INVALID,
  UNKNOWN_UNIT,
} from './messages';

const [exact, rough] = numerical().answers;
const [metre, centimetre] = numerical().units;

describe('validateQuestion for Numerical', () => {
  it('accepts the fixture', () => {
    expect(validateQuestion(numerical())).toBeNull();
  });

  it.each([
    ['no accepted answer', { answers: [] }, NUMERICAL_ANSWER_REQUIRED],
    ['a value that is not a plain number', { answers: [{ ...exact, value: '٣٫٥' }] }, NUMERICAL_VALUE_INVALID],
    ['an empty value', { answers: [{ ...exact, value: '' }] }, NUMERICAL_VALUE_INVALID],
    ['a negative tolerance', { answers: [{ ...exact, tolerance: '-1' }] }, NUMERICAL_TOLERANCE_INVALID],
    ['a tolerance in words', { answers: [{ ...exact, tolerance: 'a bit' }] }, NUMERICAL_TOLERANCE_INVALID],
    ['credit over 100', { answers: [{ ...exact, credit: 120 }] }, NUMERICAL_CREDIT_INVALID],
    ['no answer with full credit', { answers: [rough] }, NUMERICAL_FULL_CREDIT_REQUIRED],
    ['units wanted but none given', { units: [], unitHandling: 'required' as const }, NUMERICAL_UNIT_REQUIRED],
    ['units given with no handling', { unitHandling: 'none' as const }, NUMERICAL_UNIT_HANDLING_REQUIRED],
    ['a unit without a name', { units: [metre, { ...centimetre, unit: ' ' }] }, NUMERICAL_UNIT_NAME_INVALID],
    ['two units of one name', { units: [metre, { ...centimetre, unit: 'm' }] }, NUMERICAL_UNIT_NAME_INVALID],
    ['a multiplier of 0', { units: [metre, { ...centimetre, multiplier: 0 }] }, NUMERICAL_UNIT_MULTIPLIER_INVALID],
    ['a first unit not the base', { units: [centimetre, metre] }, NUMERICAL_UNIT_MULTIPLIER_INVALID],
  ])('refuses %s', (_name, overrides, message) => {
    expect(validateQuestion(numerical(overrides))).toBe(message);
  });

  it('accepts an exact answer with an empty tolerance and no units', () => {
    expect(validateQuestion(numerical({ answers: [{ ...exact, tolerance: '' }], units: [], unitHandling: 'none' }))).toBeNull();
  });
});

describe('validateAnswer for Numerical', () => {
  const question = numerical();

  it('accepts any text up to 100 characters with a unit of the question or none', () => {
    expect(validateAnswer(question, { type: 'Numerical', value: '٣٫٥', unit: 'cm' })).toBeNull();
    expect(validateAnswer(question, { type: 'Numerical', value: 'not a number', unit: '' })).toBeNull();
  });

  it('refuses a longer text and an unknown unit', () => {
    expect(validateAnswer(question, { type: 'Numerical', value: '1'.repeat(101), unit: '' })).toBe(NUMERICAL_ANSWER_TOO_LONG);
    expect(validateAnswer(question, { type: 'Numerical', value: '3.5', unit: 'inch' })).toBe(UNKNOWN_UNIT);
  });
});

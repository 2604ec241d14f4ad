import type { NumericalAnswer, NumericalQuestion } from '../questions/types/numerical/model';
import { numerical } from '../questions/testing/fixtures';
import { matchedNumericalAnswer, scoreNumerical } from './numerical';

const typed = (value: string, unit = ''): NumericalAnswer => ({ type: 'Numerical', value, unit });

function accepted(value: string, tolerance: string, credit = 100, toleranceMode: 'absolute' | 'relative' = 'absolute') {
  return { id: `a${value.replace(/\W/g, '')}${credit}`, value, tolerance, toleranceMode, credit, feedback: '' };
}

/** A question worth 10 with no units and the given accepted answers. */
function question(answers: NumericalQuestion['answers'], overrides: Partial<NumericalQuestion> = {}): NumericalQuestion {
  return numerical({ totalMark: '10', answers, units: [], unitHandling: 'none', ...overrides });
}

describe('scoreNumerical', () => {
  const exact = question([accepted('3.5', '')]);
  const absolute = question([accepted('3.5', '0.1')]);
  const relative = question([accepted('200', '5', 100, 'relative')]);
  const partial = question([accepted('3.5', '0.1', 100), accepted('3.5', '0.5', 50), accepted('-3.5', '0', 25)]);
  const zeroRelative = question([accepted('0', '10', 100, 'relative')]);
  const exponent = question([accepted('6.02e23', '1', 100, 'relative')]);

  it.each([
    ['exact, the same number', exact, '3.5', 10],
    ['exact, trailing zeros', exact, '3.50', 10],
    ['exact, a little off', exact, '3.51', 0],
    ['absolute, at the upper bound', absolute, '3.6', 10],
    ['absolute, at the lower bound', absolute, '3.4', 10],
    ['absolute, just outside', absolute, '3.61', 0],
    ['relative 5% of 200, at 210', relative, '210', 10],
    ['relative 5% of 200, at 190', relative, '190', 10],
    ['relative 5% of 200, at 211', relative, '211', 0],
    ['several answers: the best credit that matches', partial, '3.55', 10],
    ['several answers: only the wider one matches', partial, '3.8', 5],
    ['several answers: a negative answer', partial, '-3.5', 2.5],
    ['several answers: none matches', partial, '4.1', 0],
    ['Arabic-Indic digits and ٫', absolute, '٣٫٥', 10],
    ['Eastern Arabic-Indic digits', absolute, '۳٫۶', 10],
    ['Arabic-Indic whole number, relative', relative, '٢٠٠', 10],
    ['decimal comma', absolute, '3,5', 10],
    ['exponent', absolute, '35e-1', 10],
    ['exponent key, relative', exponent, '6.05e23', 10],
    ['garbage', absolute, 'three and a half', 0],
    ['empty', absolute, '', 0],
    ['value 0, relative tolerance: only 0 counts', zeroRelative, '0', 10],
    ['value 0, relative tolerance: 0.001 does not', zeroRelative, '0.001', 0],
  ])('%s', (_name, q, value, expected) => {
    expect(scoreNumerical(q, typed(value))).toEqual({ kind: 'scored', score: expected, max: 10 });
  });

  it('no answer scores 0', () => {
    expect(scoreNumerical(absolute, null)).toEqual({ kind: 'scored', score: 0, max: 10 });
  });

  it('thousands separators read as one number', () => {
    expect(scoreNumerical(question([accepted('1234.5', '')]), typed('١٬٢٣٤٫٥'))).toMatchObject({ score: 10 });
  });

  describe('units (value in the base unit = typed value / multiplier)', () => {
    const units = [
      { id: 'm', unit: 'm', multiplier: 1 },
      { id: 'cm', unit: 'cm', multiplier: 100 },
      { id: 'km', unit: 'km', multiplier: 0.001 },
    ];
    const withUnits = (unitHandling: NumericalQuestion['unitHandling']) => question([accepted('3.5', '0.01')], { units, unitHandling });

    it.each([
      ['optional', 'm', '3.5', 10],
      ['optional', 'cm', '350', 10],
      ['optional', 'km', '0.0035', 10],
      ['optional', 'cm', '3.5', 0],
      ['optional', '', '3.5', 10],
      ['optional', 'inch', '3.5', 0],
      ['required', 'cm', '350', 10],
      ['required', '', '3.5', 0],
      ['none', 'cm', '3.5', 10],
    ] as const)('%s, unit %j, typed %j scores %p', (unitHandling, unit, value, expected) => {
      expect(scoreNumerical(withUnits(unitHandling), typed(value, unit))).toMatchObject({ score: expected });
    });
  });

  it('the mark is credit percent of the total mark, 2 decimals', () => {
    const third = question([accepted('1', '0', 100), accepted('2', '0', 33.333)], { totalMark: '1' });
    expect(scoreNumerical(third, typed('2'))).toEqual({ kind: 'scored', score: 0.33, max: 1 });
  });
});

describe('matchedNumericalAnswer', () => {
  it('is the best-credit answer matched, for its feedback', () => {
    const q = numerical();
    expect(matchedNumericalAnswer(q, typed('3.45'))?.feedback).toBe('FEEDBACK-EXACT');
    expect(matchedNumericalAnswer(q, typed('2.8'))?.feedback).toBe('FEEDBACK-ROUGH');
    expect(matchedNumericalAnswer(q, typed('9'))).toBeNull();
  });
});

import { readKeyNumber, readTypedNumber } from './read-number';

describe('readTypedNumber reads a number as the applicant typed it', () => {
  it.each([
    ['3.5', 3.5],
    ['  42 ', 42],
    ['-12', -12],
    ['+7', 7],
    ['\u22123', -3],
    ['.5', 0.5],
    ['6.02e23', 6.02e23],
    ['1E-3', 0.001],
    ['٣٫٥', 3.5],
    ['۳٫۵', 3.5],
    ['٣.٥', 3.5],
    ['١٢٣', 123],
    ['١٬٢٣٤٫٥', 1234.5],
    ['1\u2009234.5', 1234.5],
    ['1\u202f234', 1234],
    ['3,5', 3.5],
    ['-٠٫٢٥', -0.25],
    ['\u200f٣٫٥', 3.5],
    ['0', 0],
  ])('%j is %p', (text, expected) => {
    expect(readTypedNumber(text)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['3.5.1'],
    ['1,234.5'],
    ['1,2,3'],
    ['3 5'],
    ['--3'],
    ['3-'],
    ['e5'],
    ['1e'],
    ['0x10'],
    ['Infinity'],
    ['NaN'],
    ['1e999'],
    ['٣a'],
  ])('%j is no number', (text) => {
    expect(readTypedNumber(text)).toBeNull();
  });
});

describe('readKeyNumber reads a key as stored: plain ASCII only', () => {
  it('reads plain decimals and exponents', () => {
    expect(readKeyNumber('3.5')).toBe(3.5);
    expect(readKeyNumber('-12')).toBe(-12);
    expect(readKeyNumber('6.02e23')).toBe(6.02e23);
  });

  it('refuses Arabic digits, a decimal comma and words', () => {
    expect(readKeyNumber('٣٫٥')).toBeNull();
    expect(readKeyNumber('3,5')).toBeNull();
    expect(readKeyNumber('')).toBeNull();
    expect(readKeyNumber('three')).toBeNull();
  });
});

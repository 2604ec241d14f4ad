import {
  GOVERNORATES,
  NATIONAL_ID_BAD_DATE,
  NATIONAL_ID_CENTURY,
  NATIONAL_ID_DIGITS_ONLY,
  NATIONAL_ID_FEMALE_BUT_MALE,
  NATIONAL_ID_FUTURE_DATE,
  NATIONAL_ID_GOVERNORATE,
  NATIONAL_ID_MALE_BUT_FEMALE,
  makeNationalId,
  nationalIdGender,
  nationalIdProblem,
  parseNationalId,
} from './national-id';

const TODAY = new Date('2026-06-15T10:00:00Z');

describe('nationalIdProblem', () => {
  test.each([
    // [id, gender, expected problem]
    ['29001010112345', undefined, null], // 1990-01-01, Cairo, 13th digit 4 → female
    ['29001010112345', 'female', null],
    ['30512312101239', 'male', null], // 2005-12-31, Giza, 13th digit 3 → male
    ['32002298812337', 'male', null], // 2020-02-29 (leap year), born abroad
    ['32606153512331', 'male', null], // born today (2026-06-15), South Sinai
    ['2900101011234A', undefined, NATIONAL_ID_DIGITS_ONLY],
    ['2900101 112345', undefined, NATIONAL_ID_DIGITS_ONLY],
    ['٢٩٠٠١٠١٠١١٢٣٤', undefined, NATIONAL_ID_DIGITS_ONLY], // Arabic-Indic digits are not accepted
    ['2900101011234', undefined, 'Must be 14 characters'],
    ['19001010112345', undefined, NATIONAL_ID_CENTURY],
    ['49001010112345', undefined, NATIONAL_ID_CENTURY],
    ['09001010112345', undefined, NATIONAL_ID_CENTURY],
    ['29000010112345', undefined, NATIONAL_ID_BAD_DATE], // month 00
    ['29013010112345', undefined, NATIONAL_ID_BAD_DATE], // month 13
    ['29001000112345', undefined, NATIONAL_ID_BAD_DATE], // day 00
    ['29004310112345', undefined, NATIONAL_ID_BAD_DATE], // 31 April
    ['31902290112345', undefined, NATIONAL_ID_BAD_DATE], // 29 February 2019 (not a leap year)
    ['20002290112345', undefined, NATIONAL_ID_BAD_DATE], // 29 February 1900 (not a leap year)
    ['32606160112345', undefined, NATIONAL_ID_FUTURE_DATE], // tomorrow
    ['39901010112345', undefined, NATIONAL_ID_FUTURE_DATE],
    ['29001010012345', undefined, NATIONAL_ID_GOVERNORATE], // 00
    ['29001010512345', undefined, NATIONAL_ID_GOVERNORATE], // 05
    ['29001012012345', undefined, NATIONAL_ID_GOVERNORATE], // 20 is not assigned
    ['29001013012345', undefined, NATIONAL_ID_GOVERNORATE], // 30 is not assigned
    ['29001013612345', undefined, NATIONAL_ID_GOVERNORATE], // 36
    ['29001018712345', undefined, NATIONAL_ID_GOVERNORATE], // 87
    ['29001010112345', 'male', NATIONAL_ID_FEMALE_BUT_MALE],
    ['30512312101239', 'female', NATIONAL_ID_MALE_BUT_FEMALE],
  ] as const)('%s (gender %s) → %s', (id, gender, expected) => {
    expect(nationalIdProblem(id, { gender, today: TODAY })).toBe(expected);
  });

  test('the rules are checked in order: digits, length, century, date, future, governorate, gender', () => {
    expect(nationalIdProblem('1x', { today: TODAY })).toBe(NATIONAL_ID_DIGITS_ONLY);
    expect(nationalIdProblem('19913990012345', { today: TODAY, gender: 'male' })).toBe(NATIONAL_ID_CENTURY);
    expect(nationalIdProblem('29913990012345', { today: TODAY, gender: 'male' })).toBe(NATIONAL_ID_BAD_DATE);
    expect(nationalIdProblem('39901010012345', { today: TODAY, gender: 'male' })).toBe(NATIONAL_ID_FUTURE_DATE);
    expect(nationalIdProblem('29901010012345', { today: TODAY, gender: 'male' })).toBe(NATIONAL_ID_GOVERNORATE);
  });

  test('every listed governorate code is accepted, and only 27 governorates and 88', () => {
    expect(Object.keys(GOVERNORATES)).toHaveLength(28);
    for (const code of Object.keys(GOVERNORATES)) expect(nationalIdProblem(`2900101${code}12345`, { today: TODAY })).toBeNull();
  });

  test('the 13th digit decides the gender: odd male, even female', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(nationalIdGender(`290010101123${digit}5`)).toBe(digit % 2 === 1 ? 'male' : 'female');
    }
  });
});

describe('parseNationalId and makeNationalId', () => {
  test('a valid ID gives its birth date, governorate and gender; an invalid one null', () => {
    expect(parseNationalId('30512312101239', TODAY)).toEqual({
      birthDate: '2005-12-31',
      governorateCode: '21',
      governorate: 'Giza',
      gender: 'male',
    });
    expect(parseNationalId('29001010112345', TODAY)).toEqual({
      birthDate: '1990-01-01',
      governorateCode: '01',
      governorate: 'Cairo',
      gender: 'female',
    });
    expect(parseNationalId('29001012012345', TODAY)).toBeNull();
  });

  test.each([
    ['2011-07-09', '14', 'male'],
    ['1999-12-31', '88', 'female'],
    ['2000-01-01', '01', 'female'],
  ] as const)('makes a valid ID for %s, governorate %s, %s', (birthDate, code, gender) => {
    for (let sequence = 0; sequence < 12; sequence += 1) {
      const id = makeNationalId(birthDate, code, gender, sequence, sequence);
      expect(id).toMatch(/^\d{14}$/);
      expect(parseNationalId(id, TODAY)).toEqual({ birthDate, governorateCode: code, governorate: GOVERNORATES[code], gender });
    }
  });
});

import { REQUIRED } from './messages';
import {
  GENDER_CHOICE,
  INVALID_EMAIL,
  JOB_RANGE,
  MOBILE_DIGITS_ONLY,
  NOT_A_NUMBER,
  SCHOOL_CHOICE,
  SCORE_DECIMALS,
  applicantFieldMessages,
  applicantSaveSchema,
  checkScore,
  checkSsn,
  scoreRangeMessage,
} from './applicant';
import { NATIONAL_ID_MALE_BUT_FEMALE, makeNationalId } from './national-id';

const valid = {
  name: 'Ahmed Ali',
  ssn: makeNationalId('2010-05-17', '01', 'male'),
  email: 'ahmed@example.com',
  mobile: '01012345678',
  prep_mark: 95,
  math: '90.5',
  english: 88,
  std_code: 'S-1',
  gender: 'male',
  school_id: '2',
};

describe('the applicant form (SPEC §5)', () => {
  test('a valid form parses: texts trimmed, numbers as numbers, optional fields absent', () => {
    const parsed = applicantSaveSchema.parse({ ...valid, name: '  Ahmed Ali ', job: '4', career: ' Social ' });
    expect(parsed).toEqual({ ...valid, name: 'Ahmed Ali', math: 90.5, school_id: 2, job: 4, career: 'Social' });
    expect(applicantFieldMessages(valid)).toEqual({});
  });

  test("every required field says 'Required' when empty", () => {
    const empty = Object.fromEntries(Object.keys(valid).map((key) => [key, '']));
    expect(applicantFieldMessages(empty)).toEqual(Object.fromEntries(Object.keys(valid).map((key) => [key, REQUIRED])));
    expect(applicantFieldMessages({})).toEqual(Object.fromEntries(Object.keys(valid).map((key) => [key, REQUIRED])));
  });

  test.each([
    ['name', 'Al', 'Must be greater than 2 characters'],
    ['name', 'x'.repeat(501), 'Must be 500 characters or less'],
    ['ssn', '123', 'Must be 14 characters'],
    ['ssn', '1'.repeat(15), 'Must be 14 characters'],
    ['email', 'a@', 'Must be greater than 2 characters'],
    ['email', `${'x'.repeat(39)}@example.com`, 'Must be 50 characters or less'],
    ['email', 'no-at-sign.example.com', INVALID_EMAIL],
    ['email', 'two@@example.com', INVALID_EMAIL],
    ['mobile', '0101234567', 'Must be 11 characters'],
    ['mobile', '010-1234567', MOBILE_DIGITS_ONLY],
    ['prep_mark', 'abc', NOT_A_NUMBER],
    ['prep_mark', '1e2', NOT_A_NUMBER],
    ['math', 101, scoreRangeMessage()],
    ['english', -0.5, scoreRangeMessage()],
    ['english', 70.123, SCORE_DECIMALS],
    ['gender', 'boy', GENDER_CHOICE],
    ['school_id', 'x', SCHOOL_CHOICE],
    ['school_id', 0, SCHOOL_CHOICE],
    ['job', 100, JOB_RANGE],
    ['job', 2.5, JOB_RANGE],
  ] as const)('%s = %j → %s', (field, value, message) => {
    expect(applicantFieldMessages({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  test('the gender must agree with the national ID, reported on the SSN', () => {
    expect(applicantFieldMessages({ ...valid, gender: 'female' })).toEqual({ ssn: NATIONAL_ID_MALE_BUT_FEMALE });
  });

  test('checkScore and checkSsn are the same rules for single fields', () => {
    expect(checkScore('100')).toBeNull();
    expect(checkScore(' 99.99 ')).toBeNull();
    expect(checkScore('')).toBe(REQUIRED);
    expect(checkSsn(valid.ssn, 'male')).toBeNull();
    expect(checkSsn(valid.ssn, 'female')).toBe(NATIONAL_ID_MALE_BUT_FEMALE);
    expect(checkSsn('')).toBe(REQUIRED);
  });
});

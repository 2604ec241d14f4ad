/**
 * Egyptian national ID (الرقم القومي), 14 digits: C YY MM DD GG SSS S X
 *
 * - C: century of birth, 2 = 1900..1999, 3 = 2000..2099;
 * - YYMMDD: the birth date, a real day, not in the future;
 * - GG: the governorate of birth registration (01 Cairo … 35 South Sinai, 88 abroad);
 * - SSSS (digits 10..13): a sequence whose last digit (the 13th) is odd for a
 *   male and even for a female;
 * - X: a check digit (its algorithm is not published, so it is not checked).
 *
 * Pure and isomorphic: the applicant form, the server and the import use it.
 */
import type { Gender } from '../domain/applicant';

export const NATIONAL_ID_LENGTH = 14;

/** Governorate codes (digits 8 and 9). 20 and 30 are not assigned. */
export const GOVERNORATES: Readonly<Record<string, string>> = {
  '01': 'Cairo',
  '02': 'Alexandria',
  '03': 'Port Said',
  '04': 'Suez',
  '11': 'Damietta',
  '12': 'Dakahlia',
  '13': 'Sharqia',
  '14': 'Qalyubia',
  '15': 'Kafr El Sheikh',
  '16': 'Gharbia',
  '17': 'Monufia',
  '18': 'Beheira',
  '19': 'Ismailia',
  '21': 'Giza',
  '22': 'Beni Suef',
  '23': 'Fayoum',
  '24': 'Minya',
  '25': 'Asyut',
  '26': 'Sohag',
  '27': 'Qena',
  '28': 'Aswan',
  '29': 'Luxor',
  '31': 'Red Sea',
  '32': 'New Valley',
  '33': 'Matrouh',
  '34': 'North Sinai',
  '35': 'South Sinai',
  '88': 'Born abroad',
};

export const NATIONAL_ID_DIGITS_ONLY = 'The national ID must contain digits only';
export const NATIONAL_ID_CENTURY = 'The national ID must start with 2 (born 1900–1999) or 3 (born 2000–2099)';
export const NATIONAL_ID_BAD_DATE = 'The national ID holds a birth date that does not exist (digits 2 to 7 are YYMMDD)';
export const NATIONAL_ID_FUTURE_DATE = 'The national ID holds a birth date in the future';
export const NATIONAL_ID_GOVERNORATE = 'The national ID holds an unknown governorate code (digits 8 and 9)';
export const NATIONAL_ID_MALE_BUT_FEMALE = 'The national ID belongs to a male (its 13th digit is odd) but the gender is female';
export const NATIONAL_ID_FEMALE_BUT_MALE = 'The national ID belongs to a female (its 13th digit is even) but the gender is male';

export interface NationalIdParts {
  /** The birth date as YYYY-MM-DD. */
  birthDate: string;
  governorateCode: string;
  governorate: string;
  gender: Gender;
}

export interface NationalIdCheckOptions {
  /** When given, the 13th digit must agree with it. */
  gender?: Gender | null;
  /** "Now" for the future-date rule; defaults to the current date. */
  today?: Date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Today's date as YYYY-MM-DD in UTC (a birth date has no time zone to speak of). */
function isoDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/**
 * The first problem with `id` as a national ID (length is the form's own rule,
 * 'Must be 14 characters', and is checked first there), or null when valid.
 */
export function nationalIdProblem(id: string, options: NationalIdCheckOptions = {}): string | null {
  if (!/^\d+$/.test(id)) return NATIONAL_ID_DIGITS_ONLY;
  if (id.length !== NATIONAL_ID_LENGTH) return `Must be ${NATIONAL_ID_LENGTH} characters`;
  const century = id[0];
  if (century !== '2' && century !== '3') return NATIONAL_ID_CENTURY;
  const year = (century === '2' ? 1900 : 2000) + Number(id.slice(1, 3));
  const month = Number(id.slice(3, 5));
  const day = Number(id.slice(5, 7));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return NATIONAL_ID_BAD_DATE;
  }
  if (`${year}-${pad(month)}-${pad(day)}` > isoDay(options.today ?? new Date())) return NATIONAL_ID_FUTURE_DATE;
  if (!(id.slice(7, 9) in GOVERNORATES)) return NATIONAL_ID_GOVERNORATE;
  if (options.gender) {
    const idGender = nationalIdGender(id);
    if (idGender === 'male' && options.gender === 'female') return NATIONAL_ID_MALE_BUT_FEMALE;
    if (idGender === 'female' && options.gender === 'male') return NATIONAL_ID_FEMALE_BUT_MALE;
  }
  return null;
}

/** The gender the 13th digit records: odd male, even female. */
export function nationalIdGender(id: string): Gender {
  return Number(id[12]) % 2 === 1 ? 'male' : 'female';
}

/** What a valid national ID says, or null when it is not valid. */
export function parseNationalId(id: string, today?: Date): NationalIdParts | null {
  if (nationalIdProblem(id, { today }) !== null) return null;
  const year = (id[0] === '2' ? 1900 : 2000) + Number(id.slice(1, 3));
  const code = id.slice(7, 9);
  return {
    birthDate: `${year}-${id.slice(3, 5)}-${id.slice(5, 7)}`,
    governorateCode: code,
    governorate: GOVERNORATES[code],
    gender: nationalIdGender(id),
  };
}

/**
 * Build a valid national ID (demo data and tests): birth date, governorate,
 * a 3-digit sequence, the gender and a final digit.
 */
export function makeNationalId(birthDate: string, governorateCode: string, gender: Gender, sequence = 123, last = 5): string {
  const [year, month, day] = birthDate.split('-');
  const century = Number(year) >= 2000 ? '3' : '2';
  // The 13th digit: odd for male, even for female.
  const genderDigit = gender === 'male' ? 2 * (sequence % 5) + 1 : 2 * (sequence % 5);
  return `${century}${year.slice(2)}${month}${day}${governorateCode}${String(sequence % 1000).padStart(3, '0')}${genderDigit}${last % 10}`;
}

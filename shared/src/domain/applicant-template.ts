import type { Applicant } from './applicant';

/**
 * What each column of the applicant import file holds, for the downloadable
 * template and the import dialog. The columns themselves (headings, order,
 * which are read) are APPLICANT_FILE_COLUMNS; this only explains them.
 */
export interface ApplicantColumnNote {
  required: boolean;
  /** One or two sentences a school's secretary can follow. */
  holds: string;
  example: string;
}

export const APPLICANT_COLUMN_NOTES: Partial<Record<keyof Applicant, ApplicantColumnNote>> = {
  name: { required: true, holds: 'Full name, 3 to 500 characters, Arabic or English.', example: 'سارة محمود علي' },
  email: { required: true, holds: 'E-mail address, 3 to 50 characters.', example: 'sara.mahmoud@example.com' },
  ssn: {
    required: true,
    holds:
      'National ID: exactly 14 digits. Its 13th digit must agree with the gender (odd for male, even for female). Type it as text so the spreadsheet keeps every digit.',
    example: '30801011234562',
  },
  mobile: {
    required: true,
    holds: 'Mobile number: exactly 11 digits, starting with 0. Type it as text so the spreadsheet keeps the leading 0.',
    example: '01012345678',
  },
  gender: { required: true, holds: 'male or female (m, f, ذكر and أنثى are read too).', example: 'female' },
  school: {
    required: true,
    holds:
      "The school the applicant applies to, written exactly as in Mizan's school list (same spelling and capitals). Instead, a school_id column may hold the school's number.",
    example: 'Al Noor International School',
  },
  prep_mark: { required: true, holds: 'Preparatory (previous stage) score, a number from 0 to 100.', example: '92.5' },
  math: { required: true, holds: 'Mathematics score, a number from 0 to 100.', example: '88' },
  english: { required: true, holds: 'English score, a number from 0 to 100.', example: '95' },
  std_code: { required: true, holds: "Unified code: the student code of the ministry's system.", example: 'U-2026-00417' },
  career: {
    required: false,
    holds: 'Career interest (Holland code letters such as RIA); usually left empty: the RIASEC questions fill it.',
    example: '',
  },
  cmatch: { required: false, holds: 'Career match, free text up to 100 characters.', example: '' },
  position: {
    required: false,
    holds:
      'The position applied for, as free text up to 100 characters (a name from the position list keeps reports tidy). It is shown and printed; it chooses nothing.',
    example: 'Grade 7',
  },
  access_code: {
    required: false,
    holds:
      "The applicant's access code for assessments that require one: 8 letters and digits (no 0, O, 1 or I), as printed on the admission card. Leave it empty and Mizan makes one.",
    example: '',
  },
  extra_time_percent: {
    required: false,
    holds:
      'Accommodation: extra time on every timed assessment, as a whole percent of its duration from 0 to 200 (50 gives a 60-minute test 90 minutes). Empty counts as 0.',
    example: '',
  },
  job: {
    required: false,
    holds:
      'A whole number from 0 to 99 that chooses the interview form: below 3 the early-childhood form (12 criteria), 3 to 11 the short form (7 criteria), above 11 the detailed form (21 criteria). Empty counts as 0, the early-childhood form. For a Grade 7 applicant write 7, not 2.',
    example: '7',
  },
};

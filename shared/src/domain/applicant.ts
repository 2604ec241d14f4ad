import type { AssessmentScores, ScoreSortField } from './assessment-scores';
/**
 * An applicant (SPEC §3), with the SPEC's wire names. Scores are out of 100
 * (SPEC §9 "Scores shown out of 100"); `interview` is the parent score of the
 * latest interview review, out of 100 to 2 decimals, or null before any
 * interview.
 */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** enrolled and competent: 'Yes', 'No' or '' (not decided yet). */
export const YES_NO_CHOICES = ['Yes', 'No', ''] as const;
export type YesNoChoice = (typeof YES_NO_CHOICES)[number];

export interface Applicant {
  id: number;
  name: string;
  /** Egyptian national ID, 14 digits. Unique: one applicant per person. */
  ssn: string;
  gender: Gender;
  email: string;
  /** 11 digits. */
  mobile: string;
  /** Preparatory certificate score, 0..100. */
  prep_mark: number;
  /** Mathematics score, 0..100. */
  math: number;
  /** English score, 0..100. */
  english: number;
  /** The unified student code. */
  std_code: string;
  school_id: number | null;
  /** The school's name ('' when the applicant has no school). */
  school: string;
  /** Career interest (e.g. the RIASEC result); '' when unknown. */
  career: string;
  /** Career match; '' when unknown. */
  cmatch: string;
  /** The position or track applied for; '' when unknown. */
  position: string;
  /** Interview score out of 100 (2 decimals), null before any interview. */
  interview: number | null;
  enrolled: YesNoChoice;
  /** 'Yes' means the applicant has a psychological problem (SPEC §3). */
  competent: YesNoChoice;
  /** Ours: the score of each assessment taken (domain/assessment-scores.ts), in the list and the export. */
  scores?: AssessmentScores;
  /** Picks the interview form (domain/interview.ts); null is treated as 0. */
  job: number | null;
  /** Accommodation: extra time on every timed assessment, in percent of its duration (0 to 200; e.g. 25 or 50). */
  extra_time_percent: number;
  /**
   * The access code an assessment may require with the ID at registration
   * (domain/access-code.ts). Only updateinfo holders get it; absent for
   * everyone else.
   */
  access_code?: string;
  /**
   * The fields withheld from this viewer (domain/applicant-privacy.ts): ssn is
   * then masked like '2990101••••••7' and competent is ''. Absent when the
   * viewer sees everything.
   */
  masked?: MaskedField[];
}

/** The applicant fields shown masked (domain/applicant-privacy.ts says to whom); staff allowed to reveal them do so one by one, each reveal audited. */
export const MASKED_FIELDS = ['ssn', 'competent'] as const;
export type MaskedField = (typeof MASKED_FIELDS)[number];
/** Change Specialization (a transfer between schools) needs a reason of 3..500 characters. */
export const TRANSFER_REASON_REQUIRED = 'Please give the reason for this change of specialization (3 to 500 characters).';

/** What a masked cell shows in place of the value. */
export const MASK = '••••••';

/** '29901011234567' → '2990101••••••7': the century and birth date stay, the governorate, sequence and gender digits are hidden. */
export function maskSsn(ssn: string): string {
  return ssn.length > 8 ? `${ssn.slice(0, 7)}${MASK}${ssn.slice(-1)}` : MASK;
}

/** Score ranges of the applicant form (docs/decisions.md, Applicants). */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;
/** `job` is a whole number in this range. */
export const JOB_MIN = 0;
export const JOB_MAX = 99;
/** Extra time (accommodation) is a whole percent in this range. */
export const EXTRA_TIME_MIN = 0;
export const EXTRA_TIME_MAX = 200;

/** Columns the list and the export can sort by (`sort` query value). */
export const APPLICANT_SORT_FIELDS = [
  'id',
  'name',
  'ssn',
  'email',
  'mobile',
  'school',
  'gender',
  'prep_mark',
  'math',
  'english',
  'std_code',
  'career',
  'interview',
  'enrolled',
  'competent',
  'job',
] as const;
export type ApplicantSortField = (typeof APPLICANT_SORT_FIELDS)[number];
/** A column of the table (the list's `sort` query value): one of the applicant's own, or an assessment's score column. */
export type ApplicantSort = ApplicantSortField | ScoreSortField;

/**
 * The columns of the applicant export and import files, in the table's order
 * (SPEC §2 Applicants screen headings where it has them). The export writes
 * every column; the import reads the `imported` ones, matching a heading by
 * this header or by the wire name in any case ('SSN(ID)' or 'ssn'), and
 * takes the school by its name (or a `school_id` column).
 */
export interface ApplicantFileColumn {
  key: keyof Applicant;
  header: string;
  imported: boolean;
}

export const APPLICANT_FILE_COLUMNS: readonly ApplicantFileColumn[] = [
  { key: 'id', header: '#', imported: false },
  { key: 'name', header: 'Name', imported: true },
  { key: 'email', header: 'Email', imported: true },
  { key: 'ssn', header: 'SSN(ID)', imported: true },
  { key: 'mobile', header: 'Mobile', imported: true },
  { key: 'gender', header: 'Gender', imported: true },
  { key: 'school', header: 'School', imported: true },
  { key: 'prep_mark', header: 'Prep. Score', imported: true },
  { key: 'math', header: 'Math. Score', imported: true },
  { key: 'english', header: 'Eng. Score', imported: true },
  { key: 'std_code', header: 'Unified Code', imported: true },
  { key: 'career', header: 'Career Interest', imported: true },
  { key: 'cmatch', header: 'Career Match', imported: true },
  { key: 'position', header: 'Position', imported: true },
  { key: 'job', header: 'Job', imported: true },
  { key: 'extra_time_percent', header: 'Extra time (%)', imported: true },
  { key: 'interview', header: 'My Review (100)', imported: false },
  { key: 'enrolled', header: 'Enrolled?', imported: false },
  { key: 'competent', header: 'has Psychological problem?', imported: false },
  { key: 'access_code', header: 'Access Code', imported: true },
];

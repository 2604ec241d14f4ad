import { z } from 'zod';
import {
  EXTRA_TIME_MAX,
  EXTRA_TIME_MIN,
  GENDERS,
  JOB_MAX,
  JOB_MIN,
  SCORE_MAX,
  SCORE_MIN,
  TRANSFER_REASON_REQUIRED,
  type Gender,
} from '../domain/applicant';
import { REQUIRED } from './messages';
import { nationalIdGender, nationalIdProblem } from './national-id';
import { checkText, textSchema, type TextRule } from './text-rule';

/**
 * The applicant form (SPEC §5): name 3..500, ssn exactly 14, email 3..50 and a
 * valid address, mobile exactly 11, prep_mark, math, english, std_code,
 * gender and school required, each 'Required' when empty. Ours on top
 * (docs/decisions.md, Applicants): the SSN is checked as an Egyptian national
 * ID, the mobile is digits only, scores are numbers from 0 to 100 with at
 * most 2 decimals, std_code is at most 50 characters.
 */
export const APPLICANT_NAME_RULE: TextRule = { required: true, min: 3, max: 500 };
export const APPLICANT_SSN_RULE: TextRule = { required: true, length: 14 };
export const APPLICANT_EMAIL_RULE: TextRule = { required: true, min: 3, max: 50 };
export const APPLICANT_MOBILE_RULE: TextRule = { required: true, length: 11 };
export const APPLICANT_STD_CODE_RULE: TextRule = { required: true, max: 50 };
/** career, cmatch and position: optional free text. */
export const APPLICANT_OPTIONAL_TEXT_RULE: TextRule = { max: 100 };

export const INVALID_EMAIL = 'Must be a valid e-mail address';
export const MOBILE_DIGITS_ONLY = 'Must contain digits only';
export const NOT_A_NUMBER = 'Must be a number';
export const GENDER_CHOICE = 'Choose male or female';
export const SCHOOL_CHOICE = 'Choose a school from the list';
export const scoreRangeMessage = (min = SCORE_MIN, max = SCORE_MAX) => `Must be a number from ${min} to ${max}`;
export const SCORE_DECIMALS = 'Use at most 2 decimals';
export const JOB_RANGE = `Must be a whole number from ${JOB_MIN} to ${JOB_MAX}`;
export const EXTRA_TIME_RANGE = `Extra time must be a whole percent from ${EXTRA_TIME_MIN} to ${EXTRA_TIME_MAX}`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the form's fields hold, before parsing (numbers may arrive as text). */
export interface ApplicantFormInput {
  name: string;
  ssn: string;
  email: string;
  mobile: string;
  prep_mark: number | string;
  math: number | string;
  english: number | string;
  std_code: string;
  gender: Gender | '';
  school_id: number | string | null;
  career?: string | null;
  cmatch?: string | null;
  position?: string | null;
  job?: number | string | null;
  extra_time_percent?: number | string | null;
}

/** Empty ('' / null / undefined / blanks) means the field was left empty. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A number typed into a text box or sent as a number; null when it is not one. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return null;
  return Number(value);
}

/** The SPEC-style message for a score field, or null when valid. */
export function checkScore(value: unknown): string | null {
  if (isEmpty(value)) return REQUIRED;
  const number = toNumber(value);
  if (number === null) return NOT_A_NUMBER;
  if (number < SCORE_MIN || number > SCORE_MAX) return scoreRangeMessage();
  if (Math.abs(Math.round(number * 100) - number * 100) > 1e-6) return SCORE_DECIMALS;
  return null;
}

/** The message for the SSN field: the SPEC's length rule first, then the national-ID rules. */
export function checkSsn(value: string | null | undefined, gender?: Gender | null, today?: Date): string | null {
  const text = (value ?? '').trim();
  return checkText(APPLICANT_SSN_RULE, text) ?? nationalIdProblem(text, { gender, today });
}

export function checkEmail(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return checkText(APPLICANT_EMAIL_RULE, text) ?? (EMAIL_PATTERN.test(text) ? null : INVALID_EMAIL);
}

export function checkMobile(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return checkText(APPLICANT_MOBILE_RULE, text) ?? (/^\d+$/.test(text) ? null : MOBILE_DIGITS_ONLY);
}

export function checkGender(value: unknown): string | null {
  if (isEmpty(value)) return REQUIRED;
  return (GENDERS as readonly unknown[]).includes(value) ? null : GENDER_CHOICE;
}

export function checkSchoolId(value: unknown): string | null {
  if (isEmpty(value)) return REQUIRED;
  const number = toNumber(value);
  return number !== null && Number.isInteger(number) && number > 0 ? null : SCHOOL_CHOICE;
}

export function checkJob(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const number = toNumber(value);
  return number !== null && Number.isInteger(number) && number >= JOB_MIN && number <= JOB_MAX ? null : JOB_RANGE;
}

export function checkExtraTime(value: unknown): string | null {
  if (isEmpty(value)) return null;
  const number = toNumber(value);
  return number !== null && Number.isInteger(number) && number >= EXTRA_TIME_MIN && number <= EXTRA_TIME_MAX ? null : EXTRA_TIME_RANGE;
}

const trimmedText = (rule: TextRule) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), textSchema(rule));

/** A zod field whose messages come from `check`, parsed by `parse`. */
function checked<T>(check: (value: unknown) => string | null, parse: (value: unknown) => T) {
  return z.unknown().transform((value, context): T => {
    const message = check(value);
    if (message) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return parse(value);
  });
}

const score = () => checked(checkScore, (value) => toNumber(value) as number);
const optionalText = z.preprocess(
  (value) => (value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : value),
  textSchema(APPLICANT_OPTIONAL_TEXT_RULE),
);

/**
 * The fields of the applicant form, parsed: trimmed texts, numbers as numbers.
 * Field order is the order messages are reported in.
 */
const applicantFieldShape = {
  name: trimmedText(APPLICANT_NAME_RULE),
  ssn: checked(
    (value) => checkSsn(typeof value === 'string' ? value : value == null ? '' : String(value)),
    (value) => String(value).trim(),
  ),
  email: checked(
    (value) => checkEmail(typeof value === 'string' ? value : ''),
    (value) => String(value).trim(),
  ),
  mobile: checked(
    (value) => checkMobile(typeof value === 'string' ? value : value == null ? '' : String(value)),
    (value) => String(value).trim(),
  ),
  prep_mark: score(),
  math: score(),
  english: score(),
  std_code: trimmedText(APPLICANT_STD_CODE_RULE),
  gender: checked(checkGender, (value) => value as Gender),
  school_id: checked(checkSchoolId, (value) => toNumber(value) as number),
  career: optionalText.optional(),
  cmatch: optionalText.optional(),
  position: optionalText.optional(),
  job: checked(checkJob, (value) => (isEmpty(value) ? null : (toNumber(value) as number))).optional(),
  extra_time_percent: checked(checkExtraTime, (value) => (isEmpty(value) ? 0 : (toNumber(value) as number))).optional(),
};

/** The 13th digit of the national ID must agree with the gender (reported on the ssn field). */
function genderAgreement(value: { ssn: string; gender: Gender }, context: z.RefinementCtx): void {
  if (nationalIdGender(value.ssn) === value.gender) return;
  const message = nationalIdProblem(value.ssn, { gender: value.gender });
  if (message) context.addIssue({ code: 'custom', path: ['ssn'], message });
}

export const applicantFieldsSchema = z.object(applicantFieldShape).superRefine(genderAgreement);

export type ApplicantFields = z.output<typeof applicantFieldsSchema>;

/**
 * `admin/updateapp.php`: the form with `applicant_id` to update, without it to
 * add. Numbers may come as text (form inputs).
 */
export const applicantSaveSchema = z
  .object({
    applicant_id: z.coerce.number().int().positive().optional(),
    ...applicantFieldShape,
    /**
     * Required to add. Left out of an update, the stored ID stays: the edit
     * form gets it masked (getapp.php) and sends one only when the user types
     * a new one; the server then checks the gender against the stored ID.
     */
    ssn: applicantFieldShape.ssn.optional(),
    /** Change Specialization's reason (3..500, checked by the server when the change is a transfer). */
    reason: z.string().max(500, TRANSFER_REASON_REQUIRED).optional(),
  })
  .superRefine((value, context) => {
    if (value.ssn !== undefined) genderAgreement({ ssn: value.ssn, gender: value.gender }, context);
    else if (value.applicant_id === undefined) context.addIssue({ code: 'custom', path: ['ssn'], message: REQUIRED });
  });

/** Every field's message for one applicant (the form and the import preview), empty when valid. */
export function applicantFieldMessages(
  input: Partial<Record<keyof ApplicantFormInput, unknown>>,
): Partial<Record<keyof ApplicantFormInput, string>> {
  const result = applicantFieldsSchema.safeParse(input);
  const messages: Partial<Record<keyof ApplicantFormInput, string>> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ApplicantFormInput;
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

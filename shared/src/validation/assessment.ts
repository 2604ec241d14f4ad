import { z } from 'zod';
import {
  ASSESSMENT_LANGS,
  DEFAULT_ASSESSMENT_LANG,
  DEFAULT_NUMBER_OF_TRIALS,
  MAX_ASSESSMENT_QUESTIONS,
  MAX_DURATION_MINUTES,
  MAX_NUMBER_OF_TRIALS,
  MIN_DURATION_MINUTES,
  MIN_NUMBER_OF_TRIALS,
  type AssessmentLang,
} from '../domain/assessment';
import { drawSlotSchema, isDrawSlot, type AssessmentItem } from '../questions/draw-slot';
import { sentQuestionSchema } from './sent-question';

/**
 * The assessment builder's save rules (SPEC §5 "Assessment", §9), shared by
 * the builder (to show the message before sending) and the server (400 with
 * the first message; nothing is stored). SPEC gives the rules without words;
 * the sentences are ours and name the field as the builder labels it.
 */
export const ASSESSMENT_TITLE_REQUIRED = 'Title is required';
export const ASSESSMENT_TITLE_TOO_LONG = 'Title must be 200 characters or less';
export const ASSESSMENT_LANG_INVALID = 'Language must be English (En) or Arabic (Ar)';
export const TRIALS_MIN_MESSAGE = `Number of trials must be at least ${MIN_NUMBER_OF_TRIALS}`;
export const TRIALS_WHOLE_MESSAGE = 'Number of trials must be a whole number';
export const TRIALS_MAX_MESSAGE = `Number of trials must be ${MAX_NUMBER_OF_TRIALS} or less`;
export const DURATION_MIN_MESSAGE = `Duration must be at least ${MIN_DURATION_MINUTES} minute when the assessment is timed`;
export const DURATION_WHOLE_MESSAGE = 'Duration must be a whole number of minutes';
export const DURATION_MAX_MESSAGE = `Duration must be ${MAX_DURATION_MINUTES} minutes (24 hours) or less`;
export const END_AFTER_START_MESSAGE = 'End date must be after Start date';
export const TIMED_INVALID = 'Timed must be 0 or 1';
export const ASSESSMENT_ID_INVALID = 'The assessment id must be a positive whole number';
export const NEXT_ASSESSMENT_INVALID = 'Next assessment must be another assessment';
export const TOO_MANY_QUESTIONS = `An assessment holds at most ${MAX_ASSESSMENT_QUESTIONS} questions`;
export const REVIEWER_ID_INVALID = 'Assigned Reviewers must be staff members from the list';
export const GROUP_NAME_INVALID = 'Each group needs a groupname of 100 characters or less';
export const dateInvalidMessage = (label: 'Start date' | 'End date') =>
  `${label} must be a date and time with its time zone (ISO 8601, e.g. 2025-06-01T09:00:00Z)`;
/** A question's SPEC §5 message, with its place in the list (1-based, as the builder numbers them). */
export const questionMessage = (index: number, message: string) => `Question ${index}: ${message}`;
export const DUPLICATE_QUESTION_ID = 'its id is the same as another question of this assessment';

export const ASSESSMENT_TITLE_MAX = 200;

const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

/** ISO 8601 with a zone, and a real calendar moment (Date.parse would roll 30 February over to March). */
function isCalendarInstant(value: string): boolean {
  const match = ISO_WITH_ZONE.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** '1'/'0', 1/0, true/false, 'true'/'false' → boolean (the seed sends all of them). */
const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return fallback;
      if (value === 1 || value === '1' || value === 'true') return true;
      if (value === 0 || value === '0' || value === 'false') return false;
      return value;
    },
    z.boolean({ error: 'Must be true or false' }),
  );

/** A whole number typed into a box may arrive as text. */
const numberLike = (value: unknown) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value);

const dateField = (label: 'Start date' | 'End date') =>
  z.preprocess(
    (value) => (isBlank(value) ? null : value),
    z
      .string({ error: dateInvalidMessage(label) })
      .nullable()
      .transform((value, context) => {
        if (value === null) return null;
        const time = isCalendarInstant(value.trim()) ? Date.parse(value.trim()) : Number.NaN;
        if (Number.isNaN(time)) {
          context.addIssue({ code: 'custom', message: dateInvalidMessage(label) });
          return z.NEVER;
        }
        return new Date(time).toISOString();
      }),
  );

const idList = z
  .array(z.preprocess(numberLike, z.number({ error: REVIEWER_ID_INVALID }).int(REVIEWER_ID_INVALID).positive(REVIEWER_ID_INVALID)))
  .max(200);

/**
 * Every question through sentQuestionSchema (read leniently, shape, then
 * validateQuestion's SPEC message), every draw slot through drawSlotSchema;
 * the first problem is answered as 'Question {n}: {message}'.
 * Ids must be unique in the assessment: answers are kept by question id.
 */
export const assessmentQuestionsSchema = z
  .array(z.unknown(), { error: 'questions must be a list' })
  .max(MAX_ASSESSMENT_QUESTIONS, TOO_MANY_QUESTIONS)
  .transform((items, context): AssessmentItem[] => {
    const questions: AssessmentItem[] = [];
    const seen = new Set<string>();
    for (const [index, item] of items.entries()) {
      const result = isDrawSlot(item) ? drawSlotSchema.safeParse(item) : sentQuestionSchema.safeParse(item);
      if (!result.success) {
        context.addIssue({ code: 'custom', message: questionMessage(index + 1, result.error.issues[0].message), path: [index] });
        return z.NEVER;
      }
      if (seen.has(result.data.id)) {
        context.addIssue({ code: 'custom', message: questionMessage(index + 1, DUPLICATE_QUESTION_ID), path: [index] });
        return z.NEVER;
      }
      seen.add(result.data.id);
      questions.push(result.data);
    }
    return questions;
  });

const assessmentFields = {
  name: z
    .string({ error: ASSESSMENT_TITLE_REQUIRED })
    .trim()
    .min(1, ASSESSMENT_TITLE_REQUIRED)
    .max(ASSESSMENT_TITLE_MAX, ASSESSMENT_TITLE_TOO_LONG),
  lang: z.preprocess(
    (value) => (isBlank(value) ? DEFAULT_ASSESSMENT_LANG : value),
    z.enum(ASSESSMENT_LANGS, { error: ASSESSMENT_LANG_INVALID }),
  ),
  startdate: dateField('Start date'),
  enddate: dateField('End date'),
  nooftrials: z.preprocess(
    (value) => (isBlank(value) ? DEFAULT_NUMBER_OF_TRIALS : numberLike(value)),
    z
      .number({ error: TRIALS_WHOLE_MESSAGE })
      .int(TRIALS_WHOLE_MESSAGE)
      .min(MIN_NUMBER_OF_TRIALS, TRIALS_MIN_MESSAGE)
      .max(MAX_NUMBER_OF_TRIALS, TRIALS_MAX_MESSAGE),
  ),
  istimed: z.preprocess(
    (value) => {
      if (isBlank(value)) return 0;
      if (value === true || value === '1' || value === 1) return 1;
      if (value === false || value === '0' || value === 0) return 0;
      return value;
    },
    z.union([z.literal(0), z.literal(1)], { error: TIMED_INVALID }),
  ),
  duration: z.preprocess(
    (value) => (isBlank(value) ? null : numberLike(value)),
    z.number({ error: DURATION_WHOLE_MESSAGE }).int(DURATION_WHOLE_MESSAGE).max(MAX_DURATION_MINUTES, DURATION_MAX_MESSAGE).nullable(),
  ),
  grade: z.preprocess((value) => (isBlank(value) ? '' : typeof value === 'number' ? String(value) : value), z.string().trim().max(100)),
  type: z.preprocess((value) => (isBlank(value) ? '' : value), z.string().trim().max(100)),
  selectedgroups: z
    .array(z.object({ groupname: z.string({ error: GROUP_NAME_INVALID }).trim().min(1, GROUP_NAME_INVALID).max(100, GROUP_NAME_INVALID) }))
    .max(100)
    .nullish()
    .transform((groups) => groups ?? []),
  selectedteachers: z
    .array(z.object({ id: z.preprocess(numberLike, z.number({ error: REVIEWER_ID_INVALID }).int().positive(REVIEWER_ID_INVALID)) }).loose())
    .max(200)
    .nullish()
    .transform((teachers) => teachers ?? []),
  grading_teachers_ids: idList.nullish().transform((ids) => ids ?? []),
  editing_teachers_ids: idList.nullish().transform((ids) => ids ?? []),
  open: flag(true),
  nextAssessmentId: z.preprocess(
    (value) => (isBlank(value) ? null : numberLike(value)),
    z.number({ error: NEXT_ASSESSMENT_INVALID }).int(NEXT_ASSESSMENT_INVALID).positive(NEXT_ASSESSMENT_INVALID).nullable(),
  ),
  showResults: flag(false),
  allowResume: flag(false),
  requireAccessCodes: flag(false),
  shuffleQuestions: flag(false),
  questions: z.preprocess((value) => (value === undefined || value === null ? [] : value), assessmentQuestionsSchema),
};

/** What the builder sends, read: the wire names, defaults filled in. */
export interface AssessmentInput {
  name: string;
  lang: AssessmentLang;
  startdate: string | null;
  enddate: string | null;
  nooftrials: number;
  istimed: 0 | 1;
  /** null when not timed. */
  duration: number | null;
  grade: string;
  type: string;
  selectedgroups: { groupname: string }[];
  /** The Assigned Reviewers: selectedteachers' ids, grading_teachers_ids and editing_teachers_ids together. */
  reviewerIds: number[];
  /** The reviewers who may edit (editing_teachers_ids). */
  editorIds: number[];
  open: boolean;
  nextAssessmentId: number | null;
  showResults: boolean;
  allowResume: boolean;
  requireAccessCodes: boolean;
  /** ours: each applicant sees the questions in an order of their own. */
  shuffleQuestions: boolean;
  /** Fixed questions and draw slots. */
  questions: AssessmentItem[];
}

type ParsedFields = z.output<z.ZodObject<typeof assessmentFields>>;

/** Cross-field rules, after each field has passed: duration when timed, end after start. */
function finish(fields: ParsedFields, context: z.RefinementCtx): AssessmentInput {
  if (fields.istimed === 1 && (fields.duration === null || fields.duration < MIN_DURATION_MINUTES)) {
    context.addIssue({ code: 'custom', message: DURATION_MIN_MESSAGE, path: ['duration'] });
  }
  if (fields.startdate !== null && fields.enddate !== null && Date.parse(fields.enddate) <= Date.parse(fields.startdate)) {
    context.addIssue({ code: 'custom', message: END_AFTER_START_MESSAGE, path: ['enddate'] });
  }
  const reviewerIds = [
    ...new Set([...fields.selectedteachers.map((teacher) => teacher.id), ...fields.grading_teachers_ids, ...fields.editing_teachers_ids]),
  ];
  return {
    name: fields.name,
    lang: fields.lang,
    startdate: fields.startdate,
    enddate: fields.enddate,
    nooftrials: fields.nooftrials,
    istimed: fields.istimed,
    duration: fields.istimed === 1 ? fields.duration : null,
    grade: fields.grade,
    type: fields.type,
    selectedgroups: fields.selectedgroups,
    reviewerIds,
    editorIds: [...new Set(fields.editing_teachers_ids)],
    open: fields.open,
    nextAssessmentId: fields.nextAssessmentId,
    showResults: fields.showResults,
    allowResume: fields.allowResume,
    requireAccessCodes: fields.requireAccessCodes,
    shuffleQuestions: fields.shuffleQuestions,
    questions: fields.questions,
  };
}

/**
 * What the builder may send: the Assessment wire type's fields, each optional
 * but the title, in the forms the seed used ('1'/'0', numbers as text). An
 * Assessment answered by admin/getexam.php can be sent back as it is.
 */
export interface AssessmentDraft {
  name: string;
  lang?: AssessmentLang | '';
  startdate?: string | null;
  enddate?: string | null;
  nooftrials?: number | string | null;
  istimed?: 0 | 1 | '0' | '1' | boolean | null;
  duration?: number | string | null;
  grade?: string | number | null;
  type?: string | null;
  selectedgroups?: { groupname: string }[] | null;
  selectedteachers?: { id: number; displayname?: string }[] | null;
  grading_teachers_ids?: number[] | null;
  editing_teachers_ids?: number[] | null;
  open?: boolean | 0 | 1 | '0' | '1' | null;
  nextAssessmentId?: number | null;
  showResults?: boolean | 0 | 1 | '0' | '1' | null;
  allowResume?: boolean | 0 | 1 | '0' | '1' | null;
  requireAccessCodes?: boolean | 0 | 1 | '0' | '1' | null;
  shuffleQuestions?: boolean | 0 | 1 | '0' | '1' | null;
  questions?: AssessmentItem[] | null;
  /** Not read by add or update: Publish and Pull are their own calls. */
  published?: '1' | '0';
  id?: number;
}

export type AssessmentChanges = AssessmentInput & { id: number };

/**
 * admin/addexam.php's assessment. `published` and `id` are not read: a new
 * assessment starts unpublished (Publish is its own call).
 */
export const newAssessmentSchema: z.ZodType<AssessmentInput, AssessmentDraft> = z.object(assessmentFields).transform(finish) as never;

/** admin/updateexam.php's assessment: the same fields and rules, with the id. */
export const assessmentChangesSchema: z.ZodType<AssessmentChanges, AssessmentDraft & { id: number | string }> = z
  .object({
    id: z.preprocess(numberLike, z.number({ error: ASSESSMENT_ID_INVALID }).int(ASSESSMENT_ID_INVALID).positive(ASSESSMENT_ID_INVALID)),
    ...assessmentFields,
  })
  .transform((fields, context) => ({ id: fields.id, ...finish(fields, context) })) as never;

/**
 * The first message the server would answer for this draft, or null when it
 * may be saved. The builder shows it before sending (the same rules).
 */
export function assessmentProblem(draft: unknown): string | null {
  const result = newAssessmentSchema.safeParse(draft);
  return result.success ? null : result.error.issues[0].message;
}

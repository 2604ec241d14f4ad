import { z } from 'zod';
import type { Question } from '../questions/question';
import {
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  type CognitiveLevel,
  type Difficulty,
  type QuestionType,
} from '../questions/question-types';
import { sentQuestionSchema } from '../validation/sent-question';
import { BANK_SHARING_LEVELS, BANK_SHARING_SCOPES } from '../domain/bank-sharing';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer, messageAnswer } from './envelope';
import { positiveId } from './request-ids';

/**
 * The question bank's calls (ours): staff with the `exam` flag keep
 * questions apart from any assessment, find them again by what they are
 * about, and copy them into assessments. Each question has an owner and
 * a sharing; the answer says what the caller may do with each
 * (docs/security.md "The question bank"). Spread into `contract`.
 */

export const BANK_FIRST_PAGE = 1;
export const BANK_PAGE_SIZE = 15;
export const BANK_TAGS_MAX = 20;
export const BANK_TAG_MAX_LENGTH = 40;

export const BANK_QUESTION_ID_REQUIRED = 'Which question? Send its id.';
export const BANK_QUESTION_REQUIRED = 'Send the question to save.';
export const BANK_PAGE_INVALID = 'page must be a whole number from 1';
export const BANK_PAGE_SIZE_INVALID = 'pagesize must be a whole number from 1 to 100';
export const BANK_TAG_INVALID = `Each tag is a word or phrase of ${BANK_TAG_MAX_LENGTH} characters or less`;
export const BANK_TOO_MANY_TAGS = `A question has at most ${BANK_TAGS_MAX} tags`;
export const BANK_LABEL_TOO_LONG = 'Subject and grade must be 100 characters or less';
export const BANK_VERSION_INVALID = 'version must be the whole number the question had when you opened it';
export const BANK_SHARING_SCOPE_INVALID = 'scope must be owner, subject or everyone';
export const BANK_SHARING_LEVEL_INVALID = 'level must be read or edit';

const staffName = z.object({ id: z.number(), displayname: z.string() });

export const bankSharingSchema = z.object({
  scope: z.enum(BANK_SHARING_SCOPES, { error: BANK_SHARING_SCOPE_INVALID }),
  level: z.enum(BANK_SHARING_LEVELS, { error: BANK_SHARING_LEVEL_INVALID }),
});

/** A bank entry: the question and what the bank knows about it. */
export const bankQuestionSchema = z.object({
  id: z.number(),
  /** The full question (answer keys included) when the caller may edit it; otherwise withoutAnswerKey's copy. */
  question: z.custom<Question>((value) => typeof value === 'object' && value !== null),
  subject: z.string(),
  grade: z.string(),
  tags: z.array(z.string()),
  /** 1 when saved, one more on every edit. */
  version: z.number(),
  /** Who wrote it (null once their account is deleted) and when. */
  author: staffName.nullable(),
  createdAt: z.string(),
  /** Who edited it last and when. */
  editor: staffName.nullable(),
  updatedAt: z.string(),
  /** A published assessment holds a copy of it (so it cannot be deleted). */
  inPublishedAssessment: z.boolean(),
  /** Who decides its sharing and may delete it (null when nobody does: administrators only). */
  owner: staffName.nullable(),
  /** Who else may read or edit it. */
  sharing: bankSharingSchema,
  /** What the caller may do with it: edit (and see its key), delete, change its sharing. */
  rights: z.object({ edit: z.boolean(), delete: z.boolean(), share: z.boolean() }),
});
export type BankQuestion = z.infer<typeof bankQuestionSchema>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const wholeFrom = (fallback: number, message: string, max?: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? fallback : value),
    max === undefined
      ? z.coerce.number({ error: message }).int(message).min(1, message)
      : z.coerce.number({ error: message }).int(message).min(1, message).max(max, message),
  );

const tagSchema = z.string({ error: BANK_TAG_INVALID }).trim().min(1, BANK_TAG_INVALID).max(BANK_TAG_MAX_LENGTH, BANK_TAG_INVALID);
const labelSchema = z
  .string()
  .trim()
  .max(100, BANK_LABEL_TOO_LONG)
  .nullish()
  .transform((value) => value ?? '');

/** A tag list: trimmed, each once (ignoring case), at most BANK_TAGS_MAX. */
export const bankTagsSchema = z
  .array(tagSchema)
  .nullish()
  .transform((tags) => {
    const seen = new Set<string>();
    return (tags ?? []).filter((tag) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .refine((tags) => tags.length <= BANK_TAGS_MAX, BANK_TOO_MANY_TAGS);

/** A positive whole number sent as a number or as text. */
/** admin/getbank.php: a page of the bank, newest edit first, narrowed by any of the filters (each optional). */
const bankFilterFields = z.object({
  page: wholeFrom(BANK_FIRST_PAGE, BANK_PAGE_INVALID),
  pagesize: wholeFrom(BANK_PAGE_SIZE, BANK_PAGE_SIZE_INVALID, 100),
  /** Words of the question's text (header, options, content), English or Arabic, any case. */
  search: z
    .string()
    .max(100, 'search must be 100 characters or less')
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  type: z.preprocess(blankToUndefined, z.enum(QUESTION_TYPES, { error: 'type must be one of the thirteen question types' }).optional()),
  subject: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  grade: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** Questions carrying every one of these tags (one tag may be sent as a string). */
  tags: z.preprocess((value) => (typeof value === 'string' ? (value.trim() === '' ? [] : [value]) : value), bankTagsSchema),
  difficult: z.preprocess(blankToUndefined, z.enum(DIFFICULTIES, { error: 'difficult must be Low, Medium or High' }).optional()),
  cognitive: z.preprocess(
    blankToUndefined,
    z.enum(COGNITIVE_LEVELS, { error: 'cognitive must be Understanding, Applying or Problem solving' }).optional(),
  ),
  /** Words of the learning objective. */
  objectives: z
    .string()
    .max(100)
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  /** The author's user id. */
  author: z.preprocess(blankToUndefined, positiveId('author must be a user id').optional()),
});
export type BankFilter = z.output<typeof bankFilterFields>;

/** What a caller may send to admin/getbank.php: every field optional ('' or null means not set). */
export interface BankFilterRequest {
  page?: number | string | null;
  pagesize?: number | string | null;
  search?: string | null;
  type?: QuestionType | '' | null;
  subject?: string | null;
  grade?: string | null;
  tags?: string[] | string | null;
  difficult?: Difficulty | '' | null;
  cognitive?: CognitiveLevel | '' | null;
  objectives?: string | null;
  author?: number | string | null;
}

export const bankFilterSchema: z.ZodType<BankFilter, BankFilterRequest> = bankFilterFields as never;

/** admin/savebankquestion.php: without id a new entry; with id an edit (send the version you opened to be told of someone else's edit). */
const bankSaveFields = z.object({
  id: z.preprocess(blankToUndefined, positiveId(BANK_QUESTION_ID_REQUIRED).optional()),
  version: z.preprocess(blankToUndefined, positiveId(BANK_VERSION_INVALID).optional()),
  question: z.custom<unknown>((value) => value !== undefined && value !== null, BANK_QUESTION_REQUIRED).pipe(sentQuestionSchema),
  subject: labelSchema,
  grade: labelSchema,
  tags: bankTagsSchema,
});
export type BankSave = z.output<typeof bankSaveFields>;

/** What a caller may send to admin/savebankquestion.php (the question as a Question, or as a legacy client sends it). */
export interface BankSaveRequest {
  id?: number | string | null;
  version?: number | string | null;
  question: Question | Record<string, unknown>;
  subject?: string | null;
  grade?: string | null;
  tags?: string[] | null;
}

export const bankSaveSchema: z.ZodType<BankSave, BankSaveRequest> = bankSaveFields as never;

export const bankCalls = {
  bankQuestions: call({
    method: 'POST',
    path: 'admin/getbank.php',
    access: requiresFlag('exam'),
    request: bankFilterSchema,
    response: answer(z.object({ questions: z.array(bankQuestionSchema), count: z.number() })),
    summary:
      "A page of the bank questions the caller may read (page from 1, pagesize 15, up to 100), newest edit first, each with its owner, sharing and the caller's rights, and without its answer key when the caller may only read it; filters: search (the question text, English or Arabic), type, subject, grade, tags (all of them), difficult, cognitive, objectives, author; count is the total matching",
    ours: true,
  }),
  saveBankQuestion: call({
    method: 'POST',
    path: 'admin/savebankquestion.php',
    access: requiresFlag('exam'),
    bodyLimit: 4 * 1024 * 1024,
    request: bankSaveSchema,
    response: z.object({ data: bankQuestionSchema, msg: z.string() }),
    summary:
      "Add a question to the bank (no id; the caller owns it, shared read-only with its subject's teachers) or edit one the caller may edit (id; others 403; its version rises by one; send version to get 409 when someone else edited it since). The question is checked with the editors' rules and read as admin/addexam.php reads it; its own id must be new to the bank",
    ours: true,
  }),
  shareBankQuestion: call({
    method: 'POST',
    path: 'admin/sharebankquestion.php',
    access: requiresFlag('exam'),
    request: z.object({ id: positiveId(BANK_QUESTION_ID_REQUIRED) }).extend(bankSharingSchema.shape),
    response: z.object({ data: bankQuestionSchema, msg: z.string() }),
    summary:
      'Set who else may use a bank question (its owner or an administrator; others 403): scope owner (nobody), subject (teachers who own a bank question of the same subject) or everyone (every author), at level read (the question without its answer key) or edit (the key included, and editing)',
    ours: true,
  }),
  deleteBankQuestion: call({
    method: 'POST',
    path: 'admin/deletebankquestion.php',
    access: requiresFlag('exam'),
    request: z.object({ id: positiveId(BANK_QUESTION_ID_REQUIRED) }),
    response: messageAnswer,
    summary:
      'Delete a bank question (its owner or an administrator; others 403); 409 while a published assessment holds a copy of it. Copies in assessments and attempts keep their questions',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

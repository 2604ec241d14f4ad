import { z } from 'zod';
import { ASSESSMENT_LANGS } from '../domain/assessment';
import type { Rubric } from '../rubrics/rubric';
import { rubricSchema } from '../rubrics/rubric-schema';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer, messageAnswer } from './envelope';
import { positiveId } from './request-ids';

/**
 * The rubric bank's calls (ours): authors with the `exam` flag keep analytic
 * rubrics apart from any question and copy or link them into manual
 * questions (docs/decisions.md "Rubrics"). Everyone with the flag reads the
 * bank; an entry's author and administrators change or delete it. Spread
 * into `contract`.
 */

export const RUBRIC_ID_REQUIRED = 'Which rubric? Send its id.';
export const RUBRIC_REQUIRED = 'Send the rubric to save.';
export const RUBRIC_LANG_INVALID = 'lang must be En or Ar';
export const RUBRIC_VERSION_INVALID = 'version must be the whole number the rubric had when you opened it';
export const RUBRIC_NOT_FOUND = 'Rubric not found. It may have been deleted.';
export const RUBRIC_NOT_AUTHOR = 'Only the rubric’s author or an administrator may change or delete it. Save a copy to make your own.';
export const RUBRIC_EDITED_SINCE = 'Someone changed this rubric since you opened it. Reload it, then make your change again.';
export const RUBRIC_SAVED = 'Rubric saved to the bank.';
export const RUBRIC_DELETED = 'Rubric deleted. Questions that use it keep their own copy.';
export const RUBRIC_BANK_PAGE_SIZE = 100;

const staffName = z.object({ id: z.number(), displayname: z.string() });

export const rubricBankEntrySchema = z.object({
  id: z.number(),
  title: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  rubric: z.custom<Rubric>((value) => typeof value === 'object' && value !== null),
  /** 1 when saved, one more on every edit. */
  version: z.number(),
  author: staffName.nullable(),
  updatedAt: z.string(),
  /** What the caller may do with it beyond reading and using it. */
  rights: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type RubricBankEntry = z.infer<typeof rubricBankEntrySchema>;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const rubricBankFilterSchema = z.object({
  /** Words of the title, any case. */
  search: z
    .string()
    .max(100, 'search must be 100 characters or less')
    .nullish()
    .transform((value) => value?.trim() ?? ''),
  lang: z.preprocess(blankToUndefined, z.enum(ASSESSMENT_LANGS, { error: RUBRIC_LANG_INVALID }).optional()),
  /** One entry by its id (a linked question's). */
  id: z.preprocess(blankToUndefined, positiveId(RUBRIC_ID_REQUIRED).optional()),
});

export const rubricSaveSchema = z.object({
  id: z.preprocess(blankToUndefined, positiveId(RUBRIC_ID_REQUIRED).optional()),
  version: z.preprocess(blankToUndefined, positiveId(RUBRIC_VERSION_INVALID).optional()),
  lang: z.enum(ASSESSMENT_LANGS, { error: RUBRIC_LANG_INVALID }),
  rubric: z.custom<unknown>((value) => value !== undefined && value !== null, RUBRIC_REQUIRED).pipe(rubricSchema),
});

export const rubricCalls = {
  rubricBank: call({
    method: 'POST',
    path: 'admin/getrubrics.php',
    access: requiresFlag('exam'),
    request: rubricBankFilterSchema,
    response: answer(z.object({ rubrics: z.array(rubricBankEntrySchema), count: z.number() })),
    summary: `The rubric bank, newest edit first (at most ${RUBRIC_BANK_PAGE_SIZE}), each with its author and the caller's rights; filters: search (the title, any case), lang and id; count is the total matching`,
    ours: true,
  }),
  saveRubric: call({
    method: 'POST',
    path: 'admin/saverubric.php',
    access: requiresFlag('exam'),
    bodyLimit: 512 * 1024,
    request: rubricSaveSchema,
    response: z.object({ data: rubricBankEntrySchema, msg: z.string() }),
    summary:
      "Add a rubric to the bank (no id; the caller is its author) or change one (id; its author or an administrator, others 403; send version to get 409 when someone changed it since). Checked with the editors' rules: a title, criteria with a title and two or more levels, each level with points and a descriptor",
    ours: true,
  }),
  deleteRubric: call({
    method: 'POST',
    path: 'admin/deleterubric.php',
    access: requiresFlag('exam'),
    request: z.object({ id: positiveId(RUBRIC_ID_REQUIRED) }),
    response: messageAnswer,
    summary: 'Delete a bank rubric (its author or an administrator; others 403). Questions that took it keep their own copy',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

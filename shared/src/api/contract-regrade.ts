import { z } from 'zod';
import { questionSchema } from '../questions/question-schema';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { ASSESSMENT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Fixing a wrong key and regrading (ours): a dry run of the correction over
 * every attempt that has the question, then applying exactly that dry run.
 * The question gets a new version; attempts record which version scored them
 * (docs/decisions.md, "Fixing a key and regrading"). Spread into `contract`
 * in contract.ts; handled by server/src/routes/regrade.ts.
 *
 * Access: `exam` AND the right to edit the assessment (as admin/updateexam.php);
 * an assessment the caller may not edit answers 404 like one that does not exist.
 */

/** The question types a key correction applies to (auto-scored, RIASEC aside: it has no right answer). */
export const REGRADABLE_TYPES = [
  'MCQ',
  'TrueOrFalse',
  'FillTheBlank',
  'OrderComponent',
  'MatchQComponent',
  'LabelQComponent',
  'Numerical',
] as const;
export type RegradableType = (typeof REGRADABLE_TYPES)[number];

/** What a regrade does to the question: a corrected key, full marks for everyone, or out of the total. */
export const REGRADE_KINDS = ['key', 'fullMarks', 'leaveOut'] as const;
export type RegradeKind = (typeof REGRADE_KINDS)[number];

export const REGRADE_REASON_REQUIRED = 'Give the reason for the correction (at most 500 characters).';
export const REGRADE_QUESTION_REQUIRED = 'Which question? Send its id.';
export const REGRADE_PREVIEW_REQUIRED = 'Which dry run? Send the previewId the dry run answered.';

const questionIdSchema = z.string(REGRADE_QUESTION_REQUIRED).trim().min(1, REGRADE_QUESTION_REQUIRED).max(64, REGRADE_QUESTION_REQUIRED);

export const regradeChangeSchema = z.discriminatedUnion('kind', [
  /** The corrected question: same id and type, passing the same checks as an edit. */
  z.object({ kind: z.literal('key'), question: questionSchema }),
  /** Every attempt that has the question scores its total mark for it, answered or not. */
  z.object({ kind: z.literal('fullMarks') }),
  /** The question counts neither in the score nor in the maximum. */
  z.object({ kind: z.literal('leaveOut') }),
]);
export type RegradeChange = z.input<typeof regradeChangeSchema>;

export const regradePreviewRequestSchema = z.object({
  id: positiveId(ASSESSMENT_ID_REQUIRED),
  questionId: questionIdSchema,
  change: regradeChangeSchema,
  reason: z.string(REGRADE_REASON_REQUIRED).trim().min(1, REGRADE_REASON_REQUIRED).max(500, REGRADE_REASON_REQUIRED),
});
export type RegradePreviewRequest = z.input<typeof regradePreviewRequestSchema>;

const fromTo = z.object({ from: z.number(), to: z.number() });
const fromToNullable = z.object({ from: z.number().nullable(), to: z.number().nullable() });

export const regradeChangedAttemptSchema = z.object({
  attemptId: z.number(),
  studentname: z.string(),
  ssn: z.string(),
  /** The applicant already sees this result: the corrected figure shows with "corrected on". */
  released: z.boolean(),
  /** The mark of this question, before and after (null: still waiting for a teacher's mark). */
  questionScore: fromToNullable,
  percent: fromTo,
});
export type RegradeChangedAttempt = z.output<typeof regradeChangedAttemptSchema>;

export const regradeMeritMoveSchema = z.object({
  applicantId: z.number(),
  studentname: z.string(),
  school: z.string(),
  /** The place in the school's merit list today and after the regrade. */
  rank: fromTo,
});
export type RegradeMeritMove = z.output<typeof regradeMeritMoveSchema>;

export const regradePreviewSchema = z.object({
  previewId: z.string(),
  /** The version the question will have. */
  version: z.number(),
  /** How many submitted attempts this question scored. */
  attempts: z.number(),
  /** The attempts whose question mark or percent changes, by name. */
  changed: z.array(regradeChangedAttemptSchema),
  /** Submitted attempts per 10 % band of percent (0–9.99, …, 90–100), before and after. */
  distribution: z.object({ before: z.array(z.number()), after: z.array(z.number()) }),
  /** Applicants whose place in their school's merit list moves. */
  meritMoves: z.array(regradeMeritMoveSchema),
});
export type RegradePreview = z.output<typeof regradePreviewSchema>;

export const regradeApplySchema = z.object({
  previewId: z.string(REGRADE_PREVIEW_REQUIRED).trim().min(1, REGRADE_PREVIEW_REQUIRED).max(100, REGRADE_PREVIEW_REQUIRED),
});

export const regradeResultSchema = z.object({
  /** How many attempts' marks changed. */
  changed: z.number(),
  /** The question's new version. */
  version: z.number(),
});

export const questionVersionSchema = z.object({
  version: z.number(),
  /** 'original': the question as first published (version 1). */
  kind: z.enum(['original', ...REGRADE_KINDS]),
  reason: z.string(),
  /** Who regraded (display name), null for the original. */
  by: z.string().nullable(),
  /** When (ISO), null for the original. */
  at: z.string().nullable(),
  /** Submitted attempts the regrade scored again, and how many of them changed. */
  attempts: z.number(),
  changed: z.number(),
});
export type QuestionVersion = z.output<typeof questionVersionSchema>;

export const regradeCalls = {
  regradePreview: call({
    method: 'POST',
    path: 'admin/regradepreview.php',
    access: requiresFlag('exam'),
    bodyLimit: 4 * 1024 * 1024,
    request: regradePreviewRequestSchema,
    response: answer(regradePreviewSchema),
    summary:
      'Ours: the dry run of correcting an auto-scored question of an assessment the caller may edit (a corrected key, full marks for everyone, or leave it out of the total): every attempt whose mark changes, the distribution before and after, released results that change and merit list moves. Kept server-side for admin/regrade.php',
    ours: true,
  }),
  regrade: call({
    method: 'POST',
    path: 'admin/regrade.php',
    access: requiresFlag('exam'),
    request: regradeApplySchema,
    response: z.object({ data: regradeResultSchema, msg: z.string() }),
    summary:
      "Ours: apply exactly a dry run: the question's new version in the assessment and in every attempt's snapshot, marks and percents recomputed in one batch; refused (409, code regrade_stale) when the assessment or its attempts changed since the dry run; audited with the reason",
    ours: true,
  }),
  questionVersions: call({
    method: 'POST',
    path: 'admin/getquestionversions.php',
    access: requiresFlag('exam'),
    request: z.object({
      id: positiveId(ASSESSMENT_ID_REQUIRED),
      questionId: questionIdSchema,
    }),
    response: answer(z.array(questionVersionSchema)),
    summary: "Ours: a question's versions, oldest first: who regraded it, when, why, and how many attempts changed",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

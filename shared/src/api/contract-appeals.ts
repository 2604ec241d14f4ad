import { z } from 'zod';
import { ASSESSMENT_LANGS } from '../domain/assessment';
import type { Question } from '../questions/question';
import type { QuestionAnswer } from '../questions/answer';
import { idSchema } from '../questions/question-schema';
import { PUBLIC, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { ATTEMPT_HASH_INVALID, ATTEMPT_HASH_PATTERN } from './exam-messages';
import { ASSESSMENT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Appeals (ours): after a result is released, the applicant may ask for a
 * re-mark of a manually scored question within the assessment's appeal
 * window (days; 0, the default, offers none: SPEC behaviour); a grader who
 * did not mark that answer first re-marks it; the outcome and its reason
 * show on the result. Spread into `contract` in contract.ts.
 */

/** Longest appeal window an assessment may set. */
export const APPEAL_WINDOW_MAX_DAYS = 90;
export const APPEAL_REASON_MAX = 2000;

/** An appeal is open until a second grader resolves it: the mark kept, or changed. */
export const APPEAL_STATES = ['open', 'unchanged', 'changed'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** Refusals of student/requestremark.php, by the stable code the applicant's page translates. */
export const REMARK_REFUSALS = {
  remark_not_released: 'This result has not been released: a re-mark can be requested once it is.',
  remark_unknown_question: 'This question is not part of your result.',
  remark_auto_scored: 'This question was scored automatically: only a question a teacher marked can be re-marked.',
  remark_window_closed: 'Re-mark requests for this assessment are closed.',
  remark_already_requested: 'A re-mark of this question was already requested.',
  remark_reason_required: 'Say why you ask for a re-mark.',
} as const;
export type RemarkRefusalCode = keyof typeof REMARK_REFUSALS;

export const REMARK_REQUESTED = 'Your re-mark request was received.';

/** Refusals of the staff's appeal calls. */
export const APPEAL_NOT_FOUND = 'Appeal not found.';
export const APPEAL_ALREADY_RESOLVED = 'This appeal was already resolved.';
export const APPEAL_FIRST_GRADER =
  'You marked this answer first: the re-mark must come from another grader with grading rights over this assessment.';
export const APPEAL_OUTCOME_REASON_REQUIRED = 'Give the reason for the outcome: the applicant reads it.';
export const APPEAL_REFUSAL_CODES = {
  notFound: 'appeal_not_found',
  alreadyResolved: 'appeal_already_resolved',
  firstGrader: 'appeal_first_grader',
  reasonRequired: 'appeal_reason_required',
} as const;
export const APPEAL_WINDOW_INVALID = `The re-mark window is a whole number of days from 0 (no re-mark requests) to ${APPEAL_WINDOW_MAX_DAYS}.`;
export const appealWindowSavedMessage = (days: number) =>
  days === 0
    ? 'Re-mark requests are off for this assessment.'
    : `Applicants may request a re-mark for ${days} day${days === 1 ? '' : 's'} after release.`;
export const appealResolvedMessage = (state: AppealState) =>
  state === 'changed' ? 'The re-mark changed the mark; the result, letter and merit list follow.' : 'The re-mark kept the mark.';

/** The applicant's own request on one question of their released result, and its outcome. */
export const remarkRequestViewSchema = z.object({
  state: z.enum(APPEAL_STATES),
  requestedAt: z.string(),
  reason: z.string(),
  resolvedAt: z.string().nullable(),
  /** The mark when the request was made. */
  from: z.number().nullable(),
  /** The mark after the re-mark (null while open). */
  to: z.number().nullable(),
  outcomeReason: z.string(),
});
export type RemarkRequestView = z.output<typeof remarkRequestViewSchema>;

/** Per question of a released result (student/getresult.php): may a re-mark be requested, until when, and the request made. */
export const resultAppealSchema = z.object({
  requestable: z.boolean(),
  /** End of the window (ISO) for a manually scored question while it is open; null otherwise. */
  until: z.string().nullable(),
  request: remarkRequestViewSchema.nullable(),
});
export type ResultAppeal = z.output<typeof resultAppealSchema>;

const hashSchema = z.string({ error: ATTEMPT_HASH_INVALID }).regex(ATTEMPT_HASH_PATTERN, ATTEMPT_HASH_INVALID);

export const requestRemarkSchema = z.object({
  /** The attempt hash, as student/getresult.php takes it. */
  id: hashSchema,
  questionId: idSchema,
  reason: z.string().max(APPEAL_REASON_MAX, `The reason must be ${APPEAL_REASON_MAX} characters or less.`),
});

export const APPEAL_FILTERS = ['open', 'resolved', 'all'] as const;
export const getAppealsSchema = z.object({
  state: z.enum(APPEAL_FILTERS).optional(),
  /** Only this assessment's appeals. */
  assessmentId: positiveId(ASSESSMENT_ID_REQUIRED).optional(),
});

/** One appeal in the staff queue. With anonymous marking the applicant is a label and no ID/school leaves the server. */
export const appealRowSchema = z.object({
  id: z.number(),
  attemptId: z.number(),
  assessmentId: z.number(),
  examname: z.string(),
  lang: z.enum(ASSESSMENT_LANGS),
  /** The applicant's name, or "Applicant A-0042" when the assessment marks anonymously. */
  applicant: z.string(),
  /** Masked as in the submissions list; null under anonymous marking. */
  ssn: z.string().nullable(),
  questionId: z.string(),
  /** 1-based place of the question in the attempt. */
  questionIndex: z.number(),
  /** The full question (staff call: keys included), as it scored this attempt. */
  question: z.custom<Question>((value) => typeof value === 'object' && value !== null),
  answer: z.custom<QuestionAnswer | null>((value) => value === null || (typeof value === 'object' && value !== null)),
  max: z.number(),
  /** The mark that counts now. */
  score: z.number().nullable(),
  feedback: z.string(),
  /** The mark when the applicant asked. */
  firstMark: z.number().nullable(),
  /** Who marked the answer first (display names). */
  firstGraders: z.array(z.string()),
  reason: z.string(),
  requestedAt: z.string(),
  state: z.enum(APPEAL_STATES),
  newMark: z.number().nullable(),
  outcomeReason: z.string(),
  remarkedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Whether the caller may re-mark it (open, and not one of its first graders). */
  mayResolve: z.boolean(),
});
export type AppealRow = z.output<typeof appealRowSchema>;

const markSchema = z.union([z.number(), z.string().trim().max(20)]);

export const resolveAppealSchema = z.object({
  appealId: positiveId('Which appeal? Send appealId.'),
  score: markSchema,
  reason: z.string().max(APPEAL_REASON_MAX, `The reason must be ${APPEAL_REASON_MAX} characters or less.`),
});

export const appealWindowSchema = z.object({ id: z.number(), days: z.number() });
export const setAppealWindowSchema = z.object({
  id: positiveId(ASSESSMENT_ID_REQUIRED),
  days: z
    .number({ error: APPEAL_WINDOW_INVALID })
    .int(APPEAL_WINDOW_INVALID)
    .min(0, APPEAL_WINDOW_INVALID)
    .max(APPEAL_WINDOW_MAX_DAYS, APPEAL_WINDOW_INVALID),
});

export const appealCalls = {
  requestRemark: call({
    method: 'POST',
    path: 'student/requestremark.php',
    access: PUBLIC,
    request: requestRemarkSchema,
    response: z.object({ data: resultAppealSchema, msg: z.string() }),
    summary:
      'Ours: the applicant (by the attempt hash, as student/getresult.php) asks for a re-mark of a manually scored question of their released result, ' +
      "with a reason, within the assessment's re-mark window. Refusals carry a stable code: " +
      Object.keys(REMARK_REFUSALS).join(', ') +
      '. Answers the question’s appeal as the result shows it',
    ours: true,
  }),
  getAppeals: call({
    method: 'POST',
    path: 'admin/getappeals.php',
    access: requiresFlag('ans'),
    request: getAppealsSchema,
    response: answer(z.array(appealRowSchema)),
    summary:
      'Ours: the re-mark requests of the assessments the caller grades (an admin: all), open first then newest; anonymous marking hides name, ID and school',
    ours: true,
  }),
  resolveAppeal: call({
    method: 'POST',
    path: 'admin/resolveappeal.php',
    access: requiresFlag('ans'),
    request: resolveAppealSchema,
    response: z.object({ data: appealRowSchema, msg: z.string() }),
    summary:
      "Ours: re-mark an appealed answer (0..the question's mark) with the reason the applicant reads, by a grader of the assessment who did not mark it first " +
      `(403 '${APPEAL_REFUSAL_CODES.firstGrader}'); the mark that counts, percent, letter and merit list follow; audited`,
    ours: true,
  }),
  getAppealWindow: call({
    method: 'POST',
    path: 'admin/getappealwindow.php',
    access: requiresFlag('exam'),
    request: z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) }),
    response: answer(appealWindowSchema),
    summary: "Ours: for how many days after release the assessment's applicants may request a re-mark (0: not at all)",
    ours: true,
  }),
  setAppealWindow: call({
    method: 'POST',
    path: 'admin/setappealwindow.php',
    access: requiresFlag('exam'),
    request: setAppealWindowSchema,
    response: z.object({ data: appealWindowSchema, msg: z.string() }),
    summary: `Ours: set the re-mark window in days (0..${APPEAL_WINDOW_MAX_DAYS}; 0 turns re-mark requests off), by staff who may edit the assessment; audited`,
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type AppealCallName = keyof typeof appealCalls;

import { z } from 'zod';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { ASSESSMENT_ID_REQUIRED, SUBMISSION_ID_REQUIRED, assessmentIdRequest, positiveId } from './request-ids';

/**
 * Ours: blind double marking, anonymous marking and the markers' agreement
 * (server/src/routes/double-marking.ts, services/marking/). Settings are
 * changed by staff who may edit the assessment (`exam`); the reveal is an
 * administrator's; the report and an answer's marks with their graders are
 * for administrators and the assessment's editors; the moderation queue for
 * its graders (`ans`).
 */

export const THRESHOLD_INVALID = 'The moderation threshold must be a whole percent from 1 to 100.';

export const markingSettingsSchema = z.object({
  examId: z.number(),
  doubleMarking: z.boolean(),
  thresholdPercent: z.number(),
  anonymousMarking: z.boolean(),
  revealedAt: z.string().nullable(),
  revealedBy: z.string().nullable(),
  /** The caller may change the settings (edits the assessment) and may reveal (an administrator). */
  canEdit: z.boolean(),
  canReveal: z.boolean(),
});

export const saveMarkingSettingsSchema = z.object({
  id: positiveId(ASSESSMENT_ID_REQUIRED),
  doubleMarking: z.boolean({ error: 'doubleMarking must be true or false' }),
  thresholdPercent: z.coerce
    .number({ error: THRESHOLD_INVALID })
    .int(THRESHOLD_INVALID)
    .min(1, THRESHOLD_INVALID)
    .max(100, THRESHOLD_INVALID),
  anonymousMarking: z.boolean({ error: 'anonymousMarking must be true or false' }),
});

const agreementFigures = z.object({
  count: z.number(),
  exact: z.number(),
  adjacent: z.number(),
  meanDifference: z.number(),
  kappaQuadratic: z.number().nullable(),
  icc: z.number().nullable(),
  moderated: z.number(),
});

export const agreementReportSchema = z.object({
  examId: z.number(),
  examname: z.string(),
  lang: z.enum(['En', 'Ar']),
  thresholdPercent: z.number(),
  /** Answers with both marks in. */
  doubleMarked: z.number(),
  /** Answers still waiting for a second mark, and those waiting for a moderator. */
  awaitingSecond: z.number(),
  awaitingModerator: z.number(),
  overall: agreementFigures,
  questions: z.array(agreementFigures.extend({ id: z.string(), index: z.number(), headertxt: z.string(), totalMark: z.number() })),
  pairs: z.array(agreementFigures.extend({ graderA: z.string(), graderB: z.string() })),
  /** Each grader's marks in batches of 20, in the order given: the mean of (their mark − the standing mark). */
  drift: z.array(
    z.object({
      grader: z.string(),
      batches: z.array(z.object({ from: z.string(), to: z.string(), count: z.number(), meanSignedDifference: z.number() })),
    }),
  ),
});

export const moderationItemSchema = z.object({
  attemptId: z.number(),
  applicant: z.string(),
  questionId: z.string(),
  index: z.number(),
  totalMark: z.number(),
  marks: z.array(z.number()),
});

export const answerMarksSchema = z.object({
  attemptId: z.number(),
  questions: z.array(
    z.object({
      id: z.string(),
      index: z.number(),
      standing: z.number().nullable(),
      resolution: z.enum(['mean', 'moderator', 'moderationNeeded', 'awaitingSecond', 'unmarked']),
      marks: z.array(
        z.object({
          role: z.enum(['first', 'second', 'moderator']),
          grader: z.string(),
          score: z.number(),
          feedback: z.string(),
          at: z.string(),
        }),
      ),
    }),
  ),
});

export const doubleMarkingCalls = {
  markingSettings: call({
    method: 'POST',
    path: 'admin/getmarkingsettings.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: answer(markingSettingsSchema),
    summary: "An assessment's marking: double marking and its moderation threshold, anonymous marking, and when names were revealed",
    ours: true,
  }),
  saveMarkingSettings: call({
    method: 'POST',
    path: 'admin/savemarkingsettings.php',
    access: requiresFlag('exam'),
    request: saveMarkingSettingsSchema,
    response: z.object({ data: markingSettingsSchema, msg: z.string() }),
    summary:
      'Set double marking (threshold 1..100 % of the mark) and anonymous marking; audited. Ending anonymity is a reveal (administrators only)',
    ours: true,
  }),
  revealMarking: call({
    method: 'POST',
    path: 'admin/revealmarking.php',
    access: requiresFlag('exam'),
    request: assessmentIdRequest,
    response: z.object({ data: markingSettingsSchema, msg: z.string() }),
    summary: "Show the applicants' names, IDs and schools to the graders of an anonymously marked assessment (administrators; audited)",
    ours: true,
  }),
  markingAgreement: call({
    method: 'POST',
    path: 'admin/markingagreement.php',
    access: requiresFlag('ans'),
    request: assessmentIdRequest,
    response: answer(agreementReportSchema),
    summary:
      'How far the two markers agree: exact and adjacent agreement, mean difference, quadratic-weighted kappa and ICC, moderations, per question and per grader pair, and each grader’s drift from the standing mark',
    ours: true,
  }),
  moderationQueue: call({
    method: 'POST',
    path: 'admin/moderationqueue.php',
    access: requiresFlag('ans'),
    request: assessmentIdRequest,
    response: answer(z.array(moderationItemSchema)),
    summary: 'The answers whose two marks differ by more than the threshold, for a grader who marked neither of them',
    ours: true,
  }),
  answerMarks: call({
    method: 'POST',
    path: 'admin/getanswermarks.php',
    access: requiresFlag('ans'),
    request: z.object({ id: positiveId(SUBMISSION_ID_REQUIRED) }),
    response: answer(answerMarksSchema),
    summary:
      "Every mark of a double-marked submission with its grader and role, and how each answer's standing mark was reached (administrators and the assessment's editors)",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

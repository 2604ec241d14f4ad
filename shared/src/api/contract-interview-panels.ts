import { z } from 'zod';
import { INTERVIEW_FORM_SIZES } from '../domain/interview';
import { INTERVIEW_PANEL_SIZE_INVALID, INTERVIEW_PANEL_SIZE_MAX, INTERVIEW_PANEL_SIZE_MIN } from '../domain/interview-panel';
import { requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';
import { positiveId } from './request-ids';

/**
 * Interview panels (ours; domain/interview-panel.ts): the group's panel size, an applicant's
 * panel as the caller may see it (their own scorecard; the others' only after submitting), and
 * the agreement between interviewers. The SPEC's submit and read calls stay in
 * contract-applicants.ts and follow the panel size. Spread into `contract` in contract.ts.
 */

export const agreementSchema = z.object({
  count: z.number(),
  exact: z.number(),
  adjacent: z.number(),
  meanDifference: z.number(),
  meanSignedDifference: z.number(),
  kappaQuadratic: z.number().nullable(),
  icc: z.number().nullable(),
});

export const interviewScorecardSchema = z.object({
  interviewerId: z.number(),
  /** The interviewer's display name; null when the account is gone. */
  interviewer: z.string().nullable(),
  form: z.union(INTERVIEW_FORM_SIZES.map((size) => z.literal(size))),
  answers: z.record(z.string(), z.number()),
  parent: z.number(),
  notes: z.string(),
  submittedAt: z.string(),
});
export type InterviewScorecard = z.output<typeof interviewScorecardSchema>;

export const interviewPanelSchema = z.object({
  applicantId: z.number(),
  panelSize: z.number(),
  /** Scorecards submitted so far, by anyone (a count only: who and what stay hidden until you submit). */
  submitted: z.number(),
  /** The caller's own scorecard, or null before they submit. */
  yours: interviewScorecardSchema.nullable(),
  /** Every submitted scorecard (the caller's included) once the caller has submitted; empty before. */
  scorecards: z.array(interviewScorecardSchema),
  /** The panel's interview score (mean of the parents) once the caller has submitted; null before. */
  mean: z.number().nullable(),
});
export type InterviewPanel = z.output<typeof interviewPanelSchema>;

const namedInterviewer = z.object({ id: z.number(), name: z.string().nullable() });

export const interviewAgreementReportSchema = z.object({
  panelSize: z.number(),
  pairs: z.array(
    z.object({ a: namedInterviewer, b: namedInterviewer, applicants: z.number(), criteria: agreementSchema, totals: agreementSchema }),
  ),
  overall: z.object({ comparisons: z.number(), criteria: agreementSchema, totals: agreementSchema }),
});
export type InterviewAgreementReport = z.output<typeof interviewAgreementReportSchema>;

const panelSizeSchema = z
  .number({ error: INTERVIEW_PANEL_SIZE_INVALID })
  .int(INTERVIEW_PANEL_SIZE_INVALID)
  .min(INTERVIEW_PANEL_SIZE_MIN, INTERVIEW_PANEL_SIZE_INVALID)
  .max(INTERVIEW_PANEL_SIZE_MAX, INTERVIEW_PANEL_SIZE_INVALID);

export const interviewPanelCalls = {
  getInterviewPanelSize: call({
    method: 'POST',
    path: 'admin/getinterviewpanelsize.php',
    access: requiresFlag('interview'),
    request: z.object({}),
    response: answer(z.object({ panelSize: z.number() })),
    summary: 'How many interviewers rate each applicant (1, the default, is the single review of the SPEC)',
    ours: true,
  }),
  setInterviewPanelSize: call({
    method: 'POST',
    path: 'admin/setinterviewpanelsize.php',
    access: requiresFlag('interview'),
    request: z.object({ panelSize: panelSizeSchema }),
    response: answer(z.object({ panelSize: z.number() })),
    summary: 'Set how many interviewers rate each applicant (1 to 5); role 1 (admin) only, audited',
    ours: true,
  }),
  getInterviewPanel: call({
    method: 'POST',
    path: 'admin/getinterviewpanel.php',
    access: requiresFlag('interview'),
    request: z.object({ applicantId: positiveId('The applicant id must be a number') }),
    response: answer(interviewPanelSchema),
    summary:
      "An applicant's interview panel: the caller's own scorecard, how many were submitted, and, once the caller has submitted, every scorecard and the mean",
    ours: true,
  }),
  getInterviewAgreement: call({
    method: 'POST',
    path: 'admin/getinterviewagreement.php',
    access: requiresFlag('interview'),
    request: z.object({}),
    response: answer(interviewAgreementReportSchema),
    summary:
      'Agreement between interviewers who rated the same applicants, per pair and overall: exact and adjacent agreement, mean difference, quadratic-weighted kappa and ICC, per criterion and on the totals; role 1 (admin) only',
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type InterviewPanelCallName = keyof typeof interviewPanelCalls;

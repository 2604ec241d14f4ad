import { round2 } from './interview';

/**
 * Interview panels (docs/decisions.md, "Interview panels"): the group sets how many
 * interviewers rate each applicant (1, the default, is the SPEC's single review). Under a
 * panel every interviewer with the interview permission submits their own scorecard, blind
 * to the others until they have submitted; the applicant's interview score ("My Review
 * (100)") is the mean of the submitted scorecards' parent scores.
 */
export const INTERVIEW_PANEL_SIZE_MIN = 1;
export const INTERVIEW_PANEL_SIZE_MAX = 5;
export const INTERVIEW_PANEL_SIZE_DEFAULT = 1;

export const INTERVIEW_PANEL_SIZE_INVALID = `The panel size is a whole number of interviewers from ${INTERVIEW_PANEL_SIZE_MIN} to ${INTERVIEW_PANEL_SIZE_MAX}.`;
export const INTERVIEW_PANEL_ADMIN_ONLY = 'Only an administrator can change the interview panel size.';
export const INTERVIEW_AGREEMENT_ADMIN_ONLY =
  "Only an administrator can read the agreement between interviewers: it compares each interviewer's scorecards.";
export const interviewPanelFullMessage = (size: number) =>
  `This applicant's interview panel is full: ${size} interviewer${size === 1 ? ' has' : 's have'} submitted a scorecard.`;
export const interviewPanelSizeSavedMessage = (size: number) =>
  size === 1 ? 'Each applicant is now interviewed by one interviewer.' : `Each applicant is now rated by a panel of ${size} interviewers.`;

/** Stable codes of the panel's refusals, beside their sentences. */
export const INTERVIEW_PANEL_CODES = {
  full: 'interview_panel_full',
  adminOnly: 'interview_panel_admin_only',
  agreementAdminOnly: 'interview_agreement_admin_only',
} as const;

/** The panel's interview score: the mean of the submitted parent scores, 2 decimals; null with none. */
export function panelMean(parents: readonly number[]): number | null {
  if (parents.length === 0) return null;
  return round2(parents.reduce((sum, parent) => sum + parent, 0) / parents.length);
}

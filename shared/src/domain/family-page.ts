import type { DecisionState } from './admission';

/**
 * The family's page (docs/decisions.md, "The family's page"): what it shows
 * and the refusals of its calls. Plain rules, no zod: the applicant's page
 * imports them; the contract (api/contract-family.ts) and the server use
 * the same names.
 */

/** A status token: 32 base64url characters (192 random bits, server/src/services/family/status-links.ts). */
export const STATUS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export type FamilyLanguage = 'En' | 'Ar';

/** One round's decision as the family sees it (emp/status.php). */
export interface FamilyDecisionView {
  roundId: number;
  roundName: string;
  schoolName: string | null;
  state: DecisionState;
  waitlistPosition: number | null;
  /** ISO; while an offer waits for an answer. */
  offerDeadline: string | null;
}

/** A released result, with the address it is read at. */
export interface FamilyResultView {
  assessment: string;
  lang: FamilyLanguage;
  percent: number | null;
  career: string;
  /** '/assessment?hash=…': the exam page shows the released result there. */
  link: string;
}

export interface FamilyPageData {
  name: string;
  /** The applicant's language: the assessment of their latest attempt, else English. */
  lang: FamilyLanguage;
  decisions: FamilyDecisionView[];
  results: FamilyResultView[];
  /** Handed-in assessments whose result is not released yet (only how many). */
  resultsAwaited: number;
}

/** An offer the family can still accept or decline: offered, deadline not passed. */
export function offerIsOpen(decision: Pick<FamilyDecisionView, 'state' | 'offerDeadline'>, now: Date): boolean {
  if (decision.state !== 'offered') return false;
  return decision.offerDeadline === null || new Date(decision.offerDeadline).getTime() > now.getTime();
}

/** What happens next after a decision in this state, as a key of the page's words. */
export type NextStep =
  | 'waitForDecision'
  | 'answerOffer'
  | 'offerLapsing'
  | 'acceptedWaitForEnrolment'
  | 'declinedNothingMore'
  | 'expiredAskSchool'
  | 'waitlistedWait'
  | 'notAdmitted'
  | 'withdrawn'
  | 'enrolled';

export function nextStepFor(decision: Pick<FamilyDecisionView, 'state' | 'offerDeadline'>, now: Date): NextStep {
  switch (decision.state) {
    case 'pending':
      return 'waitForDecision';
    case 'offered':
      return offerIsOpen(decision, now) ? 'answerOffer' : 'offerLapsing';
    case 'accepted':
      return 'acceptedWaitForEnrolment';
    case 'declined':
      return 'declinedNothingMore';
    case 'expired':
      return 'expiredAskSchool';
    case 'waitlisted':
      return 'waitlistedWait';
    case 'not_admitted':
      return 'notAdmitted';
    case 'withdrawn':
      return 'withdrawn';
    case 'enrolled':
      return 'enrolled';
  }
}

// Refusals of the family's calls: a sentence and a stable code each.
export const STATUS_LINK_UNKNOWN = 'This status link is not valid. Use "Find my result" on the apply page to get yours again.';
export const STATUS_LINK_UNKNOWN_CODE = 'status_link_unknown';
export const STATUS_CODE_REQUIRED = 'Type the access code printed on your admission card to see this page.';
export const STATUS_CODE_REQUIRED_CODE = 'access_code_required';
/** An unknown link and a wrong code answer alike while codes are in use. */
export const STATUS_LINK_OR_CODE_WRONG = 'The link or the access code is not right. Check the code on your admission card and try again.';
export const STATUS_LINK_OR_CODE_WRONG_CODE = 'status_code_wrong';
export const FIND_RESULT_WRONG = 'The ID or the code is not right. Check both and try again.';
export const FIND_RESULT_WRONG_CODE = 'find_result_wrong';
export const FAMILY_TOO_MANY_TRIES = 'Too many tries from your network. Please wait 15 minutes and try again.';
export const FAMILY_TOO_MANY_TRIES_CODE = 'too_many_tries';
export const ONE_TIME_CODE_SENT =
  'If this ID belongs to an applicant with an e-mail address or mobile on file, a code is on its way. It works once, for 15 minutes.';
export const ONE_TIME_CODE_NOT_NEEDED = 'Use the access code printed on your admission card with your ID.';
export const ONE_TIME_CODE_NOT_NEEDED_CODE = 'use_access_code';
export const DECLINE_REASON_REQUIRED = 'Choose why you are declining the offer.';
export const DECLINE_REASON_REQUIRED_CODE = 'decline_reason_required';
export const WHICH_OFFER = 'You have more than one offer: say which round you are answering.';
export const WHICH_OFFER_CODE = 'which_offer';
/** emp/reg.php's refusal once every trial is used: the apply page then offers Find my result. */
export const NO_TRIALS_LEFT_CODE = 'no_trials_left';
export const OFFER_ACCEPTED = 'You accepted the offer. The school will confirm your enrolment.';
export const OFFER_DECLINED = 'You declined the offer. Thank you for telling the school.';

/** A one-time code: 6 digits, for 15 minutes, at most 5 wrong tries. */
export const ONE_TIME_CODE_DIGITS = 6;
export const ONE_TIME_CODE_MINUTES = 15;
export const ONE_TIME_CODE_MAX_WRONG = 5;

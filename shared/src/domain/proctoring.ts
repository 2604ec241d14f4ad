/**
 * The proctor's gate (docs/decisions.md, "The proctor's gate"): per
 * assessment, starting and/or resuming on another browser waits for a
 * proctor, who lets the applicant in from the control room or types the PIN
 * of the day on the applicant's device. No zod here: the applicant's page
 * reads these names and never loads zod.
 */

export const PROCTOR_KINDS = ['start', 'resume'] as const;
/** What a waiting browser asks for: to start the attempt, or to continue a started one on this browser. */
export type ProctorKind = (typeof PROCTOR_KINDS)[number];

export const PROCTOR_STATES = ['waiting', 'approved', 'refused'] as const;
export type ProctorState = (typeof PROCTOR_STATES)[number];

/** How a request was decided: by staff in the control room, by the PIN typed on the device, or (a started attempt's first browser) without a gate. */
export const PROCTOR_VIA = ['room', 'pin', 'unproctored'] as const;
export type ProctorVia = (typeof PROCTOR_VIA)[number];

export interface ProctoringSettings {
  startNeedsProctor: boolean;
  resumeNeedsProctor: boolean;
}

export const NO_PROCTORING: ProctoringSettings = { startNeedsProctor: false, resumeNeedsProctor: false };

/** The stable codes beside the sentences; the applicant's page decides by these. */
export const PROCTOR_CODES = {
  approvalNeeded: 'proctor_approval_needed',
  refused: 'proctor_refused',
  pinWrong: 'proctor_pin_wrong',
  pinLimited: 'proctor_pin_limited',
  nothingWaiting: 'proctor_nothing_waiting',
  reasonRequired: 'proctor_reason_required',
} as const;

export const PROCTOR_PIN_LENGTH = 6;
export const PROCTOR_REASON_MIN = 3;
export const PROCTOR_REASON_MAX = 500;
/** Wrong PINs per window; the window is sign-in's 15 minutes. */
export const PROCTOR_PIN_WINDOW_MINUTES = 15;

export const PROCTOR_START_NEEDED =
  'A proctor must let you start this exam. Please wait: this page moves on by itself once you are let in.';
export const PROCTOR_RESUME_NEEDED =
  'This exam was begun in another browser: a proctor must let you continue here. Please wait: this page moves on by itself once you are let in.';
export const PROCTOR_PIN_WRONG = 'That PIN is not right. Ask the proctor to type it again.';
export const PROCTOR_PIN_TOO_MANY = `Too many wrong PINs. Please wait ${PROCTOR_PIN_WINDOW_MINUTES} minutes, or ask the proctor to let you in from the control room.`;
export const PROCTOR_NOTHING_WAITING = 'Nothing is waiting for a proctor on this browser.';
export const PROCTOR_ATTEMPT_NOT_WAITING = 'This applicant is not waiting for a proctor.';
export const PROCTOR_REASON_REQUIRED = `Please give the reason for refusing (${PROCTOR_REASON_MIN} to ${PROCTOR_REASON_MAX} characters): the applicant reads it, and it is written to the audit log.`;
export const PROCTOR_PIN_LET_IN = 'PIN accepted: the exam opens.';
export const PROCTOR_PIN_ROTATED = 'A new PIN for today: the old one no longer works.';
export const proctorDecidedMessage = (approve: boolean) =>
  approve ? 'Let in: the applicant’s page moves on by itself.' : 'Refused: the applicant’s page shows your reason.';
export const proctoringSavedMessage = ({ startNeedsProctor, resumeNeedsProctor }: ProctoringSettings) =>
  startNeedsProctor || resumeNeedsProctor
    ? `Saved: ${[startNeedsProctor && 'starting', resumeNeedsProctor && 'resuming on another browser'].filter(Boolean).join(' and ')} now needs a proctor.`
    : 'Saved: applicants start and resume without a proctor.';

/** A typed PIN as it is compared: Arabic-Indic and Persian digits read as 0-9, spaces and dashes dropped. */
export function normalizeProctorPin(typed: string): string {
  return typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/[\s-]/g, '');
}

/** The refusal reason rule (3 to 500 characters once trimmed); approving needs none. */
export function proctorReasonMissing(approve: boolean, reason: string): boolean {
  return !approve && reason.trim().length < PROCTOR_REASON_MIN;
}

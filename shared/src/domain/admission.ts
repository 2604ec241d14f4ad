/**
 * Admission rounds and decisions: the state each applicant has in a round,
 * which changes are allowed, and the words staff and families read for them.
 * Plain rules: the server enforces them, the screens only render them.
 */
export const DECISION_STATES = [
  'pending',
  'offered',
  'accepted',
  'declined',
  'expired',
  'waitlisted',
  'not_admitted',
  'withdrawn',
  'enrolled',
] as const;
export type DecisionState = (typeof DECISION_STATES)[number];

/** Who made a change: a staff member, the family on its status page, or the server (expiry, automatic promotion). */
export const DECISION_ACTORS = ['staff', 'family', 'system'] as const;
export type DecisionActor = (typeof DECISION_ACTORS)[number];

/**
 * The changes allowed from each state. A held seat (offered, accepted,
 * enrolled) that is given up frees it for the waitlist. A declined or
 * withdrawn decision is final; an expired offer or a not-admitted applicant
 * may be offered again by staff (a correction, or a seat that came free).
 */
export const DECISION_TRANSITIONS: Record<DecisionState, readonly DecisionState[]> = {
  pending: ['offered', 'waitlisted', 'not_admitted', 'withdrawn'],
  offered: ['accepted', 'declined', 'expired', 'withdrawn'],
  accepted: ['enrolled', 'declined', 'withdrawn'],
  declined: [],
  expired: ['offered', 'withdrawn'],
  waitlisted: ['offered', 'not_admitted', 'withdrawn'],
  not_admitted: ['offered', 'waitlisted', 'withdrawn'],
  withdrawn: [],
  enrolled: ['withdrawn'],
};

export function canChangeDecision(from: DecisionState, to: DecisionState): boolean {
  return DECISION_TRANSITIONS[from].includes(to);
}

/** The states that hold one of the seat group's seats. */
export function holdsSeat(state: DecisionState): boolean {
  return state === 'offered' || state === 'accepted' || state === 'enrolled';
}

export const DECISION_STATE_LABELS: Record<DecisionState, { En: string; Ar: string }> = {
  pending: { En: 'No decision yet', Ar: 'لم يتخذ القرار بعد' },
  offered: { En: 'Offered a place', Ar: 'عُرض عليه مقعد' },
  accepted: { En: 'Accepted', Ar: 'قَبِل العرض' },
  declined: { En: 'Declined', Ar: 'اعتذر عن العرض' },
  expired: { En: 'Offer expired', Ar: 'انتهت مهلة العرض' },
  waitlisted: { En: 'Waiting list', Ar: 'قائمة الانتظار' },
  not_admitted: { En: 'Not admitted', Ar: 'لم يُقبل' },
  withdrawn: { En: 'Withdrawn', Ar: 'انسحب' },
  enrolled: { En: 'Enrolled', Ar: 'مُسجَّل' },
};

/** Why a family declines: a short list, the key stored with the audit row. */
export const DECLINE_REASONS = ['other_school', 'distance', 'fees', 'schedule', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export const DECLINE_REASON_LABELS: Record<DeclineReason, { En: string; Ar: string }> = {
  other_school: { En: 'We chose another school', Ar: 'اخترنا مدرسة أخرى' },
  distance: { En: 'The school is too far', Ar: 'المدرسة بعيدة' },
  fees: { En: 'Fees or costs', Ar: 'الرسوم أو التكاليف' },
  schedule: { En: 'The timing does not suit us', Ar: 'المواعيد لا تناسبنا' },
  other: { En: 'Another reason', Ar: 'سبب آخر' },
};

/** A promotion's offer runs at least this long when the round's deadline is nearer (a round may set its own window). */
export const DEFAULT_OFFER_WINDOW_HOURS = 72;
/** The offer reminder is sent once, this many hours before the offer's deadline. */
export const OFFER_REMINDER_HOURS = 24;

/**
 * The deadline of an offer made now: the round's deadline, or, when that is
 * nearer than the round's offer window (a promotion late in the season), now
 * plus the window, so a promoted family always has the window to answer.
 */
export function offerDeadline(now: Date, roundDeadline: Date, offerWindowHours: number): Date {
  const windowEnd = new Date(now.getTime() + offerWindowHours * 3_600_000);
  return windowEnd > roundDeadline ? windowEnd : roundDeadline;
}

export const DECISION_NOT_ALLOWED_CODE = 'decision_change_not_allowed';
export const decisionNotAllowedMessage = (from: DecisionState, to: DecisionState) =>
  `A decision cannot go from "${DECISION_STATE_LABELS[from].En}" to "${DECISION_STATE_LABELS[to].En}".`;
export const OFFER_PAST_DEADLINE = 'The deadline to answer this offer has passed, so it can no longer be accepted or declined.';
export const OFFER_PAST_DEADLINE_CODE = 'offer_past_deadline';
export const NO_OPEN_OFFER = 'There is no open offer to answer in this round.';
export const NO_OPEN_OFFER_CODE = 'no_open_offer';
export const OFFER_ALREADY_ANSWERED = 'This offer was already answered the other way; the school can change it if needed.';
export const OFFER_ALREADY_ANSWERED_CODE = 'offer_already_answered';
export const NO_FREE_SEAT = 'Every seat of this school in the round is taken, so no offer can be made until one comes free.';
export const NO_FREE_SEAT_CODE = 'no_free_seat';
export const PREVIEW_STALE =
  'The decisions, ranks or seats of this round changed since this what-if was made, so it was not applied. Make the what-if again.';
export const PREVIEW_STALE_CODE = 'preview_stale';
export const PREVIEW_NOT_FOUND = 'This what-if was already applied or no longer exists. Make the what-if again.';
export const PREVIEW_NOT_FOUND_CODE = 'preview_not_found';

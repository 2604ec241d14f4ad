import { planDecisions, type PlanApplicant } from './admission-plan';

const OFFER = '2026-06-30T18:00:00.000Z';
const PROMOTION = '2026-07-03T18:00:00.000Z';

/** Applicants of school 1 ranked 1..n, all pending unless given. */
const ranked = (count: number, decided: Record<number, Partial<PlanApplicant>> = {}): PlanApplicant[] =>
  Array.from({ length: count }, (_value, index) => ({
    applicant_id: index + 1,
    school_id: 1,
    rank: index + 1,
    state: 'pending' as const,
    waitlist_position: null,
    ...decided[index + 1],
  }));

const input = (applicants: PlanApplicant[], seats = 2) => ({
  groups: [{ school_id: 1, seats }],
  applicants,
  offerDeadline: OFFER,
  promotionDeadline: PROMOTION,
});
const after = (plan: ReturnType<typeof planDecisions>) =>
  Object.fromEntries(
    plan.changes.map((change) => [change.applicant_id, [change.to.state, change.to.waitlist_position, change.offer_deadline]]),
  );

describe('planDecisions', () => {
  test('offers: the free seats to the best, the next M waitlisted after anyone already waiting, the rest not admitted', () => {
    const plan = planDecisions(input(ranked(6, { 1: { state: 'accepted' }, 6: { state: 'waitlisted', waitlist_position: 1 } }), 3), {
      action: 'offers',
      waitlist: 2,
    });
    // Two seats are free: the waitlisted applicant (ahead) gets one with the promotion deadline, the best pending the other.
    expect(after(plan)).toEqual({
      6: ['offered', null, PROMOTION],
      2: ['offered', null, OFFER],
      3: ['waitlisted', 1, null],
      4: ['waitlisted', 2, null],
      5: ['not_admitted', null, null],
    });
  });

  test('offers to ticked applicants decide only them; a full group offers nobody', () => {
    expect(after(planDecisions(input(ranked(5)), { action: 'offers', waitlist: 1, applicant_ids: [5, 3, 4] }))).toEqual({
      3: ['offered', null, OFFER],
      4: ['offered', null, OFFER],
      5: ['waitlisted', 1, null],
    });
    const full = planDecisions(input(ranked(3, { 1: { state: 'offered' }, 2: { state: 'enrolled' } })), { action: 'offers', waitlist: 0 });
    expect(after(full)).toEqual({ 3: ['not_admitted', null, null] });
  });

  test('seats: more seats promote from the waitlist in position order; fewer seats take no offer back', () => {
    const waiting = ranked(4, {
      1: { state: 'offered' },
      2: { state: 'waitlisted', waitlist_position: 2 },
      3: { state: 'waitlisted', waitlist_position: 1 },
      4: { state: 'waitlisted', waitlist_position: 3 },
    });
    const more = planDecisions(input(waiting, 1), { action: 'seats', seats: [{ school_id: 1, seats: 2 }] });
    expect(more.seats).toEqual([{ school_id: 1, seats: 2 }]);
    expect(after(more)).toEqual({ 3: ['offered', null, PROMOTION], 2: ['waitlisted', 1, null], 4: ['waitlisted', 2, null] });
    expect(planDecisions(input(waiting, 1), { action: 'seats', seats: [{ school_id: 1, seats: 0 }] }).changes).toEqual([]);
  });

  test('weights: the waitlist in the new rank order, nobody else moves; renumber closes gaps', () => {
    const waiting = ranked(3, {
      1: { state: 'waitlisted', waitlist_position: 3 },
      2: { state: 'waitlisted', waitlist_position: 1 },
      3: { state: 'offered' },
    });
    expect(after(planDecisions(input(waiting, 1), { action: 'weights' }))).toEqual({
      1: ['waitlisted', 1, null],
      2: ['waitlisted', 2, null],
    });
    expect(after(planDecisions(input(waiting, 1), { action: 'renumber' }))).toEqual({ 1: ['waitlisted', 2, null] });
  });
});

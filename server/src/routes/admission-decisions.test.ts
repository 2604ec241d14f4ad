import {
  DECISION_NOT_ALLOWED_CODE,
  OFFER_ALREADY_ANSWERED_CODE,
  OFFER_PAST_DEADLINE,
  OFFER_PAST_DEADLINE_CODE,
  type AnswerOf,
  type DecisionPreview,
} from '@mizan/shared';
import { respondToOffer } from '../services/admission/respond-to-offer';
import { familyDecisions } from '../services/admission/family-decisions';
import { expireOffers, queueOfferReminders } from '../services/admission/offer-expiry';
import { addRankedSchool, addRound, daysFromNow, movableClock } from '../test-support/admission-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type RoundView = AnswerOf<'getRound'>['data'];

describe.each(testDatabases())('admission decisions on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = movableClock();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = async (roundId: number) => {
    const response = await t.call('getRound', { roundId }, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: RoundView }>().data;
  };
  const stateOf = (data: RoundView, applicantId: number) => {
    const row = data.rows.find((entry) => entry.applicant_id === applicantId);
    return row && [row.state, row.waitlist_position];
  };
  const preview = async (request: Parameters<TestApp['call']>[1] & object) => {
    const response = await t.call('previewDecisions', request as never, { token: admin });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: DecisionPreview }>().data;
  };
  const outbox = (applicantId: number) =>
    t.database.db.selectFrom('message_outbox').select('event').where('applicant_id', '=', applicantId).orderBy('id').execute();

  test('an offers what-if is exactly what its commit does; every change is one audit row; the commit cannot be applied twice', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Offers School', 6);
    const round = await addRound(t, admin, { name: 'Offers', school_id: schoolId, seats: [{ school_id: schoolId, seats: 3 }] });
    const before = await view(round.id);
    expect(before.rows.map((row) => [row.applicant_id, row.rank, row.state])).toEqual(ids.map((id, index) => [id, index + 1, 'pending']));

    const what = await preview({ roundId: round.id, action: 'offers', waitlist: 2 });
    expect(what.summary).toEqual({ in: 3, out: 0, position: 2, rank: 0, other: 1 });
    expect(what.seats).toEqual([
      expect.objectContaining({ school_id: schoolId, seats_today: 3, seats_after: 3, held_today: 0, held_after: 3, waitlisted_after: 2 }),
    ]);
    // Nothing changed yet.
    expect((await view(round.id)).rows.every((row) => row.state === 'pending')).toBe(true);

    const committed = await t.call('commitDecisions', { roundId: round.id, previewId: what.previewId }, { token: admin });
    expect(committed.statusCode).toBe(200);
    expect(committed.json()).toMatchObject({ data: { applied: 6 }, msg: '6 decisions changed.' });
    const after = await view(round.id);
    for (const row of what.rows) expect(stateOf(after, row.applicant_id)).toEqual([row.after.state, row.after.waitlist_position]);
    expect(after.rows.map((row) => [row.state, row.waitlist_position])).toEqual([
      ['offered', null],
      ['offered', null],
      ['offered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['not_admitted', null],
    ]);
    expect(after.rows[0].offer_deadline).toBe(round.offer_deadline);
    expect(after.changes).toHaveLength(6);
    expect(
      after.changes.every((change) => change.actor === 'staff' && change.actor_name === 'Administrator' && change.from_state === 'pending'),
    ).toBe(true);
    expect(after.round.seats[0]).toMatchObject({ seats: 3, held: 3, waitlisted: 2 });
    expect((await outbox(ids[0])).map((row) => row.event)).toEqual(['offer_made']);
    expect((await outbox(ids[3])).map((row) => row.event)).toEqual(['waitlisted']);

    const again = await t.call('commitDecisions', { roundId: round.id, previewId: what.previewId }, { token: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'preview_not_found' });
  });

  test('a what-if made before the round changed is refused with 409 and changes nothing', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Stale School', 4);
    const round = await addRound(t, admin, { school_id: schoolId, seats: [{ school_id: schoolId, seats: 2 }] });
    const what = await preview({ roundId: round.id, action: 'offers', waitlist: 1 });
    const withdrawn = await t.call(
      'setDecision',
      { applicantId: ids[0], roundId: round.id, state: 'withdrawn', reason: 'Moved abroad' },
      { token: admin },
    );
    expect(withdrawn.statusCode).toBe(200);
    const stale = await t.call('commitDecisions', { roundId: round.id, previewId: what.previewId }, { token: admin });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'preview_stale' });
    const data = await view(round.id);
    expect(data.rows.map((row) => row.state)).toEqual(['withdrawn', 'pending', 'pending', 'pending']);

    // A score change moves ranks: a what-if made before it is stale too.
    const fresh = await preview({ roundId: round.id, action: 'offers', waitlist: 1 });
    await t.database.db
      .updateTable('applicants')
      .set({ prep_mark: 100, math: 100, english: 100, interview: 100 })
      .where('id', '=', ids[3])
      .execute();
    const moved = await t.call('commitDecisions', { roundId: round.id, previewId: fresh.previewId }, { token: admin });
    expect(moved.statusCode).toBe(409);
  });

  test('families accept (idempotent) and decline; a decline promotes the next waitlisted with its own deadline; the others move up', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Answers School', 6);
    const round = await addRound(t, admin, {
      school_id: schoolId,
      seats: [{ school_id: schoolId, seats: 2 }],
      offer_deadline: daysFromNow(1),
      offer_window_hours: 72,
    });
    const what = await preview({ roundId: round.id, action: 'offers', waitlist: 3 });
    expect((await t.call('commitDecisions', { roundId: round.id, previewId: what.previewId }, { token: admin })).statusCode).toBe(200);

    const accepted = await respondToOffer(t.database.db, clock, { applicantId: ids[0], roundId: round.id, accept: true });
    expect(accepted).toMatchObject({ state: 'accepted', round_name: 'Round', school_id: schoolId });
    await respondToOffer(t.database.db, clock, { applicantId: ids[0], roundId: round.id, accept: true });
    await expect(respondToOffer(t.database.db, clock, { applicantId: ids[0], roundId: round.id, accept: false })).rejects.toMatchObject({
      statusCode: 409,
      code: OFFER_ALREADY_ANSWERED_CODE,
    });

    await respondToOffer(t.database.db, clock, { applicantId: ids[1], roundId: round.id, accept: false, reason: 'distance' });
    const data = await view(round.id);
    expect(data.rows.map((row) => [row.state, row.waitlist_position])).toEqual([
      ['accepted', null],
      ['declined', null],
      ['offered', null],
      ['waitlisted', 1],
      ['waitlisted', 2],
      ['not_admitted', null],
    ]);
    // The round's deadline is a day away: the promoted family gets the 72-hour window instead.
    const promotedDeadline = new Date(data.rows[2].offer_deadline as string).getTime();
    expect(promotedDeadline).toBeGreaterThanOrEqual(clock.now().getTime() + 72 * 3_600_000 - 1000);
    const audit = data.changes
      .slice(-5)
      .map((change) => [change.applicant_id, change.actor, change.from_state, change.to_state, change.reason]);
    expect(audit).toEqual([
      [ids[0], 'family', 'offered', 'accepted', ''],
      [ids[1], 'family', 'offered', 'declined', 'distance'],
      [ids[2], 'system', 'waitlisted', 'offered', 'A seat came free: next on the waitlist.'],
      [ids[3], 'system', 'waitlisted', 'waitlisted', 'Someone ahead left the waitlist.'],
      [ids[4], 'system', 'waitlisted', 'waitlisted', 'Someone ahead left the waitlist.'],
    ]);
    expect((await outbox(ids[2])).map((row) => row.event)).toEqual(['waitlisted', 'promoted']);
    expect(await familyDecisions(t.database.db, ids[3])).toEqual([
      expect.objectContaining({ round_id: round.id, state: 'waitlisted', waitlist_position: 1, offer_deadline: null }),
    ]);

    // Past the promoted offer's deadline: the answer is refused; the periodic job expires it and promotes the next.
    clock.advanceHours(60);
    expect(await queueOfferReminders(t.database.db, clock)).toBe(1);
    expect(await queueOfferReminders(t.database.db, clock)).toBe(0);
    expect((await outbox(ids[2])).map((row) => row.event)).toEqual(['waitlisted', 'promoted', 'offer_reminder']);
    clock.advanceHours(13);
    await expect(respondToOffer(t.database.db, clock, { applicantId: ids[2], roundId: round.id, accept: true })).rejects.toMatchObject({
      statusCode: 409,
      code: OFFER_PAST_DEADLINE_CODE,
      message: OFFER_PAST_DEADLINE,
    });
    expect(await expireOffers(t.database.db, clock)).toBe(1);
    const expired = await view(round.id);
    expect(expired.rows.slice(2, 5).map((row) => [row.state, row.waitlist_position])).toEqual([
      ['expired', null],
      ['offered', null],
      ['waitlisted', 1],
    ]);
    expect(expired.changes.find((change) => change.applicant_id === ids[2] && change.to_state === 'expired')).toMatchObject({
      actor: 'system',
    });
    expect((await outbox(ids[2])).map((row) => row.event)).toContain('offer_expired');
  });

  test('staff change decisions only along the allowed changes; enrolled sets "Enrolled?" to Yes; a round that waits for staff does not promote', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Staff School', 4);
    const round = await addRound(t, admin, { school_id: schoolId, seats: [{ school_id: schoolId, seats: 1 }], auto_promote: false });
    const set = (applicantId: number, state: string, reason = '') =>
      t.call('setDecision', { applicantId, roundId: round.id, state: state as never, reason }, { token: admin });

    expect((await set(ids[0], 'offered')).statusCode).toBe(200);
    const full = await set(ids[1], 'offered');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'no_free_seat' });
    expect((await set(ids[1], 'waitlisted')).json()).toMatchObject({ data: { state: 'waitlisted', waitlist_position: 1 } });
    expect((await set(ids[2], 'waitlisted')).json()).toMatchObject({ data: { state: 'waitlisted', waitlist_position: 2 } });
    const skipped = await set(ids[3], 'enrolled');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({
      code: DECISION_NOT_ALLOWED_CODE,
      msg: 'A decision cannot go from "No decision yet" to "Enrolled".',
    });

    expect((await set(ids[0], 'accepted', 'Phoned the school')).statusCode).toBe(200);
    const enrolled = await set(ids[0], 'enrolled', 'Papers received');
    expect(enrolled.json()).toMatchObject({ data: { state: 'enrolled' }, msg: 'The decision was saved.' });
    const applicant = await t.database.db.selectFrom('applicants').select('enrolled').where('id', '=', ids[0]).executeTakeFirstOrThrow();
    expect(applicant.enrolled).toBe('Yes');

    // A withdrawal frees the seat; this round waits for staff, so nobody is promoted until a 'promote' what-if is committed.
    expect((await set(ids[0], 'withdrawn', 'Family moved')).statusCode).toBe(200);
    expect(stateOf(await view(round.id), ids[1])).toEqual(['waitlisted', 1]);
    const promote = await preview({ roundId: round.id, action: 'promote' });
    expect(promote.rows.map((row) => [row.applicant_id, row.move, row.after.state, row.after.waitlist_position])).toEqual([
      [ids[1], 'in', 'offered', null],
      [ids[2], 'position', 'waitlisted', 1],
    ]);
    expect((await t.call('commitDecisions', { roundId: round.id, previewId: promote.previewId }, { token: admin })).statusCode).toBe(200);
    const data = await view(round.id);
    expect(stateOf(data, ids[1])).toEqual(['offered', null]);
    expect(stateOf(data, ids[2])).toEqual(['waitlisted', 1]);
    const last = data.changes
      .filter((change) => change.applicant_id === ids[0])
      .map((change) => [change.from_state, change.to_state, change.reason]);
    expect(last).toEqual([
      ['pending', 'offered', ''],
      ['offered', 'accepted', 'Phoned the school'],
      ['accepted', 'enrolled', 'Papers received'],
      ['enrolled', 'withdrawn', 'Family moved'],
    ]);
  });
});

import { ROUND_DEADLINE_FORMAT, type AdmissionRound, type AnswerOf, type DecisionPreview } from '@mizan/shared';
import { MERIT_ADMIN_ONLY } from '../services/merit-settings';
import { ROUND_SEATS_THROUGH_PREVIEW_CODE } from '../services/admission/save-round';
import { addRankedSchool, addRound } from '../test-support/admission-fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type RoundView = AnswerOf<'getRound'>['data'];
const EVEN = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 1 };

describe.each(testDatabases())('admission what-ifs of seats, weights and promotion on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let decider: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    decider = await signInWithFlags(t, admin, 'decider', ['decide']);
  });
  afterAll(async () => {
    await t?.close();
  });

  const view = async (roundId: number) => (await t.call('getRound', { roundId }, { token: admin })).json<{ data: RoundView }>().data;
  const places = (data: RoundView) => data.rows.map((row) => [row.applicant_id, row.state, row.waitlist_position]);
  async function whatIfThenCommit(token: string, request: Parameters<TestApp['call']>[1] & object) {
    const response = await t.call('previewDecisions', request as never, { token });
    expect(response.statusCode).toBe(200);
    const what = response.json<{ data: DecisionPreview }>().data;
    const roundId = (request as { roundId: number }).roundId;
    const before = await view(roundId);
    const commit = await t.call('commitDecisions', { roundId, previewId: what.previewId }, { token });
    expect(commit.statusCode).toBe(200);
    const after = await view(roundId);
    // What the what-if said is what happened, and nobody else moved.
    const moved = new Map(what.rows.filter((row) => row.move !== 'rank').map((row) => [row.applicant_id, row]));
    for (const row of after.rows) {
      const planned = moved.get(row.applicant_id);
      const was = before.rows.find((entry) => entry.applicant_id === row.applicant_id);
      expect([row.state, row.waitlist_position]).toEqual(
        planned ? [planned.after.state, planned.after.waitlist_position] : [was?.state, was?.waitlist_position],
      );
    }
    return { what, after };
  }

  test('a staff member with only the decide flag makes offers to ticked applicants; a seat change fills the new seats from the waitlist', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Seats School', 6);
    const round = await addRound(t, decider, { school_id: schoolId, seats: [{ school_id: schoolId, seats: 2 }] });
    // Ticked: the 2nd, 3rd, 5th and 6th best; the 1st and 4th stay pending.
    const { what } = await whatIfThenCommit(decider, {
      roundId: round.id,
      action: 'offers',
      waitlist: 1,
      applicantIds: [ids[1], ids[2], ids[4], ids[5]],
    });
    expect(what.summary).toMatchObject({ in: 2, position: 1, other: 1 });
    expect(places(await view(round.id))).toEqual([
      [ids[0], 'pending', null],
      [ids[1], 'offered', null],
      [ids[2], 'offered', null],
      [ids[3], 'pending', null],
      [ids[4], 'waitlisted', 1],
      [ids[5], 'not_admitted', null],
    ]);
    const seatsChange = await t.call(
      'saveRound',
      {
        id: round.id,
        name: 'Seats',
        school_id: schoolId,
        offer_deadline: round.offer_deadline,
        auto_promote: true,
        seats: [{ school_id: schoolId, seats: 3 }],
      },
      { token: decider },
    );
    expect(seatsChange.statusCode).toBe(409);
    expect(seatsChange.json()).toMatchObject({ code: ROUND_SEATS_THROUGH_PREVIEW_CODE });

    const { what: seats, after } = await whatIfThenCommit(decider, {
      roundId: round.id,
      action: 'seats',
      seats: [{ school_id: schoolId, seats: 3 }],
    });
    expect(seats.seats[0]).toMatchObject({
      seats_today: 2,
      seats_after: 3,
      held_today: 2,
      held_after: 3,
      waitlisted_today: 1,
      waitlisted_after: 0,
    });
    expect(seats.rows.map((row) => [row.applicant_id, row.move])).toEqual([[ids[4], 'in']]);
    expect(after.round.seats[0]).toMatchObject({ seats: 3, held: 3 });
  });

  test('a weight change what-if shows the new ranks and waitlist order; only an administrator may commit it, which saves the weights', async () => {
    const { schoolId, applicantIds: ids } = await addRankedSchool(t, 'Weights School', 5);
    // The 5th best by scores has the best career match: weighting career match alone puts them first.
    await t.database.db.updateTable('applicants').set({ cmatch: 'Low' }).where('id', 'in', ids.slice(0, 4)).execute();
    const round = await addRound(t, admin, { school_id: schoolId, seats: [{ school_id: schoolId, seats: 1 }] });
    await whatIfThenCommit(admin, { roundId: round.id, action: 'offers', waitlist: 4 });
    const weights = { prep: 0, math: 0, english: 0, interview: 0, cmatch: 1 };
    const refused = await t.call('previewDecisions', { roundId: round.id, action: 'weights', weights }, { token: decider });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: MERIT_ADMIN_ONLY });

    const today = (await view(round.id)).rows.find((row) => row.applicant_id === ids[4]);
    expect(today).toMatchObject({ state: 'waitlisted' });
    const { what, after } = await whatIfThenCommit(admin, { roundId: round.id, action: 'weights', weights });
    const fifth = what.rows.find((row) => row.applicant_id === ids[4]);
    expect(fifth).toMatchObject({
      rank_today: today?.rank,
      rank_after: 1,
      today: { waitlist_position: today?.waitlist_position },
      after: { waitlist_position: 1 },
      move: 'position',
    });
    expect(places(after).filter((place) => place[1] === 'waitlisted')).toEqual([
      [ids[4], 'waitlisted', 1],
      [ids[1], 'waitlisted', 2],
      [ids[2], 'waitlisted', 3],
      [ids[3], 'waitlisted', 4],
    ]);
    const settings = await t.call('getMeritSettings', {}, { token: admin });
    expect(settings.json<{ data: { weights: typeof weights } }>().data.weights).toEqual(weights);
    await t.database.db.updateTable('merit_settings').set(EVEN).where('id', '=', 1).execute();
  });

  test('rounds are listed with their seats and counts; bad input is refused with a clear sentence and changes nothing', async () => {
    const { schoolId } = await addRankedSchool(t, 'Listed School', 3);
    await t.database.db.insertInto('school_seats').values({ school_id: schoolId, seats: 2 }).execute();
    const round = await addRound(t, admin, { name: 'Listed', school_id: schoolId });
    const listed = (await t.call('getRounds', {}, { token: decider })).json<{ data: AdmissionRound[] }>().data;
    expect(listed.find((entry) => entry.id === round.id)).toMatchObject({
      name: 'Listed',
      school_id: schoolId,
      school_name: 'Listed School',
      seats: [{ school_id: schoolId, seats: 2, held: 0, waitlisted: 0 }],
      counts: expect.objectContaining({ pending: 3, offered: 0 }),
    });
    const badDeadline = await t.call(
      'saveRound',
      { name: 'X', school_id: schoolId, offer_deadline: 'next week', auto_promote: true },
      { token: admin },
    );
    expect(badDeadline.statusCode).toBe(400);
    expect(badDeadline.json<{ msg: string }>().msg).toContain(ROUND_DEADLINE_FORMAT);
    const nul = await t.call(
      'saveRound',
      { name: 'Bad\u0000name', school_id: schoolId, offer_deadline: round.offer_deadline, auto_promote: true },
      { token: admin },
    );
    expect(nul.statusCode).toBe(400);
    const unknown = await t.call('getRound', { roundId: 999_999 }, { token: admin });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ msg: 'There is no admission round #999999.', code: 'round_not_found' });
    const past = await addRound(t, admin, { school_id: schoolId, offer_deadline: new Date(Date.now() - 60_000).toISOString() });
    const late = await t.call('previewDecisions', { roundId: past.id, action: 'offers', waitlist: 0 }, { token: admin });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'round_deadline_passed' });
    const rounds = (await t.call('getRounds', {}, { token: admin })).json<{ data: AdmissionRound[] }>().data;
    expect(rounds.filter((entry) => entry.school_id === schoolId)).toHaveLength(2);
  });
});

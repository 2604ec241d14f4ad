import { sql } from 'kysely';
import { holdsSeat, type AnswerOf, type DecisionPreview } from '@mizan/shared';
import { expireOffers, queueOfferReminders } from '../services/admission/offer-expiry';
import { respondToOffer } from '../services/admission/respond-to-offer';
import { addRankedSchool, addRound, movableClock } from '../test-support/admission-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

type RoundView = AnswerOf<'getRound'>['data'];

/**
 * Seats are counted under the round's row lock: answers and staff offers
 * arriving at the same moment run one after the other, so a seat is never
 * given twice. PGlite runs one statement at a time anyway; PostgreSQL (with
 * TEST_DATABASE_URL) is the real test.
 */
describe.each(testDatabases())('admission seats under parallel answers on %s', (_name, kind) => {
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

  const view = async (roundId: number) => (await t.call('getRound', { roundId }, { token: admin })).json<{ data: RoundView }>().data;

  async function roundWithOffers(name: string, applicants: number, seats: number, waitlist: number) {
    const { schoolId, applicantIds } = await addRankedSchool(t, name, applicants);
    const round = await addRound(t, admin, { school_id: schoolId, seats: [{ school_id: schoolId, seats }] });
    const what = await t.call('previewDecisions', { roundId: round.id, action: 'offers', waitlist }, { token: admin });
    const { previewId } = what.json<{ data: DecisionPreview }>().data;
    expect((await t.call('commitDecisions', { roundId: round.id, previewId }, { token: admin })).statusCode).toBe(200);
    return { roundId: round.id, applicantIds };
  }

  function expectSeatsKept(data: RoundView, seats: number) {
    const held = data.rows.filter((row) => holdsSeat(row.state));
    expect(held.length).toBeLessThanOrEqual(seats);
    const positions = data.rows
      .filter((row) => row.state === 'waitlisted')
      .map((row) => row.waitlist_position)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(positions).toEqual(positions.map((_position, index) => index + 1));
    return held.length;
  }

  test('20 answers at once (10 declines, 10 accepts, each sent twice) fill every seat exactly once from the waitlist', async () => {
    const { roundId, applicantIds } = await roundWithOffers('Parallel Answers School', 40, 10, 20);
    const offered = applicantIds.slice(0, 10);
    const answers = offered.flatMap((applicantId, index) => {
      const accept = index % 2 === 0;
      return [1, 2].map(() => respondToOffer(t.database.db, clock, { applicantId, roundId, accept, reason: accept ? undefined : 'fees' }));
    });
    const settled = await Promise.allSettled(answers);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    const data = await view(roundId);
    expect(expectSeatsKept(data, 10)).toBe(10);
    const promoted = data.rows.filter((row) => row.state === 'offered');
    expect(promoted.map((row) => row.applicant_id)).toEqual(applicantIds.slice(10, 15));
    expect(data.rows.filter((row) => row.state === 'waitlisted')).toHaveLength(15);
    // One audit row per change: 10 answers, 5 promotions, and the moves up of the waitlist.
    const answerRows = data.changes.filter((change) => change.actor === 'family');
    expect(answerRows).toHaveLength(10);
    expect(data.changes.filter((change) => change.actor === 'system' && change.to_state === 'offered')).toHaveLength(5);
  });

  test('20 staff offers at once for 2 free seats: exactly 2 are made, 18 refused with no_free_seat', async () => {
    const { roundId, applicantIds } = await roundWithOffers('Parallel Offers School', 24, 4, 0);
    // Two of the four offers are declined; there is no waitlist, so two seats stay free.
    for (const applicantId of applicantIds.slice(0, 2))
      await respondToOffer(t.database.db, clock, { applicantId, roundId, accept: false, reason: 'distance' });
    const candidates = applicantIds.slice(4, 24);
    const responses = await Promise.all(
      candidates.map((applicantId) =>
        t.call('setDecision', { applicantId, roundId, state: 'offered', reason: 'A seat came free' }, { token: admin }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(2);
    expect(responses.filter((response) => response.statusCode === 409).map((response) => response.json<{ code: string }>().code)).toEqual(
      Array(18).fill('no_free_seat'),
    );
    expect(expectSeatsKept(await view(roundId), 4)).toBe(4);
  });

  test('two nodes running the offer job at once queue each reminder once and expire each offer once, promoting once per seat', async () => {
    const { roundId, applicantIds } = await roundWithOffers('Parallel Expiry School', 12, 4, 6);
    clock.advanceHours(14 * 24 - 12);
    const reminded = await Promise.all([queueOfferReminders(t.database.db, clock), queueOfferReminders(t.database.db, clock)]);
    // Other tests' rounds have open offers too: each offer is reminded once, whichever node claimed it.
    const reminderRows = await t.database.db
      .selectFrom('message_outbox')
      .select([sql<string>`count(*)`.as('all'), sql<string>`count(distinct applicant_id)`.as('distinct')])
      .where('event', '=', 'offer_reminder')
      .executeTakeFirstOrThrow();
    expect([Number(reminderRows.all), Number(reminderRows.distinct)]).toEqual([reminded[0] + reminded[1], reminded[0] + reminded[1]]);
    clock.advanceHours(13);
    const expired = await Promise.all([expireOffers(t.database.db, clock), expireOffers(t.database.db, clock)]);
    const expiryRows = await t.database.db
      .selectFrom('admission_decision_changes')
      .select([sql<string>`count(*)`.as('all'), sql<string>`count(distinct (round_id, applicant_id))`.as('distinct')])
      .where('to_state', '=', 'expired')
      .executeTakeFirstOrThrow();
    expect([Number(expiryRows.all), Number(expiryRows.distinct)]).toEqual([expired[0] + expired[1], expired[0] + expired[1]]);
    const data = await view(roundId);
    expect(data.rows.filter((row) => row.state === 'expired').map((row) => row.applicant_id)).toEqual(applicantIds.slice(0, 4));
    expect(expectSeatsKept(data, 4)).toBe(4);
    expect(data.changes.filter((change) => change.to_state === 'expired')).toHaveLength(4);
    const reminders = await t.database.db
      .selectFrom('message_outbox')
      .select('applicant_id')
      .where('event', '=', 'offer_reminder')
      .where('applicant_id', 'in', applicantIds)
      .execute();
    // One per channel the family has (an e-mail address here), once.
    expect(reminders.map((row) => Number(row.applicant_id)).sort((a, b) => a - b)).toEqual(applicantIds.slice(0, 4));
  });
});

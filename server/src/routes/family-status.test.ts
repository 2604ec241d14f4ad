import {
  DECLINE_REASON_REQUIRED,
  OFFER_ALREADY_ANSWERED_CODE,
  OFFER_PAST_DEADLINE,
  OFFER_PAST_DEADLINE_CODE,
  STATUS_CODE_REQUIRED_CODE,
  STATUS_LINK_OR_CODE_WRONG,
  STATUS_LINK_OR_CODE_WRONG_CODE,
  STATUS_LINK_UNKNOWN_CODE,
  type FamilyPageData,
} from '@mizan/shared';
import { randomBytes } from 'node:crypto';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { insertDecision, insertRound, statusTokenOf } from '../test-support/family-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

const page = (response: { json: () => unknown }) => (response.json() as { data: FamilyPageData }).data;
const refusal = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  ...(response.json() as object),
});
const unknownToken = () => randomBytes(24).toString('base64url');

describe.each(testDatabases())("the family's status page on %s", (_name, kind) => {
  let t: TestApp;
  const clock = new TestClock();
  let ipCount = 0;
  /** Each test its own address, so one test's guesses never reach another's limit. */
  const nextIp = () => `10.31.0.${++ipCount}`;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function attempt(
    applicantId: number,
    examId: number,
    state: { status: 'submitted' | 'graded'; released: boolean; percent: number },
  ) {
    await t.database.db
      .insertInto('attempts')
      .values({
        hash: randomBytes(24).toString('base64url'),
        applicant_id: applicantId,
        assessment_id: examId,
        trial: 1,
        shuffle_seed: 'seed',
        started_at: clock.now(),
        submitted_at: clock.now(),
        submitted_by: 'applicant',
        status: state.status,
        percent: state.percent,
        results_released_at: state.released ? clock.now() : null,
      })
      .execute();
  }

  test('shows the name, every decision and only released results; an unknown link is 404 with its code', async () => {
    const db = t.database.db;
    const family = await insertApplicant(db, 'Laila Status');
    const round = await insertRound(t, 'Autumn round', 48, clock.now());
    await insertDecision(t, { roundId: round.id, applicantId: family.id, state: 'waitlisted', position: 3 });
    const arabic = await insertExam(db, undefined, { name: 'Arabic entrance', lang: 'Ar' });
    const hidden = await insertExam(db, undefined, { name: 'Secret maths' });
    await attempt(family.id, hidden, { status: 'graded', released: false, percent: 91 });
    await attempt(family.id, arabic, { status: 'graded', released: true, percent: 77.5 });
    const token = await statusTokenOf(t, family.id);

    const response = await t.call('familyStatus', { token });
    expect(response.statusCode).toBe(200);
    const data = page(response);
    expect(data.name).toBe('Laila Status');
    expect(data.decisions).toContainEqual({
      roundId: round.id,
      roundName: 'Autumn round',
      schoolName: expect.any(String),
      state: 'waitlisted',
      waitlistPosition: 3,
      offerDeadline: null,
    });
    expect(data.results).toEqual([
      { assessment: 'Arabic entrance', lang: 'Ar', percent: 77.5, career: '', link: expect.stringMatching(/^\/assessment\?hash=/) },
    ]);
    expect(data.resultsAwaited).toBe(1);
    expect(response.body).not.toContain('Secret maths');
    expect(response.body).not.toContain('91');

    const unknown = await t.call('familyStatus', { token: unknownToken() }, { ip: nextIp() });
    expect(refusal(unknown)).toMatchObject({ status: 404, code: STATUS_LINK_UNKNOWN_CODE });
  });

  test('accept is idempotent, a decline needs a reason and is refused once accepted, and an offer past its deadline is refused', async () => {
    const db = t.database.db;
    const family = await insertApplicant(db, 'Omar Offer');
    const round = await insertRound(t, 'Offer round', 24, clock.now());
    await insertDecision(t, { roundId: round.id, applicantId: family.id, state: 'offered', deadline: round.deadline });
    const token = await statusTokenOf(t, family.id);

    const before = page(await t.call('familyStatus', { token }));
    expect(before.decisions.find((decision) => decision.roundId === round.id)).toMatchObject({
      state: 'offered',
      offerDeadline: round.deadline.toISOString(),
    });

    const noReason = await t.call('respondToOffer', { token, accept: false });
    expect(refusal(noReason)).toMatchObject({ status: 400, msg: DECLINE_REASON_REQUIRED });

    for (let time = 0; time < 2; time++) {
      const accepted = await t.call('respondToOffer', { token, accept: true });
      expect(accepted.statusCode).toBe(200);
      expect(page(accepted).decisions.find((decision) => decision.roundId === round.id)?.state).toBe('accepted');
    }
    const changes = await db
      .selectFrom('admission_decision_changes')
      .select(['actor', 'to_state'])
      .where('applicant_id', '=', family.id)
      .execute();
    expect(changes).toEqual([{ actor: 'family', to_state: 'accepted' }]);
    const decline = await t.call('respondToOffer', { token, roundId: round.id, accept: false, reason: 'fees' });
    expect(refusal(decline)).toMatchObject({ status: 409, code: OFFER_ALREADY_ANSWERED_CODE });

    const late = await insertApplicant(db, 'Late Family');
    const lateRound = await insertRound(t, 'Short round', 1, clock.now());
    await insertDecision(t, { roundId: lateRound.id, applicantId: late.id, state: 'offered', deadline: lateRound.deadline });
    clock.advanceSeconds(2 * 3600);
    try {
      const lateToken = await statusTokenOf(t, late.id);
      const tooLate = await t.call('respondToOffer', { token: lateToken, roundId: lateRound.id, accept: true });
      expect(refusal(tooLate)).toMatchObject({ status: 409, msg: OFFER_PAST_DEADLINE, code: OFFER_PAST_DEADLINE_CODE });
    } finally {
      clock.advanceSeconds(-2 * 3600);
    }
  });

  test('a decline with a reason frees the seat and is audited as the family', async () => {
    const db = t.database.db;
    const family = await insertApplicant(db, 'Dina Decline');
    const round = await insertRound(t, 'Decline round', 24, clock.now());
    await insertDecision(t, { roundId: round.id, applicantId: family.id, state: 'offered', deadline: round.deadline });
    const token = await statusTokenOf(t, family.id);
    const declined = await t.call('respondToOffer', { token, accept: false, reason: 'distance' });
    expect(declined.statusCode).toBe(200);
    expect(page(declined).decisions.find((decision) => decision.roundId === round.id)?.state).toBe('declined');
    const again = await t.call('respondToOffer', { token, accept: false, reason: 'distance' });
    expect(again.statusCode).toBe(200);
    const changes = await db
      .selectFrom('admission_decision_changes')
      .select(['actor', 'to_state', 'reason'])
      .where('applicant_id', '=', family.id)
      .execute();
    expect(changes).toEqual([{ actor: 'family', to_state: 'declined', reason: 'distance' }]);
  });

  test('with access codes in use: asked for first, a wrong code and an unknown link answer alike, guesses are limited', async () => {
    const db = t.database.db;
    const family = await insertApplicant(db, 'Coded Family');
    const { access_code } = await db.selectFrom('applicants').select('access_code').where('id', '=', family.id).executeTakeFirstOrThrow();
    const token = await statusTokenOf(t, family.id);
    const coded = await insertExam(db, undefined, { name: 'Coded exam', require_access_codes: true });
    try {
      const ip = nextIp();
      expect(refusal(await t.call('familyStatus', { token }, { ip }))).toMatchObject({ status: 401, code: STATUS_CODE_REQUIRED_CODE });
      const wrong = await t.call('familyStatus', { token, code: access_code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA' }, { ip });
      const unknown = await t.call('familyStatus', { token: unknownToken(), code: access_code }, { ip });
      expect(refusal(wrong)).toEqual({ status: 401, msg: STATUS_LINK_OR_CODE_WRONG, code: STATUS_LINK_OR_CODE_WRONG_CODE });
      expect(refusal(unknown)).toEqual(refusal(wrong));
      const right = await t.call('familyStatus', { token, code: access_code.toLowerCase() }, { ip });
      expect(right.statusCode).toBe(200);
      expect(page(right).name).toBe('Coded Family');
      const accept = await t.call('respondToOffer', { token, accept: true }, { ip });
      expect(accept.statusCode).toBe(401);

      const guesser = nextIp();
      const answers: number[] = [];
      for (let guess = 0; guess < 21; guess++)
        answers.push((await t.call('familyStatus', { token: unknownToken(), code: 'ZZZZZZZZ' }, { ip: guesser })).statusCode);
      expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(answers[20]).toBe(429);
      expect((await t.call('familyStatus', { token, code: access_code }, { ip: guesser })).statusCode).toBe(429);
    } finally {
      await db.deleteFrom('assessments').where('id', '=', coded).execute();
    }
  });

  test('text the database cannot store is refused in every field', async () => {
    const family = await insertApplicant(t.database.db, 'Text Family');
    const token = await statusTokenOf(t, family.id);
    for (const bad of ['\u0000', 'abc\uD800']) {
      expect((await t.call('familyStatus', { token: `${token.slice(0, 31)}${bad}` })).statusCode).toBe(400);
      expect((await t.call('familyStatus', { token, code: bad })).statusCode).toBe(400);
      expect((await t.call('respondToOffer', { token, accept: false, reason: bad as 'fees' })).statusCode).toBe(400);
      expect((await t.call('findResult', { ssn: bad, code: '123456' })).statusCode).toBe(400);
      expect((await t.call('findResult', { ssn: family.ssn, code: bad })).statusCode).toBe(400);
      expect((await t.call('sendFindCode', { ssn: `${family.ssn.slice(0, 13)}${bad}` })).statusCode).toBe(400);
    }
  });
});

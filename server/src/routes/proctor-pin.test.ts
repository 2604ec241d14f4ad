import { PROCTOR_CODES, PROCTOR_NOTHING_WAITING, PROCTOR_PIN_LET_IN, PROCTOR_PIN_TOO_MANY, PROCTOR_PIN_WRONG } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { MAX_WRONG_PINS_PER_ATTEMPT } from '../services/proctoring/pin-limit';
import { pinDay } from '../services/proctoring/proctor-pin';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { proctorFixtures } from '../test-support/proctor-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

const Q1 = mcq({ id: 'proctpin01' });
const BROWSER = 'd4'.repeat(32);
const wrongPin = { msg: PROCTOR_PIN_WRONG, code: PROCTOR_CODES.pinWrong };
const toArabicDigits = (pin: string) => pin.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

describe.each(testDatabases())("the proctor's PIN of the day on %s", (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { db, fetchFrom, registerFrom, attemptOf, requestsOf, auditOf } = proctorFixtures(
    () => t,
    () => admin,
  );
  let address = 0;
  /** Each try from its own address, so the per-browser and per-address counters of one test never reach another's. */
  const typePin = (hash: string, pin: string, sign = BROWSER) =>
    t.call('enterProctorPin', { id: hash, pin }, { sign, ip: `10.6.${Math.floor(address / 250)}.${(address++ % 250) + 1}` });
  const pinOf = async (examId: number, token = admin) => (await t.call('getProctorPin', { id: examId }, { token })).json().data;

  async function waitingAttempt() {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 30 });
    await t.call('setProctoring', { id: examId, startNeedsProctor: true, resumeNeedsProctor: true }, { token: admin });
    const person = await insertApplicant(db(), 'Pin Applicant');
    const hash = await registerFrom(examId, person.ssn, BROWSER);
    expect((await fetchFrom(hash, BROWSER)).json().code).toBe(PROCTOR_CODES.approvalNeeded);
    return { examId, hash };
  }

  test("staff read today's PIN (six digits, the same all day) and rotate it; rotation is audited without the PIN", async () => {
    const { examId } = await waitingAttempt();
    const first = await pinOf(examId);
    expect(first).toEqual({ id: examId, day: pinDay(clock.now()), pin: expect.stringMatching(/^\d{6}$/) });
    expect(await pinOf(examId)).toEqual(first);
    const rotated = await t.call('rotateProctorPin', { id: examId }, { token: admin });
    expect(rotated.statusCode).toBe(200);
    expect(await pinOf(examId)).toEqual(rotated.json().data);
    const audit = await auditOf('assessment.proctor-pin.rotate', examId);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0].details)).not.toContain(rotated.json().data.pin);
  });

  test('the right PIN (typed in Arabic digits) lets this browser in, audited with no staff member; the exam then opens', async () => {
    const { examId, hash } = await waitingAttempt();
    const { pin } = await pinOf(examId);
    const response = await typePin(hash, toArabicDigits(pin));
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { msg: PROCTOR_PIN_LET_IN } });
    const { id, started_at } = await attemptOf(hash);
    expect(started_at).toBeNull();
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ state: 'approved', via: 'pin', decided_by: null })]);
    expect((await auditOf('attempt.proctor.approve', id))[0]).toMatchObject({ actor_user_id: null, details: { via: 'pin' } });
    expect((await fetchFrom(hash, BROWSER)).statusCode).toBe(200);
    const again = await typePin(hash, pin);
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { msg: PROCTOR_NOTHING_WAITING, code: PROCTOR_CODES.nothingWaiting },
    });
  });

  test('a wrong PIN, an unknown link and a rotated-away PIN answer alike and name no one; nothing is let in', async () => {
    const { examId, hash } = await waitingAttempt();
    const { pin } = await pinOf(examId);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (const [link, typed] of [
      [hash, wrong],
      ['Z'.repeat(32), pin],
    ]) {
      const response = await typePin(link, typed);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: wrongPin });
    }
    await t.call('rotateProctorPin', { id: examId }, { token: admin });
    expect((await typePin(hash, pin)).json()).toEqual(wrongPin);
    expect((await requestsOf((await attemptOf(hash)).id))[0].state).toBe('waiting');
  });

  test("yesterday's PIN does not open today's requests", async () => {
    const { examId, hash } = await waitingAttempt();
    const { pin } = await pinOf(examId);
    clock.advanceSeconds(24 * 60 * 60);
    expect((await typePin(hash, pin)).json()).toEqual(wrongPin);
    const today = await pinOf(examId);
    expect(today.day).not.toBe(pinDay(new Date('2031-03-01T08:00:00.000Z')));
    expect((await typePin(hash, today.pin)).statusCode).toBe(200);
  });

  test(`after ${MAX_WRONG_PINS_PER_ATTEMPT} wrong PINs on one link, even the right one waits (429 with its code and Retry-After)`, async () => {
    const { examId, hash } = await waitingAttempt();
    const { pin } = await pinOf(examId);
    const wrong = pin === '000000' ? '111111' : '000000';
    for (let round = 0; round < MAX_WRONG_PINS_PER_ATTEMPT; round += 1) expect((await typePin(hash, wrong)).statusCode).toBe(403);
    const limited = await typePin(hash, pin);
    expect({ status: limited.statusCode, body: limited.json() }).toEqual({
      status: 429,
      body: { msg: PROCTOR_PIN_TOO_MANY, code: PROCTOR_CODES.pinLimited },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestsOf((await attemptOf(hash)).id))[0].state).toBe('waiting');
    // The room still lets the applicant in.
    const { id } = await attemptOf(hash);
    expect((await t.call('approveAttempt', { attemptId: id, approve: true, reason: '' }, { token: admin })).statusCode).toBe(200);
  });

  test('staff who may not run the room get 404 for the PIN; bad input answers 400', async () => {
    const { examId, hash } = await waitingAttempt();
    const stranger = await signInWithFlags(t, admin, `pin-stranger-${kind}`, ['exam']);
    expect((await t.call('getProctorPin', { id: examId }, { token: stranger })).statusCode).toBe(404);
    expect((await t.call('rotateProctorPin', { id: examId }, { token: stranger })).statusCode).toBe(404);
    for (const data of [{ id: hash, pin: '12\u00003456' }, { id: hash, pin: 123456 }, { id: 'short', pin: '123456' }, { id: hash }]) {
      const response = await t.call('enterProctorPin', data as never, { sign: BROWSER, ip: '10.5.0.1' });
      expect(response.statusCode).toBe(400);
    }
  });
});

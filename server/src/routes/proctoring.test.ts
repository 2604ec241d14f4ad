import {
  PROCTOR_ATTEMPT_NOT_WAITING,
  PROCTOR_CODES,
  PROCTOR_REASON_REQUIRED,
  PROCTOR_RESUME_NEEDED,
  PROCTOR_START_NEEDED,
  proctorDecidedMessage,
  type ExamRoom,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { TestClock, insertExam } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { proctorFixtures } from '../test-support/proctor-fixtures';

jest.setTimeout(180_000);

const Q1 = mcq({ id: 'proctq0001' });
const BROWSER_A = 'a1'.repeat(32);
const BROWSER_B = 'b2'.repeat(32);
const BROWSER_C = 'c3'.repeat(32);

describe.each(testDatabases())("the proctor's gate on %s", (_name, kind) => {
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

  const { db, fetchFrom, registerFrom, attemptOf, requestsOf, auditOf, decide } = proctorFixtures(
    () => t,
    () => admin,
  );
  const setGate = (id: number, startNeedsProctor: boolean, resumeNeedsProctor: boolean) =>
    t.call('setProctoring', { id, startNeedsProctor, resumeNeedsProctor }, { token: admin });
  const waiting = (msg: string) => ({ msg, code: PROCTOR_CODES.approvalNeeded });
  const roomOf = async (examId: number) => (await t.call('examRoom', { id: examId }, { token: admin })).json<{ data: ExamRoom }>().data;

  async function gatedExam(start: boolean, resume: boolean, name = 'Gated Applicant') {
    const examId = await insertExam(db(), [Q1], { istimed: 1, duration: 30 });
    expect((await setGate(examId, start, resume)).statusCode).toBe(200);
    const person = await insertApplicant(db(), name);
    return { examId, ssn: person.ssn };
  }

  describe('the setting (admin/getproctoring.php, admin/setproctoring.php)', () => {
    test('off by default; saved, read back and audited with before and after', async () => {
      const examId = await insertExam(db(), [Q1]);
      const read = await t.call('getProctoring', { id: examId }, { token: admin });
      expect(read.json().data).toEqual({ id: examId, startNeedsProctor: false, resumeNeedsProctor: false });
      const saved = await setGate(examId, true, false);
      expect(saved.json()).toEqual({
        data: { id: examId, startNeedsProctor: true, resumeNeedsProctor: false },
        msg: 'Saved: starting now needs a proctor.',
      });
      await setGate(examId, true, false);
      const audit = await auditOf('assessment.proctoring', examId);
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ from: { startNeedsProctor: false }, to: { startNeedsProctor: true } });
    });

    test.each([{ startNeedsProctor: 'yes' }, { startNeedsProctor: null }, { resumeNeedsProctor: 1 }])(
      'a setting that is not true or false (%j) is refused with 400; nothing changes',
      async (bad) => {
        const examId = await insertExam(db(), [Q1]);
        const response = await t.call('setProctoring', { id: examId, startNeedsProctor: true, resumeNeedsProctor: true, ...bad } as never, {
          token: admin,
        });
        expect(response.statusCode).toBe(400);
        expect((await t.call('getProctoring', { id: examId }, { token: admin })).json().data.startNeedsProctor).toBe(false);
      },
    );
  });

  describe('a start that needs a proctor', () => {
    test('waits (403 with its code) until let in from the room; letting in does not start the clock, opening does', async () => {
      const { examId, ssn } = await gatedExam(true, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      for (let poll = 0; poll < 3; poll += 1) {
        const asked = await fetchFrom(hash, BROWSER_A);
        expect({ status: asked.statusCode, body: asked.json() }).toEqual({ status: 403, body: waiting(PROCTOR_START_NEEDED) });
      }
      const attempt = await attemptOf(hash);
      expect(attempt.started_at).toBeNull();
      expect(await requestsOf(attempt.id)).toEqual([expect.objectContaining({ kind: 'start', sign: BROWSER_A, state: 'waiting' })]);
      expect(await auditOf('attempt.proctor.request', attempt.id)).toHaveLength(1);
      expect((await roomOf(examId)).attempts[0].proctor).toMatchObject({ state: 'waiting', kind: 'start' });

      const approved = await decide(attempt.id, true, '');
      expect(approved.json()).toEqual({ msg: proctorDecidedMessage(true) });
      expect((await attemptOf(hash)).started_at).toBeNull();
      clock.advanceSeconds(90);
      const opened = await fetchFrom(hash, BROWSER_A);
      expect(opened.statusCode).toBe(200);
      expect((await attemptOf(hash)).started_at?.toISOString()).toBe(opened.json().data.startedAt);
      expect((await roomOf(examId)).attempts[0].proctor).toMatchObject({ state: 'approved', kind: 'start' });
      const audit = await auditOf('attempt.proctor.approve', attempt.id);
      expect(audit[0]).toMatchObject({
        actor_user_id: expect.any(Number),
        details: expect.objectContaining({ via: 'room', kind: 'start' }),
      });
    });

    test('a refusal needs a reason (400 with its code, nothing changes); refused, the page reads the reason', async () => {
      const { examId, ssn } = await gatedExam(true, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      await fetchFrom(hash, BROWSER_A);
      const { id } = await attemptOf(hash);
      for (const reason of ['', '  x ']) {
        const response = await decide(id, false, reason);
        expect({ status: response.statusCode, body: response.json() }).toEqual({
          status: 400,
          body: { msg: PROCTOR_REASON_REQUIRED, code: PROCTOR_CODES.reasonRequired },
        });
      }
      expect((await requestsOf(id))[0].state).toBe('waiting');
      const reason = 'Your ID card does not match: see the proctor at the front.';
      expect((await decide(id, false, reason)).json()).toEqual({ msg: proctorDecidedMessage(false) });
      const refused = await fetchFrom(hash, BROWSER_A);
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 403,
        body: { msg: reason, code: PROCTOR_CODES.refused },
      });
      expect((await attemptOf(hash)).started_at).toBeNull();
      expect((await auditOf('attempt.proctor.refuse', id))[0].details).toMatchObject({ reason, kind: 'start' });
      expect((await roomOf(examId)).attempts[0].proctor).toMatchObject({ state: 'refused' });
      const again = await decide(id, true, '');
      expect({ status: again.statusCode, body: again.json() }).toEqual({
        status: 409,
        body: { msg: PROCTOR_ATTEMPT_NOT_WAITING, code: PROCTOR_CODES.nothingWaiting },
      });
    });

    test('an assessment without the gate starts on the first fetch as before, and records nothing', async () => {
      const { examId, ssn } = await gatedExam(false, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      expect((await fetchFrom(hash, BROWSER_A)).statusCode).toBe(200);
      expect(await requestsOf((await attemptOf(hash)).id)).toEqual([]);
      expect((await roomOf(examId)).attempts[0].proctor).toBeNull();
    });
  });

  describe('resuming on another browser that needs a proctor', () => {
    test('registering on a second browser waits; let in, it continues with the same deadline; the first browser must ask again', async () => {
      const { examId, ssn } = await gatedExam(false, true);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      const first = await fetchFrom(hash, BROWSER_A);
      expect(first.statusCode).toBe(200);
      expect((await fetchFrom(hash, BROWSER_A)).statusCode).toBe(200);
      const { id, deadline } = await attemptOf(hash);

      await registerFrom(examId, ssn, BROWSER_B);
      const asked = await fetchFrom(hash, BROWSER_B);
      expect({ status: asked.statusCode, body: asked.json() }).toEqual({ status: 403, body: waiting(PROCTOR_RESUME_NEEDED) });
      expect((await roomOf(examId)).attempts[0].proctor).toMatchObject({ state: 'waiting', kind: 'resume' });

      expect((await decide(id, true, 'Her laptop ran out of battery')).statusCode).toBe(200);
      const resumed = await fetchFrom(hash, BROWSER_B);
      expect(resumed.statusCode).toBe(200);
      expect(resumed.json().data.deadline).toBe(deadline?.toISOString());
      expect((await attemptOf(hash)).browser_sign).toBe(BROWSER_B);

      await registerFrom(examId, ssn, BROWSER_A);
      expect((await fetchFrom(hash, BROWSER_A)).json()).toEqual(waiting(PROCTOR_RESUME_NEEDED));
    });

    test('after a staff move the next browser waits unbound; let in, the attempt is bound to it', async () => {
      const { examId, ssn } = await gatedExam(false, true);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      await fetchFrom(hash, BROWSER_A);
      const { id } = await attemptOf(hash);
      expect((await t.call('moveAttempt', { attemptId: id, reason: 'Computer crashed' }, { token: admin })).statusCode).toBe(200);
      expect((await fetchFrom(hash, BROWSER_C)).json()).toEqual(waiting(PROCTOR_RESUME_NEEDED));
      expect((await attemptOf(hash)).browser_sign).toBeNull();
      await decide(id, true, '');
      expect((await attemptOf(hash)).browser_sign).toBe(BROWSER_C);
      expect((await fetchFrom(hash, BROWSER_C)).statusCode).toBe(200);
    });

    test('turned on after the start: the browser it is bound to goes on; another one waits', async () => {
      const { examId, ssn } = await gatedExam(false, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      await fetchFrom(hash, BROWSER_A);
      await setGate(examId, false, true);
      expect((await fetchFrom(hash, BROWSER_A)).statusCode).toBe(200);
      await registerFrom(examId, ssn, BROWSER_B);
      expect((await fetchFrom(hash, BROWSER_B)).json()).toEqual(waiting(PROCTOR_RESUME_NEEDED));
    });
  });

  describe('who may decide', () => {
    test('staff who may not run the room get 404, as if the attempt did not exist; nothing is decided', async () => {
      const { examId, ssn } = await gatedExam(true, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      await fetchFrom(hash, BROWSER_A);
      const { id } = await attemptOf(hash);
      const stranger = await signInWithFlags(t, admin, `proctor-stranger-${kind}`, ['exam']);
      const response = await t.call('approveAttempt', { attemptId: id, approve: true, reason: '' }, { token: stranger });
      expect(response.statusCode).toBe(404);
      expect((await requestsOf(id))[0].state).toBe('waiting');
    });

    test.each([
      [{ approve: 'yes' }, 400],
      [{ approve: true, reason: 'x'.repeat(501) }, 400],
      [{ approve: false, reason: 'Not\u0000 here' }, 400],
      [{ attemptId: -1 }, 400],
    ])('bad input %j answers %i and decides nothing', async (bad, status) => {
      const { examId, ssn } = await gatedExam(true, false);
      const hash = await registerFrom(examId, ssn, BROWSER_A);
      await fetchFrom(hash, BROWSER_A);
      const { id } = await attemptOf(hash);
      const response = await t.call('approveAttempt', { attemptId: id, approve: true, reason: '', ...bad } as never, { token: admin });
      expect(response.statusCode).toBe(status);
      expect((await requestsOf(id))[0].state).toBe('waiting');
    });
  });
});

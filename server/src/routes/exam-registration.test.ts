import {
  EXAM_CLOSED,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  INVALID_LINK,
  UNKNOWN_SSN,
  examNotStartedMessage,
  NO_TRIALS_LEFT_CODE,
  noTrialsLeftMessage,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { freshSsn } from '../test-support/applicant-fixtures';
import { examEngineCalls } from '../test-support/exam-engine';
import { TestClock, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

describe.each(testDatabases())('the attempt engine on %s', (_name, kind) => {
  let t: TestApp;
  const clock = new TestClock('2031-03-01T08:00:00.000Z');

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  const { nextIp, db, newApplicant, registered, register, submit, failure, attemptRow } = examEngineCalls(() => t);

  describe('registration (emp/reg.php)', () => {
    test("answers the applicant's name as msg and a fresh 192-bit hash as data; the attempt waits unstarted", async () => {
      const examId = await insertExam(db());
      const applicant = await newApplicant('Mariam Adel Nour');
      const response = await register({ exam_id: examId, ssn: applicant.ssn });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ msg: string; data: string }>();
      expect(body.msg).toBe('Mariam Adel Nour');
      expect(body.data).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const row = await attemptRow(body.data);
      expect(row).toMatchObject({
        applicant_id: applicant.id,
        assessment_id: examId,
        trial: 1,
        started_at: null,
        submitted_at: null,
        status: 'inprogress',
        questions: null,
      });
    });

    test('registering again, before or after starting, answers the same attempt (no trial is used)', async () => {
      const examId = await insertExam(db(), [mcq()], { nooftrials: 1 });
      const { ssn, hash } = await registered(examId);
      expect(await registerFor(t, examId, ssn, nextIp())).toBe(hash);
      await openFor(t, hash);
      expect(await registerFor(t, examId, ssn, nextIp())).toBe(hash);
      const rows = await db().selectFrom('attempts').select('id').where('assessment_id', '=', examId).execute();
      expect(rows).toHaveLength(1);
    });

    test('hashes differ between attempts', async () => {
      const examId = await insertExam(db());
      const hashes = new Set<string>();
      for (let i = 0; i < 5; i += 1) hashes.add((await registered(examId)).hash);
      expect(hashes.size).toBe(5);
    });

    test("an unknown ID answers 401 'Wrong Username Or Password' (SPEC §8)", async () => {
      const examId = await insertExam(db());
      const response = await register({ exam_id: examId, ssn: freshSsn() });
      expect(failure(response)).toEqual({ status: 401, body: { msg: UNKNOWN_SSN, code: EXAM_REFUSAL_CODES.unknownSsn } });
      expect(UNKNOWN_SSN).toBe('Wrong Username Or Password');
    });

    test.each([
      ['', 'Required'],
      ['   ', 'Required'],
      ['123', 'Must be 14 characters'],
      ['123456789012345', 'Must be 14 characters'],
    ])('the ID %j answers 400 %j (SPEC §5)', async (ssn, message) => {
      const examId = await insertExam(db());
      expect(failure(await register({ exam_id: examId, ssn }))).toEqual({ status: 400, body: { msg: message } });
    });

    test('an ID typed in Arabic-Indic digits is read as the same ID', async () => {
      const examId = await insertExam(db());
      const applicant = await newApplicant();
      const arabic = applicant.ssn.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
      const response = await register({ exam_id: examId, ssn: arabic });
      expect(response.statusCode).toBe(200);
    });

    test("a missing or malformed exam id answers 400 'Not avalid Link!!'; an unknown one 404", async () => {
      const { ssn } = await newApplicant();
      expect(failure(await register({ exam_id: 0, ssn }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
      expect(failure(await register({ exam_id: 'abc' as unknown as number, ssn }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
      expect(failure(await register({ exam_id: 987654, ssn }))).toEqual({
        status: 404,
        body: { msg: EXAM_NOT_FOUND, code: EXAM_REFUSAL_CODES.examNotFound },
      });
    });

    test('an unpublished or closed-for-registration assessment answers 403, whatever the ID (nothing told about IDs)', async () => {
      const unpublished = await insertExam(db(), [mcq()], { published: false });
      const closed = await insertExam(db(), [mcq()], { open: false });
      const { ssn } = await newApplicant();
      for (const examId of [unpublished, closed]) {
        expect(failure(await register({ exam_id: examId, ssn }))).toEqual({
          status: 403,
          body: { msg: EXAM_NOT_PUBLISHED, code: EXAM_REFUSAL_CODES.examNotPublished },
        });
        expect(failure(await register({ exam_id: examId, ssn: freshSsn() }))).toEqual({
          status: 403,
          body: { msg: EXAM_NOT_PUBLISHED, code: EXAM_REFUSAL_CODES.examNotPublished },
        });
      }
    });

    test("the apply page's heading (emp/getapplyexam.php): title and language of an open assessment only, else reg.php's refusal", async () => {
      const open = await insertExam(db(), [mcq()], { name: 'اختبار القبول', lang: 'Ar' });
      const unpublished = await insertExam(db(), [mcq()], { name: 'Not yet', published: false });
      const response = await t.call('applyExam', { exam_id: open });
      expect(response.json()).toEqual({ data: { title: 'اختبار القبول', lang: 'Ar', accessCodeRequired: false } });
      expect(failure(await t.call('applyExam', { exam_id: unpublished }))).toEqual({
        status: 403,
        body: { msg: EXAM_NOT_PUBLISHED, code: EXAM_REFUSAL_CODES.examNotPublished },
      });
      expect(failure(await t.call('applyExam', { exam_id: 987654 }))).toEqual({
        status: 404,
        body: { msg: EXAM_NOT_FOUND, code: EXAM_REFUSAL_CODES.examNotFound },
      });
      expect(failure(await t.call('applyExam', { exam_id: 0 }))).toEqual({ status: 400, body: { msg: INVALID_LINK } });
    });

    test('before the start date and from the end date on (server clock): 403 with a sentence', async () => {
      const now = clock.now().getTime();
      const startdate = new Date(now + 3_600_000);
      const later = await insertExam(db(), [mcq()], { startdate, enddate: new Date(now + 7_200_000) });
      const ended = await insertExam(db(), [mcq()], { startdate: new Date(now - 7_200_000), enddate: new Date(now + 60_000) });
      const { ssn } = await newApplicant();
      const notYet = failure(await register({ exam_id: later, ssn }));
      expect(notYet).toEqual({
        status: 403,
        body: {
          msg: examNotStartedMessage(`${startdate.toISOString().slice(0, 16).replace('T', ' ')} UTC`),
          code: EXAM_REFUSAL_CODES.examNotOpenYet,
        },
      });
      expect((await register({ exam_id: ended, ssn })).statusCode).toBe(200);
      clock.advanceSeconds(61);
      expect(failure(await register({ exam_id: ended, ssn }))).toEqual({
        status: 403,
        body: { msg: EXAM_CLOSED, code: EXAM_REFUSAL_CODES.examClosed },
      });
    });

    test('no trials left: 409 with the count; with two trials a second attempt (trial 2) after the first is submitted', async () => {
      const single = await insertExam(db(), [mcq()], { nooftrials: 1 });
      const first = await registered(single);
      expect((await submit({ id: first.hash })).statusCode).toBe(200);
      expect(failure(await register({ exam_id: single, ssn: first.ssn }))).toEqual({
        status: 409,
        body: { msg: noTrialsLeftMessage(1), code: NO_TRIALS_LEFT_CODE },
      });

      const twice = await insertExam(db(), [mcq()], { nooftrials: 2 });
      const one = await registered(twice);
      expect((await submit({ id: one.hash })).statusCode).toBe(200);
      const second = await registerFor(t, twice, one.ssn, nextIp());
      expect(second).not.toBe(one.hash);
      expect((await attemptRow(second)).trial).toBe(2);
      expect((await submit({ id: second })).statusCode).toBe(200);
      expect(failure(await register({ exam_id: twice, ssn: one.ssn }))).toEqual({
        status: 409,
        body: { msg: noTrialsLeftMessage(2), code: NO_TRIALS_LEFT_CODE },
      });
    });

    test('trials are counted atomically: concurrent registrations on the last trial make one attempt, and none once it is used', async () => {
      const examId = await insertExam(db(), [mcq()], { nooftrials: 2 });
      const applicant = await newApplicant();
      const firstHash = await registerFor(t, examId, applicant.ssn, nextIp());
      expect((await submit({ id: firstHash })).statusCode).toBe(200);

      const racing = await Promise.all(Array.from({ length: 12 }, () => register({ exam_id: examId, ssn: applicant.ssn })));
      expect(racing.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
      const hashes = new Set(racing.map((response) => response.json<{ data: string }>().data));
      expect(hashes.size).toBe(1);
      const rows = await db().selectFrom('attempts').select(['trial']).where('assessment_id', '=', examId).orderBy('trial').execute();
      expect(rows.map((row) => row.trial)).toEqual([1, 2]);

      // The last trial used: concurrent submit of it and registrations never make a third.
      const [lastHash] = hashes;
      const after = await Promise.all([
        submit({ id: lastHash }),
        ...Array.from({ length: 6 }, () => register({ exam_id: examId, ssn: applicant.ssn })),
      ]);
      expect(after[0].statusCode).toBe(200);
      for (const response of after.slice(1)) {
        // A registration that ran before the submit committed answers the open attempt; afterwards, no trials.
        if (response.statusCode === 200) expect(response.json<{ data: string }>().data).toBe(lastHash);
        else expect(failure(response)).toEqual({ status: 409, body: { msg: noTrialsLeftMessage(2), code: NO_TRIALS_LEFT_CODE } });
      }
      const count = await db().selectFrom('attempts').select('id').where('assessment_id', '=', examId).execute();
      expect(count).toHaveLength(2);
    });
  });
});

import {
  ACCESS_CODE_REQUIRED,
  ID_OR_ACCESS_CODE_WRONG,
  SUBMITTED_SUCCESSFULLY,
  UNKNOWN_SSN,
  type StudentExam,
  EXAM_REFUSAL_CODES,
} from '@mizan/shared';
import { trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { DEMO_ASSESSMENT_NAMES } from '../db/seed-assessments';
import { OTHER, QUESTION, accessCodeFixtures, failure } from '../test-support/access-code-fixtures';
import { freshSsn } from '../test-support/applicant-fixtures';
import { insertExam, openFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/**
 * The rule a school can rely on (docs/security.md, Access codes): while any
 * assessment requires access codes, every registration needs the applicant's
 * code, and a chain hands over the next assessment's attempt only when that
 * attempt's registration would have been accepted with what was proved. A
 * school with no codes at all registers as SPEC §2 says. The suite runs in
 * that order on one database: first no codes anywhere, then codes on one.
 */
describe.each(testDatabases())('access codes in use anywhere on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  const { nextIp, callFrom, applicant, attemptOf, running } = accessCodeFixtures(() => ({ t, admin }));

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (examId: number, ssn: string, accessCode?: string) =>
    t.call('registerForExam', { exam_id: examId, ssn, ...(accessCode === undefined ? {} : { access_code: accessCode }) }, { ip: nextIp() });
  const asksForCode = async (examId: number) =>
    (await t.call('applyExam', { exam_id: examId })).json<{ data: { accessCodeRequired: boolean } }>().data.accessCodeRequired;
  const submit = (hash: string) => t.call('submitExam', { id: hash });
  const requireCodes = (examId: number, on: boolean) =>
    t.database.db.updateTable('assessments').set({ require_access_codes: on }).where('id', '=', examId).execute();
  const nextHashOf = async (hash: string) => (await t.call('studentExam', { id: hash })).json<{ data: StudentExam }>().data.nextHash;

  /** An admission sequence first → second → third, none requiring codes yet. */
  async function sequence() {
    const third = await insertExam(t.database.db, [trueOrFalse()], { name: 'Third step' });
    const second = await insertExam(t.database.db, [trueOrFalse()], { name: 'Second step', next_assessment_id: third });
    const first = await insertExam(t.database.db, [QUESTION], { name: 'First step', next_assessment_id: second });
    return { first, second, third };
  }

  /** Made while no assessment requires codes: an attempt registered with the ID alone, started, not yet submitted. */
  let registeredBeforeCodes: { person: Awaited<ReturnType<typeof applicant>>; hash: string; steps: Awaited<ReturnType<typeof sequence>> };

  describe('a school that uses no access codes (SPEC §2, unchanged)', () => {
    test('the ID alone registers, names the applicant and moves the running attempt; a code sent along is not read; an unknown ID is the SPEC answer', async () => {
      const { examId, person, hash } = await running(false);
      expect(await asksForCode(examId)).toBe(false);
      const ip = nextIp();
      const moved = await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn: person.ssn }, ip);
      expect(moved.json<{ msg: string; data: string }>()).toEqual({ msg: person.name, data: hash });
      expect((await attemptOf(person.id, examId))?.browser_sign).toBe(OTHER);
      const withAnyCode = await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn: person.ssn, access_code: 'WRONG' }, ip);
      expect(withAnyCode.json<{ data: string }>().data).toBe(hash);
      expect(failure(await t.call('registerForExam', { exam_id: examId, ssn: freshSsn('male') }, { ip }))).toEqual({
        status: 401,
        body: { msg: UNKNOWN_SSN, code: EXAM_REFUSAL_CODES.unknownSsn },
      });
    });

    test('a chain between two assessments without codes hands over the next attempt at the submit', async () => {
      const { first, second } = await sequence();
      const person = await applicant();
      const hash = (await register(first, person.ssn)).json<{ data: string }>().data;
      await openFor(t, hash);
      const submitted = await submit(hash);
      const nextHash = (await attemptOf(person.id, second))?.hash;
      expect(nextHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(submitted.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: nextHash });
    });
  });

  describe('once one assessment requires codes, every registration needs the code', () => {
    let coded: number;
    beforeAll(async () => {
      // Before the school turns codes on, an applicant starts a sequence with the ID alone.
      const steps = await sequence();
      const person = await applicant();
      const registered = await register(steps.first, person.ssn);
      expect(registered.json<{ msg: string }>().msg).toBe(person.name);
      const hash = registered.json<{ data: string }>().data;
      await openFor(t, hash);
      registeredBeforeCodes = { person, hash, steps };
      coded = await insertExam(t.database.db, [QUESTION], { name: 'Coded', require_access_codes: true });
    });

    test("a known ID through any open assessment without codes (the demo seed's, a new one) names no one and makes no attempt in the child's name", async () => {
      const victim = await applicant();
      const plain = await insertExam(t.database.db, [QUESTION], { name: 'Plain' });
      const seeded = await t.database.db
        .selectFrom('assessments')
        .select('id')
        .where('published', '=', true)
        .where('open', '=', true)
        .where('require_access_codes', '=', false)
        .where('name', 'in', Object.values(DEMO_ASSESSMENT_NAMES))
        .execute();
      expect(seeded).toHaveLength(3);
      for (const examId of [plain, ...seeded.map((row) => row.id)]) {
        expect(await asksForCode(examId)).toBe(true);
        const alone = await register(examId, victim.ssn);
        expect(failure(alone)).toEqual({ status: 401, body: { msg: ACCESS_CODE_REQUIRED, code: EXAM_REFUSAL_CODES.accessCodeRequired } });
        expect(alone.body).not.toContain(victim.name);
        const wrongCode = victim.access_code === 'AAAAAAAA' ? 'BBBBBBBB' : 'AAAAAAAA';
        expect(failure(await register(examId, victim.ssn, wrongCode))).toEqual({
          status: 401,
          body: { msg: ID_OR_ACCESS_CODE_WRONG, code: EXAM_REFUSAL_CODES.idOrAccessCodeWrong },
        });
        expect(await attemptOf(victim.id, examId)).toBeUndefined();
      }
    });

    test('the applicant with their own code registers for an assessment without codes, as typed on a phone', async () => {
      const person = await applicant();
      const plain = await insertExam(t.database.db, [QUESTION], { name: 'Plain with code' });
      const typed = `${person.access_code.slice(0, 4).toLowerCase()} ${person.access_code.slice(4)}`;
      const registered = await register(plain, person.ssn, typed);
      expect(registered.json()).toEqual({ msg: person.name, data: (await attemptOf(person.id, plain))?.hash });
      expect((await register(coded, person.ssn, person.access_code)).statusCode).toBe(200);
    });

    test("a chain from an attempt registered without the code does not hand over the next assessment's attempt: the applicant is sent to register for it", async () => {
      const { person, hash, steps } = registeredBeforeCodes;
      await requireCodes(steps.second, true);
      const submitted = await submit(hash);
      expect(submitted.json()).toEqual({ msg: SUBMITTED_SUCCESSFULLY, data: null, nextExamId: steps.second });
      expect(await attemptOf(person.id, steps.second)).toBeUndefined();
      expect(await nextHashOf(hash)).toBeNull();

      // The applicant, with ID and code, registers for it and has their trial.
      const registered = await register(steps.second, person.ssn, person.access_code);
      expect(registered.statusCode).toBe(200);
      expect(registered.json<{ msg: string }>().msg).toBe(person.name);
      const next = await attemptOf(person.id, steps.second);
      expect(next?.hash).toBe(registered.json<{ data: string }>().data);
    });

    test('a chain from an attempt registered with the code hands over the next attempt, and the one after it', async () => {
      const steps = await sequence();
      await requireCodes(steps.second, true);
      const person = await applicant();
      expect(failure(await register(steps.first, person.ssn))).toEqual({
        status: 401,
        body: { msg: ACCESS_CODE_REQUIRED, code: EXAM_REFUSAL_CODES.accessCodeRequired },
      });
      const hash = (await register(steps.first, person.ssn, person.access_code)).json<{ data: string }>().data;
      await openFor(t, hash);
      const secondHash = (await submit(hash)).json<{ data: string | null }>().data;
      expect(secondHash).toBe((await attemptOf(person.id, steps.second))?.hash);
      await openFor(t, secondHash!);
      const thirdHash = (await submit(secondHash!)).json<{ data: string | null }>().data;
      expect(thirdHash).toBe((await attemptOf(person.id, steps.third))?.hash);
      expect(thirdHash).toMatch(/^[A-Za-z0-9_-]{32}$/);
    });

    test('with codes off everywhere again, the ID alone registers as before', async () => {
      const ids = (await t.database.db.selectFrom('assessments').select('id').where('require_access_codes', '=', true).execute()).map(
        (row) => row.id,
      );
      for (const id of ids) await requireCodes(id, false);
      const person = await applicant();
      const plain = await insertExam(t.database.db, [QUESTION], { name: 'Plain again' });
      expect(await asksForCode(plain)).toBe(false);
      expect((await register(plain, person.ssn)).json<{ msg: string }>().msg).toBe(person.name);
    });
  });
});

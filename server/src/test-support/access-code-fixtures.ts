import type { LightMyRequestResponse } from 'fastify';
import type { CallName, RequestOf } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { validApplicant } from './applicant-fixtures';
import { insertExam, openFor } from './exam-fixtures';
import { SIGN, type TestApp } from './test-app';

/** The browser the applicant moves to (the test app's own calls carry SIGN). */
export const OTHER = 'cd'.repeat(32);
export const QUESTION = mcq();
export const ANSWER = { type: 'MCQ' as const, selected: ['optA'] };

export const failure = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

/**
 * Applicants, registrations and running attempts for the access-code suites,
 * on the app and admin token `started` answers (set in the suite's beforeAll).
 */
export function accessCodeFixtures(started: () => { t: TestApp; admin: string }) {
  let applicantCount = 0;
  let ipSequence = 0;

  /** A fresh address per registration test, so the unknown-ID limit of one test never touches another. */
  const nextIp = () => `10.9.${Math.floor(ipSequence / 250)}.${(ipSequence++ % 250) + 1}`;
  const callFrom = <Name extends CallName>(sign: string, name: Name, data: RequestOf<Name>, ip?: string) =>
    started().t.call(name, data, { sign, ...(ip ? { ip } : {}) });

  /** A new applicant (added through the form, so the database gives the code), with their stored code. */
  async function applicant() {
    const { t, admin } = started();
    const added = await t.call('saveApplicant', validApplicant({ name: `Coded Applicant ${++applicantCount}` }), { token: admin });
    if (added.statusCode !== 200) throw new Error(`Could not add an applicant: ${added.body}`);
    const id = added.json<{ data: { id: number } }>().data.id;
    return t.database.db
      .selectFrom('applicants')
      .select(['id', 'ssn', 'name', 'access_code'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  async function attemptOf(applicantId: number, examId: number) {
    const { db } = started().t.database;
    return db
      .selectFrom('attempts')
      .select(['id', 'hash', 'browser_sign', 'deadline'])
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', examId)
      .executeTakeFirst();
  }

  /** Unknown-ID guesses counted against this address (services/registration-limit.ts). */
  const failuresFrom = async (ip: string) => {
    const { db } = started().t.database;
    return (
      (await db.selectFrom('rate_limits').select('points').where('key', '=', `register-address:${ip}`).executeTakeFirst())?.points ?? 0
    );
  };

  /** A timed exam that requires codes (or not), the applicant registered from SIGN with the right code, started, one answer saved. */
  async function running(requireAccessCodes: boolean) {
    const { t } = started();
    const examId = await insertExam(t.database.db, [QUESTION], { require_access_codes: requireAccessCodes, istimed: 1, duration: 30 });
    const person = await applicant();
    const registered = await t.call(
      'registerForExam',
      { exam_id: examId, ssn: person.ssn, access_code: person.access_code },
      { ip: nextIp() },
    );
    expect(registered.statusCode).toBe(200);
    const hash = registered.json<{ data: string }>().data;
    const opened = await openFor(t, hash);
    expect((await callFrom(SIGN, 'saveAnswer', { hash, questionId: QUESTION.id, answer: ANSWER, seq: 1 })).statusCode).toBe(200);
    return { examId, person, hash, deadline: opened.deadline };
  }

  return { nextIp, callFrom, applicant, attemptOf, failuresFrom, running };
}

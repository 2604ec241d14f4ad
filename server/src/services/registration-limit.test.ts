import { TOO_MANY_REGISTRATIONS, UNKNOWN_SSN, EXAM_REFUSAL_CODES } from '@mizan/shared';
import { sql } from 'kysely';
import { freshSsn } from '../test-support/applicant-fixtures';
import { insertExam } from '../test-support/exam-fixtures';
import { limitStores } from '../test-support/limit-stores';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { MAX_UNKNOWN_IDS_PER_ADDRESS, MAX_UNKNOWN_IDS_PER_BROWSER } from './registration-limit';

jest.setTimeout(180_000);

const browser = (n: number) => n.toString(16).padStart(64, '0');

describe.each(limitStores())('the unknown-ID limit of emp/reg.php counted in %s', (_name, store) => {
  let t: TestApp;
  let examId: number;
  beforeAll(async () => {
    t = await startTestApp(store.database, store.config);
    examId = await insertExam(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
    await store.cleanUp();
  });

  const register = (ssn: string, ip: string, sign: string) => t.call('registerForExam', { exam_id: examId, ssn }, { ip, sign });

  async function newApplicants(count: number): Promise<string[]> {
    const ssns = Array.from({ length: count }, () => freshSsn('female'));
    await t.database.db
      .insertInto('applicants')
      .values(
        ssns.map((ssn, n) => ({
          name: `Lab applicant ${n}`,
          ssn,
          gender: 'female',
          email: 'lab@families.example',
          mobile: '01012345678',
          prep_mark: 90,
          math: 91,
          english: 92,
          std_code: `LAB-${n}`,
        })),
      )
      .execute();
    return ssns;
  }

  test(`150 parallel registrations with unknown IDs from one browser look up at most ${MAX_UNKNOWN_IDS_PER_BROWSER}; the rest answer 429 with Retry-After`, async () => {
    expect(MAX_UNKNOWN_IDS_PER_BROWSER).toBe(20);
    const answers = await Promise.all(Array.from({ length: 150 }, () => register(freshSsn(), '10.30.0.1', browser(1))));
    // An ID that was looked up answers 401 'Wrong Username Or Password'; a refused one was never looked up.
    const lookedUp = answers.filter((answer) => answer.statusCode === 401);
    expect(lookedUp.length).toBeLessThanOrEqual(MAX_UNKNOWN_IDS_PER_BROWSER);
    for (const answer of lookedUp) expect(answer.json()).toEqual({ msg: UNKNOWN_SSN, code: EXAM_REFUSAL_CODES.unknownSsn });
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length + lookedUp.length).toBe(150);
    expect(refused[0].json()).toEqual({ msg: TOO_MANY_REGISTRATIONS, code: EXAM_REFUSAL_CODES.tooManyRegistrations });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    // That browser is refused even with a real ID; another browser in the same room is not.
    const [ssn] = await newApplicants(1);
    expect((await register(ssn, '10.30.0.1', browser(1))).statusCode).toBe(429);
    expect((await register(ssn, '10.30.0.1', browser(2))).statusCode).toBe(200);
  });

  test('known IDs never count: 30 registrations with real IDs, one after another from one browser, all get in', async () => {
    // One after another: an attempt counts while it is in flight (it is charged before the look-up), so
    // more than 20 at the same instant from one browser would be refused; a person registers one at a time.
    const ssns = await newApplicants(30);
    for (const ssn of ssns) expect((await register(ssn, '10.31.0.1', browser(3))).statusCode).toBe(200);
  });

  test('a lab of 60 applicants behind one address, each mistyping their ID twice, all get in', async () => {
    const ssns = await newApplicants(60);
    const statuses = await Promise.all(
      ssns.map(async (ssn, n) => {
        const sign = browser(100 + n);
        for (let typo = 0; typo < 2; typo += 1) expect((await register(freshSsn(), '10.32.0.1', sign)).statusCode).toBe(401);
        return (await register(ssn, '10.32.0.1', sign)).statusCode;
      }),
    );
    expect(statuses).toEqual(ssns.map(() => 200));
  });

  test(`a room of 400 behind one address registering at the same instant all get in; 400 guesses from it look up at most ${MAX_UNKNOWN_IDS_PER_ADDRESS}`, async () => {
    const ssns = await newApplicants(400);
    const room = await Promise.all(ssns.map((ssn, n) => register(ssn, '10.34.0.1', browser(1000 + n))));
    expect(room.map((answer) => answer.statusCode)).toEqual(ssns.map(() => 200));

    const guesses = await Promise.all(Array.from({ length: 400 }, (_, n) => register(freshSsn(), '10.35.0.1', browser(2000 + n))));
    const lookedUp = guesses.filter((answer) => answer.statusCode === 401).length;
    expect(lookedUp).toBeLessThanOrEqual(MAX_UNKNOWN_IDS_PER_ADDRESS);
    expect(guesses.filter((answer) => answer.statusCode === 429)).toHaveLength(400 - lookedUp);
  });

  test('the count is shared by API nodes and ends with its window', async () => {
    const ip = '10.33.0.1';
    for (let n = 0; n < MAX_UNKNOWN_IDS_PER_BROWSER; n += 1) expect((await register(freshSsn(), ip, browser(4))).statusCode).toBe(401);
    const [ssn] = await newApplicants(1);
    const other = await t.buildApp({});
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/emp/reg.php',
      remoteAddress: ip,
      payload: { sign: browser(4), data: { exam_id: examId, ssn } },
    });
    expect(elsewhere.statusCode).toBe(429);
    if (!store.inDatabase) return;
    await sql`update rate_limits set expire = ${Date.now() - 1}`.execute(t.database.db);
    expect((await register(ssn, ip, browser(4))).statusCode).toBe(200);
  });
});

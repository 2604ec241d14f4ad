import type { LightMyRequestResponse } from 'fastify';
import { OPEN_IN_ANOTHER_BROWSER, rawCalls, type CallName, type RequestOf, EXAM_REFUSAL_CODES } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { demoSsns, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { SIGN, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

/** Another browser's request fingerprint (the test app's own calls carry SIGN). */
const OTHER = 'cd'.repeat(32);
/** A 1×1 PNG: the smallest picture the media call accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabases())('one browser per attempt on %s', (_name, kind) => {
  let t: TestApp;
  let ssnOffset = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const callFrom = <Name extends CallName>(sign: string, name: Name, data: RequestOf<Name>) => t.call(name, data, { sign });
  const failure = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });
  const refused = { status: 423, body: { msg: OPEN_IN_ANOTHER_BROWSER, code: EXAM_REFUSAL_CODES.openInAnotherBrowser } };

  /** A demo applicant registered for a new one-question exam from the test app's browser (SIGN). */
  async function registered() {
    const examId = await insertExam(t.database.db, [mcq()], { nooftrials: 2 });
    const [ssn] = await demoSsns(t.database.db, 1, ssnOffset++);
    const hash = await registerFor(t, examId, ssn);
    return { examId, ssn, hash };
  }

  test('the browser that opened the attempt keeps it; a second browser is told it is open elsewhere and changes nothing', async () => {
    const { hash } = await registered();
    await openFor(t, hash);
    expect(failure(await callFrom(OTHER, 'studentExam', { id: hash }))).toEqual(refused);
    expect(
      failure(await callFrom(OTHER, 'saveAnswer', { hash, questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optB'] }, seq: 5 })),
    ).toEqual(refused);
    expect(failure(await callFrom(OTHER, 'submitExam', { id: hash }))).toEqual(refused);
    const upload = await t.app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: { 'content-type': 'image/png', 'x-file-name': 'a.png', 'x-sign': OTHER, 'x-attempt-hash': hash },
      payload: PNG,
    });
    expect(failure(upload)).toEqual(refused);
    const mine = await callFrom(SIGN, 'saveAnswer', {
      hash,
      questionId: 'mcq0000001',
      answer: { type: 'MCQ', selected: ['optA'] },
      seq: 1,
    });
    expect(mine.statusCode).toBe(200);
    const exam = await openFor(t, hash);
    expect(exam.status).toBe('inprogress');
    expect(exam.answers.map((saved) => [saved.questionId, saved.answer, saved.seq])).toEqual([
      ['mcq0000001', { type: 'MCQ', selected: ['optA'] }, 1],
    ]);
  });

  test('an attempt linked without registering (the chained next one) binds to the first browser that fetches it', async () => {
    const { hash } = await registered();
    await t.database.db.updateTable('attempts').set({ browser_sign: null }).where('hash', '=', hash).execute();
    expect((await callFrom(OTHER, 'studentExam', { id: hash })).statusCode).toBe(200);
    expect(failure(await callFrom(SIGN, 'studentExam', { id: hash }))).toEqual(refused);
  });

  test('registering again with the ID moves the attempt to that browser, with every saved answer; the first browser is then refused', async () => {
    const { examId, ssn, hash } = await registered();
    await openFor(t, hash);
    expect(
      (await callFrom(SIGN, 'saveAnswer', { hash, questionId: 'mcq0000001', answer: { type: 'MCQ', selected: ['optA'] }, seq: 1 }))
        .statusCode,
    ).toBe(200);
    const again = await callFrom(OTHER, 'registerForExam', { exam_id: examId, ssn });
    expect(again.json<{ data: string }>().data).toBe(hash);
    const moved = await callFrom(OTHER, 'studentExam', { id: hash });
    expect(moved.json<{ data: { answers: { seq: number }[] } }>().data.answers.map((saved) => saved.seq)).toEqual([1]);
    expect(failure(await callFrom(SIGN, 'saveAnswer', { hash, questionId: 'mcq0000001', answer: null, seq: 2 }))).toEqual(refused);
    expect((await callFrom(OTHER, 'submitExam', { id: hash })).statusCode).toBe(200);
  });

  test('once submitted the link answers any browser (the result view can be opened anywhere)', async () => {
    const { hash } = await registered();
    await openFor(t, hash);
    expect((await callFrom(SIGN, 'submitExam', { id: hash })).statusCode).toBe(200);
    expect((await callFrom(OTHER, 'studentExam', { id: hash })).json<{ data: { status: string } }>().data.status).not.toBe('inprogress');
    expect((await callFrom(OTHER, 'examResult', { id: hash })).statusCode).toBe(200);
  });
});

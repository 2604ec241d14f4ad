import {
  DEFAULT_BANK_SHARING,
  drawShortMessage,
  newDrawSlot,
  type Assessment,
  type BankQuestion,
  type DrawMatch,
  type Question,
} from '@mizan/shared';
import { mcq, text } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { carriesKey } from '../test-support/bank-sharing-fixtures';
import { openFor, registerFor } from '../test-support/exam-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

/**
 * Bank questions have an owner and a sharing (docs/security.md "The question
 * bank"): what a new question's sharing is, and how draws follow the
 * assessment's author's access. The full matrix of who may do what is in
 * access.test.ts.
 */
describe.each(testDatabases())('bank questions with owners and sharing on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let colleague: string;
  let stranger: string;
  const opticsSlot = newDrawSlot(2, { tags: ['optics'], subject: '', grade: '', type: '', difficult: '', cognitive: '' });

  const save = async (token: string, id: string, subject: string, tags: string[] = []) => {
    const question: Question = { ...mcq({ id }), header: text(`Sharing test ${id}`), headertxt: `Sharing test ${id}` };
    const response = await t.call('saveBankQuestion', { question, subject, grade: '', tags }, { token });
    if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: BankQuestion }>().data;
  };
  const find = async (token: string, search: string) =>
    (await t.call('bankQuestions', { search }, { token })).json<{ data: { questions: BankQuestion[] } }>().data.questions;
  const matches = async (token: string) =>
    (await t.call('drawMatches', { slots: [opticsSlot], fixedIds: [] }, { token })).json<{ data: DrawMatch[] }>().data[0];
  const addAssessment = async (token: string, name: string) => {
    const response = await t.call('addAssessment', validAssessment({ name, startdate: null, enddate: null, questions: [opticsSlot] }), {
      token,
    });
    if (response.statusCode !== 200) throw new Error(`addexam answered ${response.statusCode}: ${response.body}`);
    return response.json<{ data: Assessment }>().data;
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    owner = await signInWithFlags(t, admin, 'optics-owner', ['exam']);
    colleague = await signInWithFlags(t, admin, 'optics-colleague', ['exam']);
    stranger = await signInWithFlags(t, admin, 'optics-stranger', ['exam']);
    await save(colleague, 'colphysics', 'Physics');
    await save(stranger, 'strhistory', 'History');
    for (const id of ['optics0001', 'optics0002', 'optics0003']) await save(owner, id, 'Physics', ['optics']);
  });
  afterAll(async () => {
    await t?.close();
  });

  test("a new question is its author's, read-only for its subject's teachers, who get it without its answer key", async () => {
    const [mine] = await find(owner, 'Sharing test optics0001');
    expect(mine).toMatchObject({
      owner: { displayname: 'optics-owner Staff' },
      sharing: DEFAULT_BANK_SHARING,
      rights: { edit: true, delete: true, share: true },
    });
    expect(carriesKey(mine)).toBe(true);

    const [theirs] = await find(colleague, 'Sharing test optics0001');
    expect(theirs.rights).toEqual({ edit: false, delete: false, share: false });
    expect(carriesKey(theirs)).toBe(false);
    expect(theirs.question.type === 'MCQ' && theirs.question.options.map((option) => option.isTrue)).toEqual([false, false, false, false]);

    expect(await find(stranger, 'Sharing test optics0001')).toEqual([]);
    const [adminSees] = await find(admin, 'Sharing test optics0001');
    expect(adminSees.rights).toEqual({ edit: true, delete: true, share: true });
    expect(carriesKey(adminSees)).toBe(true);
  });

  test("a draw counts, publishes and draws from the questions its assessment's author may read; applicants get them with their keys", async () => {
    expect(await matches(owner)).toMatchObject({ matching: 3, drawable: 2 });
    expect(await matches(colleague)).toMatchObject({ matching: 3, drawable: 2 });
    expect(await matches(stranger)).toMatchObject({ matching: 0, drawable: 0 });
    expect(await matches(admin)).toMatchObject({ matching: 3, drawable: 2 });

    const strangers = await addAssessment(stranger, 'Optics draw by a stranger');
    const refused = await t.call('publishAssessment', { id: strangers.id }, { token: stranger });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({
      status: 400,
      body: { msg: drawShortMessage(1, opticsSlot, 0) },
    });
    // An administrator publishing it does not widen the draw: it is the author's bank.
    expect((await t.call('publishAssessment', { id: strangers.id }, { token: admin })).statusCode).toBe(400);

    const colleagues = await addAssessment(colleague, 'Optics draw by a colleague');
    expect((await t.call('publishAssessment', { id: colleagues.id }, { token: colleague })).statusCode).toBe(200);
    const applicant = await t.database.db.selectFrom('applicants').select('ssn').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const hash = await registerFor(t, colleagues.id, applicant.ssn, '10.26.0.1');
    await openFor(t, hash);
    const snapshot = await t.database.db.selectFrom('attempts').select('questions').where('hash', '=', hash).executeTakeFirstOrThrow();
    const drawn = (typeof snapshot.questions === 'string' ? JSON.parse(snapshot.questions) : snapshot.questions) as Question[];
    // Scored with the owner's key, though the colleague may only read the question.
    expect(drawn.map((question) => question.id).every((id) => id.startsWith('optics'))).toBe(true);
    expect(drawn.map((question) => question.type === 'MCQ' && question.options.some((option) => option.isTrue))).toEqual([true, true]);
  });
});

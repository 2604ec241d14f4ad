import { QUESTION_EXPORT_NONE_FOUND, QUESTION_EXPORT_READ_ONLY, type BankQuestion } from '@mizan/shared';
import { BANK_QUESTION_NOT_OWNER, BANK_QUESTION_READ_ONLY, BANK_SHARING_NOT_OWNER } from '../services/question-bank/bank-access';
import { BANK_QUESTION_NOT_FOUND } from '../services/question-bank/question-bank';
import {
  BANK_READERS,
  SHARINGS,
  carriesKey,
  createBankSharingFixtures,
  expectedRight,
  exportBankQuestions,
  type BankSharingFixtures,
  type SharingName,
} from '../test-support/bank-sharing-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(60_000);

/**
 * Beyond the flag: who may do what with a bank question (docs/security.md,
 * "The question bank"). For each reader and each sharing, a fresh question of
 * the owner's is listed, exported, edited, shared and deleted by that reader.
 */
describe.each(testDatabases())('who may read, edit, share and delete which bank question on %s', (_name, kind) => {
  let t: TestApp;
  let fixtures: BankSharingFixtures;
  let serial = 0;

  beforeAll(async () => {
    t = await startTestApp(kind);
    fixtures = await createBankSharingFixtures(t, await t.signIn('admin', TEST_ADMIN_PASSWORD));
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = BANK_READERS.flatMap((reader) => Object.keys(SHARINGS).map((sharing) => [reader, sharing] as const));

  test.each(cases)('%s, question shared %s', async (reader, sharingName: SharingName) => {
    const sharing = SHARINGS[sharingName];
    const right = expectedRight(reader, sharing);
    const token = fixtures.tokens[reader];
    serial += 1;
    const entry = await fixtures.ownersQuestion(`matrix${String(serial).padStart(4, '0')}`, sharing);
    const answer = (response: { statusCode: number; json: () => unknown }) => ({ status: response.statusCode, body: response.json() });

    const listed = (await t.call('bankQuestions', { search: entry.question.headertxt }, { token })).json<{
      data: { questions: BankQuestion[] };
    }>().data.questions;
    if (right === 'hidden') {
      expect(listed).toEqual([]);
    } else {
      expect(listed).toHaveLength(1);
      expect(listed[0]).toMatchObject({
        owner: { id: entry.owner?.id },
        sharing,
        rights: { edit: right !== 'read', delete: right === 'manage', share: right === 'manage' },
      });
      expect(carriesKey(listed[0])).toBe(right !== 'read');
    }

    const exported = await exportBankQuestions(t, token, [entry.id]);
    if (right === 'hidden') expect(answer(exported)).toEqual({ status: 400, body: { msg: QUESTION_EXPORT_NONE_FOUND } });
    else if (right === 'read') expect(answer(exported)).toEqual({ status: 403, body: { msg: QUESTION_EXPORT_READ_ONLY } });
    // The key travels: each of the question's two right options is worth half.
    else expect([exported.statusCode, exported.body.includes('fraction="50"')]).toEqual([200, true]);

    const question = { ...entry.question, headertxt: `${entry.question.headertxt} edited` };
    const edited = await t.call('saveBankQuestion', { id: entry.id, question, subject: entry.subject, grade: '', tags: [] }, { token });
    if (right === 'hidden') expect(answer(edited)).toEqual({ status: 404, body: { msg: BANK_QUESTION_NOT_FOUND } });
    else if (right === 'read')
      expect(answer(edited)).toEqual({ status: 403, body: { msg: BANK_QUESTION_READ_ONLY, code: 'bank_question_read_only' } });
    else expect(edited.statusCode).toBe(200);

    const shared = await t.call('shareBankQuestion', { id: entry.id, ...sharing }, { token });
    if (right === 'hidden') expect(answer(shared)).toEqual({ status: 404, body: { msg: BANK_QUESTION_NOT_FOUND } });
    else if (right !== 'manage')
      expect(answer(shared)).toEqual({ status: 403, body: { msg: BANK_SHARING_NOT_OWNER, code: 'bank_question_not_owner' } });
    else expect(shared.statusCode).toBe(200);

    const deleted = await t.call('deleteBankQuestion', { id: entry.id }, { token });
    if (right === 'hidden') expect(answer(deleted)).toEqual({ status: 404, body: { msg: BANK_QUESTION_NOT_FOUND } });
    else if (right !== 'manage')
      expect(answer(deleted)).toEqual({ status: 403, body: { msg: BANK_QUESTION_NOT_OWNER, code: 'bank_question_not_owner' } });
    else expect(deleted.statusCode).toBe(200);
    const left = await t.database.db.selectFrom('bank_questions').select('id').where('id', '=', entry.id).execute();
    expect(left).toHaveLength(right === 'manage' ? 0 : 1);
  });
});

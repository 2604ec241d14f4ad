import type { Assessment, Question } from '@mizan/shared';
import { validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

/**
 * What a legacy client or script sends to admin/addexam.php and
 * admin/updateexam.php: rich text as an HTML or plain string, an option
 * without authorNote, marks as numbers, lowercase spellings. Both calls read
 * it as stored data is read and answer the canonical form.
 */
const legacyQuestion = (id: string) => ({
  id,
  type: 'MCQ',
  header: '<p>What is <b>2 + 2</b>?</p><script>alert(1)</script>',
  totalMark: 2,
  difficult: 'low',
  options: [
    { id: 'optfour001', option: '<p>4</p>', isTrue: true },
    { id: 'optfive001', option: 'five', isTrue: '0' },
  ],
});

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

const canonical = (id: string) => ({
  id,
  type: 'MCQ',
  header: paragraph('What is 2 + 2?'),
  headertxt: 'What is 2 + 2?',
  totalMark: '2',
  difficult: 'Low',
  cognitive: 'Understanding',
  options: [
    { option: paragraph('4'), authorNote: '', selected: false, isTrue: true },
    { option: paragraph('five'), authorNote: '', selected: false, isTrue: false },
  ],
});

describe.each(testDatabases())('legacy questions sent to admin/addexam.php and admin/updateexam.php on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  test('addexam.php takes HTML rich text and an option without authorNote, and answers the canonical question', async () => {
    const response = await t.call(
      'addAssessment',
      validAssessment({ name: 'Legacy add', questions: [legacyQuestion('legacyadd1') as unknown as Question] }),
      { token: admin },
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: Assessment }>().data;
    expect(saved.questions).toMatchObject([canonical('legacyadd1')]);
    expect(JSON.stringify(saved.questions)).not.toContain('<script');
    const stored = await t.call('getAssessment', { id: saved.id }, { token: admin });
    expect(stored.json<{ data: Assessment }>().data.questions).toEqual(saved.questions);
  });

  test('updateexam.php takes the same and answers the canonical question', async () => {
    const added = await t.call('addAssessment', validAssessment({ name: 'Legacy update' }), { token: admin });
    const id = added.json<{ data: Assessment }>().data.id;
    const response = await t.call(
      'updateAssessment',
      { ...validAssessment({ name: 'Legacy update' }), id, questions: [legacyQuestion('legacyupd1') as unknown as Question] },
      { token: admin },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: Assessment }>().data.questions).toMatchObject([canonical('legacyupd1')]);
  });

  test('a legacy question that breaks a SPEC rule is refused with its message, nothing stored', async () => {
    const before = (await t.call('listAssessments', '1', { token: admin })).json<{ data: unknown[] }>().data.length;
    const response = await t.call(
      'addAssessment',
      validAssessment({ name: 'Legacy refused', questions: [{ ...legacyQuestion('legacybad1'), totalMark: '' } as unknown as Question] }),
      { token: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toBe('Question 1: Total mark is required');
    expect((await t.call('listAssessments', '1', { token: admin })).json<{ data: unknown[] }>().data.length).toBe(before);
  });
});

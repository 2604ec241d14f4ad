import { sql } from 'kysely';
import { BANK_QUESTION_ID_REQUIRED, TOTAL_MARK_REQUIRED, type BankQuestion, type Question, type RequestOf } from '@mizan/shared';
import { essay, everyType, mcq, order, text } from '../../../shared/src/questions/testing/fixtures';
import {
  BANK_QUESTION_ADDED,
  BANK_QUESTION_ALREADY_IN_BANK,
  BANK_QUESTION_CHANGED,
  BANK_QUESTION_DELETED,
  BANK_QUESTION_IN_USE,
  BANK_QUESTION_NOT_FOUND,
  BANK_QUESTION_UPDATED,
} from '../services/question-bank/question-bank';
import { missingFlagMessage } from '../services/authenticate';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type Page = { questions: BankQuestion[]; count: number };

describe.each(testDatabases())(
  'the question bank (admin/getbank.php, savebankquestion.php, deletebankquestion.php) on %s',
  (_name, kind) => {
    let t: TestApp;
    let admin: string;
    let teacher: string;
    let teacherId: number;

    beforeAll(async () => {
      t = await startTestApp(kind);
      admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
      teacher = await t.signIn('teacher', t.accounts.teacher.password);
      teacherId = (await t.database.db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
    });
    afterAll(async () => {
      await t?.close();
    });

    const save = async (request: RequestOf<'saveBankQuestion'>, token = admin) => {
      const response = await t.call('saveBankQuestion', request, { token });
      if (response.statusCode !== 200) throw new Error(`save answered ${response.statusCode}: ${response.body}`);
      return response.json<{ data: BankQuestion; msg: string }>();
    };
    const page = async (filter: RequestOf<'bankQuestions'> = {}, token = admin) => {
      const response = await t.call('bankQuestions', filter, { token });
      if (response.statusCode !== 200) throw new Error(`getbank answered ${response.statusCode}: ${response.body}`);
      return response.json<{ data: Page }>().data;
    };
    const keysOf = (found: Page) => found.questions.map((entry) => entry.question.id);
    const stored = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('bank_questions')
            .select(sql<number>`count(*)`.as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const withHeader = (question: Question, header: string): Question => ({ ...question, header: text(header), headertxt: header });

    describe('filters, search and paging', () => {
      beforeAll(async () => {
        await save({
          question: withHeader(
            mcq({ id: 'bankfilt01', difficult: 'High', cognitive: 'Applying', objectives: 'Solve linear equations' }),
            'Solve 2x + 3 = 7 for x',
          ),
          subject: 'Mathematics',
          grade: 'Grade 10',
          tags: ['algebra', 'equations'],
        });
        await save(
          {
            question: withHeader(essay({ id: 'bankfilt02' }), 'ما هي عاصمة مصر؟ اكتب فقرة عن القاهرة'),
            subject: 'Arabic',
            grade: 'Grade 9',
            tags: ['جغرافيا'],
          },
          teacher,
        );
        await save({
          question: withHeader(order({ id: 'bankfilt03', difficult: 'Low' }), 'Order the planets by distance from the Sun'),
          subject: 'Science',
          grade: 'Grade 10',
          tags: ['algebra'],
        });
      });

      test('search finds words of the question text in English (any case) and Arabic', async () => {
        expect(keysOf(await page({ search: 'LINEAR' }))).toEqual([]);
        expect(keysOf(await page({ search: '2X + 3' }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ search: 'عاصمة مصر' }))).toEqual(['bankfilt02']);
        expect(keysOf(await page({ search: 'planets' }))).toEqual(['bankfilt03']);
        // The options' text is searched too (the fixture's MCQ options read A, B, C, D; the order's items are its own).
        expect((await page({ search: 'no such words anywhere' })).count).toBe(0);
      });

      test('each filter narrows the bank, and they combine', async () => {
        expect(keysOf(await page({ subject: 'Mathematics' }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ grade: 'Grade 10' })).sort()).toEqual(['bankfilt01', 'bankfilt03']);
        expect(keysOf(await page({ tags: ['algebra'] })).sort()).toEqual(['bankfilt01', 'bankfilt03']);
        expect(keysOf(await page({ tags: ['algebra', 'equations'] }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ tags: 'جغرافيا' }))).toEqual(['bankfilt02']);
        expect(keysOf(await page({ type: 'OrderComponent' }))).toEqual(['bankfilt03']);
        expect(keysOf(await page({ difficult: 'High' }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ cognitive: 'Applying' }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ objectives: 'linear' }))).toEqual(['bankfilt01']);
        expect(keysOf(await page({ author: teacherId }))).toEqual(['bankfilt02']);
        expect(keysOf(await page({ grade: 'Grade 10', difficult: 'Low' }))).toEqual(['bankfilt03']);
      });

      test('an entry says who wrote it and when, its tags, subject, grade and version', async () => {
        const [entry] = (await page({ author: teacherId })).questions;
        expect(entry).toMatchObject({
          subject: 'Arabic',
          grade: 'Grade 9',
          tags: ['جغرافيا'],
          version: 1,
          author: { id: teacherId, displayname: expect.any(String) },
          inPublishedAssessment: false,
        });
        expect(Date.parse(entry.createdAt)).not.toBeNaN();
        expect(entry.question).toMatchObject({ id: 'bankfilt02', type: 'EssayComponent', mode: 'editingMode' });
      });

      test('pages of pagesize, newest edit first, with the total count', async () => {
        for (const [index, question] of everyType().entries()) {
          await save({
            question: { ...question, id: `bankpage${String(index).padStart(2, '0')}` },
            subject: 'Paging',
            grade: '',
            tags: [],
          });
        }
        const first = await page({ subject: 'Paging', pagesize: 5 });
        const third = await page({ subject: 'Paging', pagesize: 5, page: 3 });
        expect(first.count).toBe(13);
        expect(keysOf(first)).toEqual(['bankpage12', 'bankpage11', 'bankpage10', 'bankpage09', 'bankpage08']);
        expect(keysOf(third)).toEqual(['bankpage02', 'bankpage01', 'bankpage00']);
        expect(new Set(everyType().map((question) => question.type)).size).toBe(13);
        expect((await page({ subject: 'Paging', type: 'LabelQComponent' })).count).toBe(1);
      });

      test.each([
        [{ page: 0 }, 'page must be a whole number from 1'],
        [{ pagesize: 101 }, 'pagesize must be a whole number from 1 to 100'],
        [{ type: 'Riddle' }, 'type must be one of the thirteen question types'],
        [{ difficult: 'Hard' }, 'difficult must be Low, Medium or High'],
      ])('a bad filter %j answers 400: %s', async (filter, msg) => {
        const response = await t.call('bankQuestions', filter as never, { token: admin });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg } });
      });
    });

    describe('saving and editing', () => {
      test('a new question is version 1; each edit raises it and names the editor; the question keeps its own id', async () => {
        const added = await save(
          { question: mcq({ id: 'bankedit01' }), subject: 'Mathematics', grade: 'Grade 10', tags: [' algebra ', 'Algebra', 'fractions'] },
          teacher,
        );
        expect(added.msg).toBe(BANK_QUESTION_ADDED);
        expect(added.data).toMatchObject({
          version: 1,
          tags: ['algebra', 'fractions'],
          author: { id: teacherId },
          editor: { id: teacherId },
        });

        const edited = await save({
          id: added.data.id,
          version: 1,
          question: { ...withHeader(mcq(), 'Edited header'), id: 'othersent1' },
          subject: 'Mathematics',
          grade: 'Grade 11',
          tags: ['algebra'],
        });
        expect(edited.msg).toBe(BANK_QUESTION_UPDATED);
        expect(edited.data).toMatchObject({
          id: added.data.id,
          version: 2,
          grade: 'Grade 11',
          author: { id: teacherId },
          question: { id: 'bankedit01', headertxt: 'Edited header' },
        });
        expect(edited.data.editor?.id).not.toBe(teacherId);
        expect((await save({ id: added.data.id, question: mcq(), subject: '', grade: '', tags: [] })).data.version).toBe(3);
      });

      test('an edit sent with an older version answers 409 and changes nothing', async () => {
        const added = await save({ question: mcq({ id: 'bankstale1' }), subject: '', grade: '', tags: [] });
        await save({ id: added.data.id, version: 1, question: withHeader(mcq(), 'First edit'), subject: '', grade: '', tags: [] });
        const stale = await t.call(
          'saveBankQuestion',
          { id: added.data.id, version: 1, question: withHeader(mcq(), 'Second edit'), subject: '', grade: '', tags: [] },
          { token: admin },
        );
        expect({ status: stale.statusCode, body: stale.json() }).toEqual({ status: 409, body: { msg: BANK_QUESTION_CHANGED } });
        expect((await page({ search: 'First edit' })).questions[0]).toMatchObject({ version: 2 });
      });

      test('the same question saved twice answers 409 (open it in the bank to change it)', async () => {
        await save({ question: mcq({ id: 'banktwice1' }), subject: '', grade: '', tags: [] });
        const before = await stored();
        const again = await t.call(
          'saveBankQuestion',
          { question: mcq({ id: 'banktwice1' }), subject: '', grade: '', tags: [] },
          { token: admin },
        );
        expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 409, body: { msg: BANK_QUESTION_ALREADY_IN_BANK } });
        expect(await stored()).toBe(before);
      });

      test("a question failing the editors' rules answers 400 with the SPEC message and stores nothing", async () => {
        const before = await stored();
        const response = await t.call(
          'saveBankQuestion',
          { question: { ...mcq({ id: 'bankbad001' }), totalMark: '' }, subject: '', grade: '', tags: [] },
          { token: admin },
        );
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg: TOTAL_MARK_REQUIRED } });
        expect(await stored()).toBe(before);
      });

      test('a legacy question (HTML header, options without authorNote) is read like admin/addexam.php reads it', async () => {
        const legacy = {
          id: 'banklegac1',
          type: 'MCQ',
          header: '<p>Pick <b>four</b></p>',
          totalMark: 1,
          options: [
            { id: 'optA', option: '4', isTrue: true },
            { id: 'optB', option: '5' },
          ],
        };
        const saved = await save({ question: legacy as never, subject: '', grade: '', tags: [] });
        expect(saved.data.question).toMatchObject({
          headertxt: 'Pick four',
          totalMark: '1',
          options: [
            { id: 'optA', authorNote: '', isTrue: true },
            { id: 'optB', authorNote: '', isTrue: false },
          ],
        });
      });

      test('an unknown id answers 404', async () => {
        const response = await t.call(
          'saveBankQuestion',
          { id: 999_999, question: mcq(), subject: '', grade: '', tags: [] },
          { token: admin },
        );
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 404, body: { msg: BANK_QUESTION_NOT_FOUND } });
      });
    });

    describe('deleting', () => {
      test('refused while a published assessment holds a copy; allowed once it is pulled; the copy stays in the assessment', async () => {
        const entry = (await save({ question: mcq({ id: 'bankused01' }), subject: '', grade: '', tags: [] })).data;
        const assessment = (
          await t.call('addAssessment', validAssessment({ name: 'Uses a bank question', questions: [entry.question] }), { token: admin })
        ).json<{ data: { id: number } }>().data;
        // An unpublished assessment does not hold it back...
        expect(
          (await page({ search: 'Header of MCQ', subject: '' })).questions.find((found) => found.id === entry.id)?.inPublishedAssessment,
        ).toBe(false);
        expect((await t.call('publishAssessment', { id: assessment.id }, { token: admin })).statusCode).toBe(200);
        expect((await page({})).questions.find((found) => found.id === entry.id)?.inPublishedAssessment).toBe(true);

        const refused = await t.call('deleteBankQuestion', { id: entry.id }, { token: admin });
        expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 409, body: { msg: BANK_QUESTION_IN_USE } });

        // Editing the bank question never changes the assessment's copy.
        await save({ id: entry.id, question: withHeader(mcq(), 'Changed in the bank'), subject: '', grade: '', tags: [] });
        const copy = (await t.call('getAssessment', { id: assessment.id }, { token: admin })).json<{ data: { questions: Question[] } }>()
          .data.questions[0];
        expect(copy.headertxt).toBe('Header of MCQ');

        await t.call('pullAssessment', { id: assessment.id }, { token: admin });
        const deleted = await t.call('deleteBankQuestion', { id: entry.id }, { token: admin });
        expect({ status: deleted.statusCode, body: deleted.json() }).toEqual({ status: 200, body: { msg: BANK_QUESTION_DELETED } });
        const again = await t.call('deleteBankQuestion', { id: entry.id }, { token: admin });
        expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 404, body: { msg: BANK_QUESTION_NOT_FOUND } });
        const audit = await t.database.db
          .selectFrom('audit_log')
          .select('action')
          .where('subject_type', '=', 'bank-question')
          .where('subject_id', '=', String(entry.id))
          .orderBy('id')
          .execute();
        expect(audit.map((row) => row.action)).toEqual(['bank-question.add', 'bank-question.edit', 'bank-question.delete']);
      });

      test('a missing id answers 400', async () => {
        const response = await t.call('deleteBankQuestion', {} as never, { token: admin });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { msg: BANK_QUESTION_ID_REQUIRED } });
      });
    });

    test('staff without the exam flag (a grader with ans only) may neither read nor change the bank (403)', async () => {
      const grader = await signInWithFlags(t, admin, 'bank-ans-only', ['ans']);
      for (const [name, data] of [
        ['bankQuestions', {}],
        ['saveBankQuestion', { question: mcq({ id: 'bankdenied' }) }],
        ['deleteBankQuestion', { id: 1 }],
      ] as const) {
        const response = await t.call(name, data as never, { token: grader });
        expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 403, body: { msg: missingFlagMessage('exam') } });
      }
    });
  },
);

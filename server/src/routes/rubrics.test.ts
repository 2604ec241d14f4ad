import {
  RUBRIC_DELETED,
  RUBRIC_EDITED_SINCE,
  RUBRIC_NOT_AUTHOR,
  RUBRIC_NOT_FOUND,
  RUBRIC_SAVED,
  richTextFromPlain,
  toExamView,
  plainSeedShuffle,
  type AnswerOf,
  type Question,
  type RubricBankEntry,
} from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { demoSsns, insertExam, openFor, registerFor } from '../test-support/exam-fixtures';
import { essayRubric } from '../test-support/rubric-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(180_000);

type Saved = { data: RubricBankEntry; msg: string };
type ExamResult = AnswerOf<'examResult'>['data'];

describe.each(testDatabases())('rubrics: the bank and grading by rubric on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let otherAuthor: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn(t.accounts.teacher.username, t.accounts.teacher.password);
    otherAuthor = await signInWithFlags(t, admin, 'rubric-author', ['exam']);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the rubric bank', () => {
    test('an author saves a rubric; every author reads it; only its author or an administrator changes or deletes it', async () => {
      const saved = await t.call('saveRubric', { lang: 'Ar', rubric: essayRubric({ title: '  سلم المقال  ' }) }, { token: teacher });
      expect(saved.statusCode).toBe(200);
      const entry = saved.json<Saved>();
      expect(entry).toMatchObject({
        msg: RUBRIC_SAVED,
        data: { title: 'سلم المقال', lang: 'Ar', version: 1, rights: { edit: true, delete: true } },
      });
      expect(entry.data.rubric.criteria.map((criterion) => criterion.title)).toEqual(['Ideas', 'Language']);

      const read = await t.call('rubricBank', { search: 'سلم' }, { token: otherAuthor });
      const found = read.json<{ data: { rubrics: RubricBankEntry[]; count: number } }>().data;
      expect(found.rubrics.map((rubric) => [rubric.id, rubric.rights])).toEqual([[entry.data.id, { edit: false, delete: false }]]);
      expect(found.count).toBe(1);
      expect(
        (await t.call('rubricBank', { lang: 'En', search: 'سلم' }, { token: otherAuthor })).json<{ data: { count: number } }>().data.count,
      ).toBe(0);

      const notTheirs = await t.call(
        'saveRubric',
        { id: entry.data.id, lang: 'Ar', rubric: essayRubric({ title: 'Taken over' }) },
        { token: otherAuthor },
      );
      expect({ status: notTheirs.statusCode, body: notTheirs.json() }).toEqual({
        status: 403,
        body: { msg: RUBRIC_NOT_AUTHOR, code: 'rubric_not_author' },
      });
      const notTheirsToDelete = await t.call('deleteRubric', { id: entry.data.id }, { token: otherAuthor });
      expect(notTheirsToDelete.statusCode).toBe(403);

      const edited = await t.call(
        'saveRubric',
        { id: entry.data.id, version: 1, lang: 'Ar', rubric: essayRubric({ title: 'سلم المقال ٢' }) },
        { token: admin },
      );
      expect(edited.json<Saved>().data).toMatchObject({ title: 'سلم المقال ٢', version: 2 });
      const stale = await t.call('saveRubric', { id: entry.data.id, version: 1, lang: 'Ar', rubric: essayRubric() }, { token: teacher });
      expect({ status: stale.statusCode, body: stale.json() }).toEqual({
        status: 409,
        body: { msg: RUBRIC_EDITED_SINCE, code: 'rubric_edited_since' },
      });

      expect((await t.call('deleteRubric', { id: entry.data.id }, { token: teacher })).json()).toEqual({ msg: RUBRIC_DELETED });
      const gone = await t.call('deleteRubric', { id: entry.data.id }, { token: teacher });
      expect({ status: gone.statusCode, body: gone.json() }).toEqual({
        status: 404,
        body: { msg: RUBRIC_NOT_FOUND, code: 'rubric_not_found' },
      });
      const editGone = await t.call('saveRubric', { id: entry.data.id, lang: 'Ar', rubric: essayRubric() }, { token: teacher });
      expect(editGone.statusCode).toBe(404);
    });

    test('an incomplete rubric, a NUL byte or a wrong id is refused and changes nothing', async () => {
      const before = await t.database.db
        .selectFrom('rubric_bank')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      const incomplete = essayRubric();
      incomplete.criteria[1].levels[0].descriptor = ' ';
      const refused = await t.call('saveRubric', { lang: 'En', rubric: incomplete }, { token: teacher });
      expect({ status: refused.statusCode, body: refused.json() }).toEqual({
        status: 400,
        body: { msg: '“Language”: every level needs a descriptor.', code: 'rubric_invalid' },
      });
      for (const rubric of [
        essayRubric({ title: 'Bad\u0000title' }),
        { ...essayRubric(), criteria: [{ ...essayRubric().criteria[0], title: 'x\u0000' }] },
      ]) {
        expect((await t.call('saveRubric', { lang: 'En', rubric }, { token: teacher })).statusCode).toBe(400);
      }
      expect((await t.call('rubricBank', { search: 'a\u0000' }, { token: teacher })).statusCode).toBe(400);
      expect((await t.call('saveRubric', { lang: 'Fr' as 'En', rubric: essayRubric() }, { token: teacher })).statusCode).toBe(400);
      expect((await t.call('deleteRubric', { id: 'x' as unknown as number }, { token: teacher })).statusCode).toBe(400);
      expect((await t.call('deleteRubric', { id: 987_654 }, { token: teacher })).statusCode).toBe(404);
      const after = await t.database.db
        .selectFrom('rubric_bank')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(after.count)).toBe(Number(before.count));
    });
  });

  describe('grading by rubric', () => {
    const rubricEssay = () => essay({ rubric: essayRubric() });
    let ssnOffset = 0;

    async function submitted(examId: number): Promise<{ hash: string; attemptId: number }> {
      const [ssn] = await demoSsns(t.database.db, 1, ssnOffset++);
      const hash = await registerFor(t, examId, ssn, `10.8.0.${ssnOffset}`);
      await openFor(t, hash);
      await t.call('saveAnswer', {
        hash,
        questionId: essay().id,
        answer: { type: 'EssayComponent', text: richTextFromPlain('Plants need light.') },
        seq: 1,
      });
      expect((await t.call('submitExam', { id: hash })).statusCode).toBe(200);
      const row = await t.database.db.selectFrom('attempts').select('id').where('hash', '=', hash).executeTakeFirstOrThrow();
      return { hash, attemptId: row.id };
    }

    test('the applicant never receives the rubric while answering', async () => {
      const examId = await insertExam(t.database.db, [mcq(), rubricEssay()], { show_results_after_grading: true });
      const [ssn] = await demoSsns(t.database.db, 1, ssnOffset++);
      const hash = await registerFor(t, examId, ssn, `10.8.1.${ssnOffset}`);
      const exam = await t.call('studentExam', { id: hash });
      expect(exam.statusCode).toBe(200);
      expect(exam.body).not.toContain('Clear, connected ideas');
      expect(JSON.stringify(toExamView(rubricEssay(), plainSeedShuffle('x')))).not.toContain('rubric');
    });

    test('choices become the score and feedback, are stored, shown to the next grader and in the released result', async () => {
      const examId = await insertExam(t.database.db, [mcq(), rubricEssay()], { show_results_after_grading: true });
      const { hash, attemptId } = await submitted(examId);
      const graded = await t.call(
        'gradeExam',
        {
          id: attemptId,
          answerdquestions: [
            {
              id: essay().id,
              score: '4',
              feedback: 'Well observed.',
              rubric: [
                { criterionId: 'critLang01', levelId: 'langGood01' },
                { criterionId: 'critIdeas1', levelId: 'ideasSome1' },
              ],
            },
          ],
        },
        { token: admin },
      );
      expect(graded.statusCode).toBe(200);
      const sheetEssay = graded
        .json<{ data: { answerdquestions: Question[] } }>()
        .data.answerdquestions.find((question) => question.id === essay().id);
      // The sent score 4 is not what counts: the levels give 1 + 2.
      expect(sheetEssay).toMatchObject({
        score: '3',
        feedback: 'Ideas: One idea, loosely argued\nLanguage: Few errors\nWell observed.',
        rubricChoice: [
          { criterionId: 'critLang01', levelId: 'langGood01' },
          { criterionId: 'critIdeas1', levelId: 'ideasSome1' },
        ],
      });
      const stored = await t.database.db
        .selectFrom('answers')
        .select(['score', 'rubric'])
        .where('attempt_id', '=', attemptId)
        .where('question_id', '=', essay().id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.score)).toBe(3);
      expect(typeof stored.rubric === 'string' ? JSON.parse(stored.rubric) : stored.rubric).toHaveLength(2);

      // Marking it again with the feedback as shown does not repeat the descriptors.
      const again = await t.call(
        'gradeExam',
        {
          id: attemptId,
          answerdquestions: [
            {
              id: essay().id,
              feedback: sheetEssay?.feedback,
              rubric: [
                { criterionId: 'critIdeas1', levelId: 'ideasFull1' },
                { criterionId: 'critLang01', levelId: 'langGood01' },
              ],
            },
          ],
        },
        { token: admin },
      );
      const sheet = (await t.call('studentSolution', { id: attemptId }, { token: admin })).json<{
        data: { answerdquestions: Question[] };
      }>().data;
      expect(again.statusCode).toBe(200);
      expect(sheet.answerdquestions.find((question) => question.id === essay().id)).toMatchObject({
        score: '4',
        feedback: 'Ideas: Clear, connected ideas\nLanguage: Few errors\nWell observed.',
      });

      const result = (await t.call('examResult', { id: hash })).json<{ data: ExamResult }>().data;
      const released = result.result?.questions.find((question) => question.question.id === essay().id);
      expect(released).toMatchObject({
        score: 4,
        rubric: { title: 'Essay rubric' },
        rubricChoice: [
          { criterionId: 'critIdeas1', levelId: 'ideasFull1' },
          { criterionId: 'critLang01', levelId: 'langGood01' },
        ],
      });
      expect(result.result?.questions.find((question) => question.question.id === mcq().id)).not.toHaveProperty('rubric');

      // A typed mark replaces the rubric mark: the choices are cleared, the rubric is still shown.
      expect(
        (await t.call('gradeExam', { id: attemptId, answerdquestions: [{ id: essay().id, score: 2.5 }] }, { token: admin })).statusCode,
      ).toBe(200);
      const typed = (await t.call('examResult', { id: hash }))
        .json<{ data: ExamResult }>()
        .data.result?.questions.find((question) => question.question.id === essay().id);
      expect(typed).toMatchObject({ score: 2.5, rubric: { title: 'Essay rubric' } });
      expect(typed).not.toHaveProperty('rubricChoice');
    });

    test('incomplete or unknown choices, or choices for a question without a rubric, are refused and change nothing', async () => {
      const examId = await insertExam(t.database.db, [mcq(), rubricEssay()], { show_results_after_grading: false, lang: 'Ar' });
      const { attemptId } = await submitted(examId);
      const send = (id: string, rubric: Array<{ criterionId: string; levelId: string }>) =>
        t.call('gradeExam', { id: attemptId, answerdquestions: [{ id, score: 1, rubric }] }, { token: admin });

      const missing = await send(essay().id, [{ criterionId: 'critIdeas1', levelId: 'ideasFull1' }]);
      expect({ status: missing.statusCode, body: missing.json() }).toEqual({
        status: 400,
        body: { msg: 'Question 2: اختر مستوى للمعيار «Language». Nothing was saved.', code: 'rubric_choice_invalid' },
      });
      const wrongLevel = await send(essay().id, [
        { criterionId: 'critIdeas1', levelId: 'langGood01' },
        { criterionId: 'critLang01', levelId: 'langGood01' },
      ]);
      expect(wrongLevel.statusCode).toBe(400);
      const noRubric = await send(mcq().id, [{ criterionId: 'critIdeas1', levelId: 'ideasFull1' }]);
      expect({ status: noRubric.statusCode, body: noRubric.json() }).toEqual({
        status: 400,
        body: { msg: 'Question 1 has no rubric: send its score instead of rubric choices.', code: 'rubric_none' },
      });
      const nul = await send(essay().id, [{ criterionId: 'critIdeas1\u0000', levelId: 'ideasFull1' }]);
      expect(nul.statusCode).toBe(400);
      const stored = await t.database.db
        .selectFrom('answers')
        .select(['score', 'rubric'])
        .where('attempt_id', '=', attemptId)
        .where('question_id', '=', essay().id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ score: null, rubric: null });
    });
  });
});

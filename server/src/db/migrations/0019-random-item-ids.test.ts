import { plainText, type Question } from '@mizan/shared';
import { match, mcq, order } from '../../../../shared/src/questions/testing/fixtures';
import { insertExam } from '../../test-support/exam-fixtures';
import { startTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabases } from '../../test-support/test-databases';
import { randomItemIds } from './0019-random-item-ids';

jest.setTimeout(120_000);

describe.each(testDatabases())('0019-random-item-ids on %s', (_name, kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  test("a stored assessment's counting ids become random, its key renamed with them; random ids stay", async () => {
    const db = t.database.db;
    const legacy = [order(), match(), mcq()];
    const examId = await insertExam(db, legacy);
    const demoBefore = await db.selectFrom('assessments').select(['id', 'questions']).where('id', '!=', examId).orderBy('id').execute();

    await randomItemIds.up(db as never);

    const row = await db.selectFrom('assessments').select('questions').where('id', '=', examId).executeTakeFirstOrThrow();
    const [storedOrder, storedMatch, storedMcq] = row.questions as Question[];
    if (storedOrder.type !== 'OrderComponent' || storedMatch.type !== 'MatchQComponent' || storedMcq.type !== 'MCQ')
      throw new Error('types changed');
    const generated = /^[A-Za-z0-9]{10}$/;
    expect(
      [...storedOrder.options, ...storedMatch.options, ...storedMatch.PossibleAnswers, ...storedMcq.options].every((item) =>
        generated.test(item.id),
      ),
    ).toBe(true);
    expect(storedOrder.correctOptions.map((id) => plainText(storedOrder.options.find((option) => option.id === id)!.option))).toEqual([
      'first',
      'second',
      'third',
      'fourth',
    ]);
    expect(storedMatch.correctPossibleAnswers).toEqual(storedMatch.PossibleAnswers.map((answer) => answer.id));
    expect(storedMcq.options.filter((option) => option.isTrue).map((option) => plainText(option.option))).toEqual(['A', 'C']);
    // The demo's ids were random already: untouched.
    expect(await db.selectFrom('assessments').select(['id', 'questions']).where('id', '!=', examId).orderBy('id').execute()).toEqual(
      demoBefore,
    );
  });
});

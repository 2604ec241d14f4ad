import type { Assessment } from '@mizan/shared';
import { essay, mcq, trueOrFalse } from '../../../shared/src/questions/testing/fixtures';
import { validAssessment } from '../test-support/assessment-fixtures';
import { essayAnswer, startGradingApp, type GradingApp } from '../test-support/grading-fixtures';
import type { TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

type Saved = { data: Assessment; msg: string };

describe.each(testDatabases())('taken assessments and grading on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let other: Assessment;
  let submit: GradingApp['submit'];

  beforeAll(async () => {
    ({ t, admin, teacher, other, submit } = await startGradingApp(kind));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('item analysis (ours)', () => {
    test('facility, discrimination, option picks and what awaits grading', async () => {
      const quiz = (
        await t.call(
          'addAssessment',
          validAssessment({ name: 'Item quiz', questions: [mcq({ totalMark: '2' }), trueOrFalse({ totalMark: '1' }), essay()] }),
          { token: admin },
        )
      ).json<Saved>().data;
      // The fixtures' item ids, which the answers name, as an assessment stored before they were made random holds them.
      const questions = [mcq({ totalMark: '2' }), trueOrFalse({ totalMark: '1' }), essay()];
      await t.database.db
        .updateTable('assessments')
        .set({ questions: JSON.stringify(questions) })
        .where('id', '=', quiz.id)
        .execute();
      const answers = (selected: string[], truth: 'True' | 'False') => ({
        [mcq().id]: { type: 'MCQ', selected },
        [trueOrFalse().id]: { type: 'TrueOrFalse', optionId: truth },
      });
      await submit(quiz, 10, answers(['optA', 'optC'], 'False')); // 2 + 1
      await submit(quiz, 11, answers(['optA', 'optC'], 'True')); // 2 + 0
      await submit(quiz, 12, answers(['optB'], 'False')); // 0 + 1
      const last = await submit(quiz, 13, { ...answers(['optB'], 'True'), [essay().id]: essayAnswer }); // 0 + 0, essay awaiting
      await submit(quiz, 14, {}, null); // in progress: not counted
      const response = await t.call('itemAnalysis', { id: quiz.id }, { token: admin });
      expect(response.statusCode).toBe(200);
      const data = response.json<{
        data: { examname: string; lang: string; submissions: number; awaitingGrading: number; questions: Array<Record<string, unknown>> };
      }>().data;
      expect(data).toMatchObject({ examname: 'Item quiz', lang: 'En' });
      expect(data.submissions).toBe(4);
      // The first three essays are empty (0 at once); the fourth awaits a teacher.
      expect(data.awaitingGrading).toBe(1);
      const [mcqItem, tfItem, essayItem] = data.questions;
      expect(mcqItem).toMatchObject({ index: 1, type: 'MCQ', totalMark: 2, scored: 4, meanScore: 1, facility: 0.5 });
      expect(mcqItem.options).toEqual([
        { id: 'optA', text: 'A', isTrue: true, picked: 2 },
        { id: 'optB', text: 'B', isTrue: false, picked: 2 },
        { id: 'optC', text: 'C', isTrue: true, picked: 2 },
        { id: 'optD', text: 'D', isTrue: false, picked: 0 },
      ]);
      // MCQ marks 2,2,0,0 against the rest 1,0,1,0: r = 0.
      expect(mcqItem.discrimination).toBe(0);
      expect(tfItem).toMatchObject({ type: 'TrueOrFalse', meanScore: 0.5, facility: 0.5, discrimination: 0 });
      expect(tfItem.options).toEqual([
        { id: 'True', text: 'True', isTrue: false, picked: 2 },
        { id: 'False', text: 'False', isTrue: true, picked: 2 },
      ]);
      expect(essayItem).toMatchObject({
        type: 'EssayComponent',
        scored: 3,
        awaitingGrading: 1,
        meanScore: 0,
        facility: 0,
        options: null,
        discrimination: null,
      });

      await t.call('gradeExam', { id: last, answerdquestions: [{ id: essay().id, score: 4 }] }, { token: admin });
      const after = (await t.call('itemAnalysis', { id: quiz.id }, { token: admin })).json<{
        data: { awaitingGrading: number; questions: Array<Record<string, unknown>> };
      }>().data;
      expect(after.awaitingGrading).toBe(0);
      // Essay marks 0,0,0,4 against the rest 3,2,1,0: r = -0.775.
      expect(after.questions[2]).toMatchObject({ scored: 4, meanScore: 1, facility: 0.25, discrimination: -0.775 });
    });

    test('only for reviewers and admins', async () => {
      const response = await t.call('itemAnalysis', { id: other.id }, { token: teacher });
      expect(response.statusCode).toBe(404);
    });
  });
});

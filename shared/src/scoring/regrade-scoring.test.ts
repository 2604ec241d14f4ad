import type { QuestionAnswer } from '../questions/answer';
import { mcq, trueOrFalse } from '../questions/testing/fixtures';
import { scoreAnswer } from './score-answer';
import { scoreAttempt } from './score-attempt';

/** A regrade's counting of a question (docs/decisions.md, "Fixing a key and regrading"). */
describe('a question counted by a regrade', () => {
  const wrong: QuestionAnswer = { type: 'MCQ', selected: ['optB'] };

  test('full marks: the total mark, answered wrong or not at all', () => {
    const question = mcq({ scoring: 'fullMarks' });
    expect(scoreAnswer(question, wrong)).toEqual({ kind: 'scored', score: 4, max: 4 });
    expect(scoreAnswer(question, null)).toEqual({ kind: 'scored', score: 4, max: 4 });
  });

  test('left out: neither in the score nor in the maximum, so the percent is the rest', () => {
    const questions = [mcq({ scoring: 'excluded' }), trueOrFalse({ totalMark: '4' })];
    const right: QuestionAnswer = { type: 'TrueOrFalse', optionId: 'False' };
    const attempt = scoreAttempt(questions, { mcq0000001: wrong, tf00000001: right }, { mcq0000001: 3 });
    expect(attempt).toEqual(expect.objectContaining({ total: 4, max: 4, percent: 100 }));
  });
});

import { newQuestion, richTextFromPlain, type EssayQuestion, type Question } from '@mizan/shared';
import { mcq } from '../test/fixtures';
import { gradingTotals } from './grading-totals';

/** An essay with an answer written: it waits for a teacher's mark. */
function essay(overrides: Partial<EssayQuestion> = {}): EssayQuestion {
  return {
    ...newQuestion('EssayComponent'),
    id: 'essay00001',
    totalMark: '3',
    stdanswer: richTextFromPlain('Plants need light.'),
    score: '',
    ...overrides,
  };
}

const sheetOf = (answerdquestions: Question[]) => ({ answerdquestions, unanswered: [] });

describe('gradingTotals', () => {
  it('adds the marks given (an empty score counts 0) out of the total marks, percent to 2 decimals', () => {
    const sheet = sheetOf([
      essay({ id: 'a' }),
      mcq({ id: 'b', totalMark: '3', score: '1' }),
      mcq({ id: 'c', totalMark: '1.5', score: '0' }),
    ]);
    expect(gradingTotals(sheet, {})).toEqual({ total: 1, max: 7.5, percent: 13.33, ungraded: 1 });
    expect(gradingTotals(sheet, { a: { score: '2.5', feedback: '' } })).toEqual({ total: 3.5, max: 7.5, percent: 46.67, ungraded: 0 });
    expect(gradingTotals(sheetOf([]), {})).toEqual({ total: 0, max: 0, percent: 0, ungraded: 0 });
  });

  it("holds a mark above the question's total mark to it, as the server stores it (a plain sum showed 5 / 3 and 166.67%)", () => {
    const sheet = sheetOf([essay({ id: 'a', totalMark: '3' })]);
    expect(gradingTotals(sheet, { a: { score: '5', feedback: '' } })).toEqual({ total: 3, max: 3, percent: 100, ungraded: 0 });
  });

  it('keeps the stored mark of a score field left blank, as the server does with a blank score', () => {
    const sheet = sheetOf([essay({ id: 'a', score: '2' })]);
    expect(gradingTotals(sheet, { a: { score: '', feedback: '' } })).toEqual({ total: 2, max: 3, percent: 66.67, ungraded: 1 });
  });
});

import type { QuestionAnswer } from '../questions/answer';
import { richTextFromPlain } from '../questions/rich-text';
import { essay, mcq, order, riasec, trueOrFalse } from '../questions/testing/fixtures';
import { scoreAttempt } from './score-attempt';

const questions = [
  mcq(), // 4, correct set optA+optC
  trueOrFalse({ totalMark: '2.5' }), // correct False
  order(), // 4
  essay({ totalMark: '10' }),
];

const allRight: Record<string, QuestionAnswer> = {
  mcq0000001: { type: 'MCQ', selected: ['optA', 'optC'] },
  tf00000001: { type: 'TrueOrFalse', optionId: 'False' },
  order00001: { type: 'OrderComponent', order: ['o1', 'o2', 'o3', 'o4'] },
  essay00001: { type: 'EssayComponent', text: richTextFromPlain('An essay') },
};

describe('scoreAttempt', () => {
  it('sums the auto marks, counts what needs grading, and reports percent of the whole', () => {
    const result = scoreAttempt(questions, allRight);
    expect(result).toMatchObject({ total: 10.5, max: 20.5, percent: 51.22, needsGrading: 1, career: null });
    expect(result.questions.map((question) => question.score)).toEqual([4, 2.5, 4, null]);
  });

  it('takes answers as a Map too', () => {
    expect(scoreAttempt(questions, new Map(Object.entries(allRight))).total).toBe(10.5);
  });

  it('a teacher mark completes the grading and reaches 100%', () => {
    const result = scoreAttempt(questions, allRight, { essay00001: 10 });
    expect(result).toMatchObject({ total: 20.5, max: 20.5, percent: 100, needsGrading: 0 });
  });

  it('a teacher mark overrides an auto mark and is held to 0..totalMark', () => {
    expect(scoreAttempt(questions, allRight, { mcq0000001: 1.5, essay00001: 99 }).total).toBe(18);
    expect(scoreAttempt(questions, allRight, { mcq0000001: -3, essay00001: 0 }).total).toBe(6.5);
    expect(scoreAttempt(questions, allRight, { essay00001: Number.NaN }).needsGrading).toBe(1);
  });

  it('nothing answered: 0 of the max, 0%, and nothing to grade', () => {
    expect(scoreAttempt(questions, {})).toMatchObject({ total: 0, max: 20.5, percent: 0, needsGrading: 0 });
  });

  it('an attempt worth nothing is 0%, not NaN', () => {
    expect(scoreAttempt([mcq({ totalMark: '0' })], allRight)).toMatchObject({ total: 0, max: 0, percent: 0 });
    expect(scoreAttempt([], {})).toMatchObject({ total: 0, max: 0, percent: 0, needsGrading: 0 });
  });

  it('percent is rounded to 2 decimals', () => {
    const thirds = [mcq({ totalMark: '1' }), mcq({ id: 'mcq0000002', totalMark: '1' }), mcq({ id: 'mcq0000003', totalMark: '1' })];
    expect(scoreAttempt(thirds, allRight).percent).toBe(33.33);
  });

  it('does not read answers from the object prototype', () => {
    const sneaky = [mcq({ id: 'toString' })];
    expect(scoreAttempt(sneaky, {}).total).toBe(0);
  });

  it('gives the career profile when the attempt has RIASEC statements', () => {
    const statements = [
      riasec({ id: 'r1', cat: 'S' }),
      riasec({ id: 'r2', cat: 'S' }),
      riasec({ id: 'r3', cat: 'A' }),
      riasec({ id: 'r4', cat: 'R' }),
      riasec({ id: 'r5', cat: 'I' }),
    ];
    const answers: Record<string, QuestionAnswer> = {
      r1: { type: 'RIASEC', optionId: 'want' },
      r2: { type: 'RIASEC', optionId: 'want' },
      r3: { type: 'RIASEC', optionId: 'want' },
      r4: { type: 'RIASEC', optionId: 'notwant' },
      r5: { type: 'RIASEC', optionId: 'want' },
    };
    const result = scoreAttempt(statements, answers);
    expect(result.career?.code).toBe('SIA');
    expect(result).toMatchObject({ total: 4, max: 5, percent: 80 });
  });
});

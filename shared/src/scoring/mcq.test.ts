import { mcq } from '../questions/testing/fixtures';
import { scoreMcq } from './mcq';

// Options: optA (correct), optB, optC (correct), optD. Two correct.
describe('scoreMcq, not partial: full mark only for exactly the correct set', () => {
  it.each([
    ['no answer at all', null, 0],
    ['no option selected', [], 0],
    ['exactly the correct set', ['optA', 'optC'], 4],
    ['the correct set in another order', ['optC', 'optA'], 4],
    ['one of two correct', ['optA'], 0],
    ['all wrong', ['optB', 'optD'], 0],
    ['correct set plus an extra wrong selection', ['optA', 'optC', 'optB'], 0],
    ['every option', ['optA', 'optB', 'optC', 'optD'], 0],
    ['repeats of the correct set count once', ['optA', 'optA', 'optC'], 4],
    ['unknown ids are ignored', ['optA', 'optC', 'nope'], 4],
  ])('%s', (_name, selected, expected) => {
    const answer = selected === null ? null : { type: 'MCQ' as const, selected };
    expect(scoreMcq(mcq(), answer)).toEqual({ kind: 'scored', score: expected, max: 4 });
  });
});

describe('scoreMcq, partial: 100/correctCount × (correct − wrong), floored at 0, of totalMark', () => {
  it.each([
    ['no option selected', [], '4', 0],
    ['one of two correct', ['optA'], '4', 2],
    ['both correct', ['optA', 'optC'], '4', 4],
    ['one correct one wrong cancel out', ['optA', 'optB'], '4', 0],
    ['both correct one wrong', ['optA', 'optC', 'optB'], '4', 2],
    ['all wrong is floored at 0, not negative', ['optB', 'optD'], '4', 0],
    ['every option: 2 − 2 = 0', ['optA', 'optB', 'optC', 'optD'], '4', 0],
    ['totalMark with decimals', ['optA'], '2.5', 1.25],
    ['totalMark 0', ['optA', 'optC'], '0', 0],
    ['totalMark empty is 0', ['optA', 'optC'], '', 0],
    ['totalMark invalid is 0', ['optA', 'optC'], 'abc', 0],
  ])('%s', (_name, selected, totalMark, expected) => {
    const question = mcq({ isPartial: true, totalMark });
    expect(scoreMcq(question, { type: 'MCQ', selected }).score).toBe(expected);
  });

  it('rounds to 2 decimals: one of three correct of 1 mark is 0.33, two of three 0.67, three 1', () => {
    const question = mcq({
      isPartial: true,
      totalMark: '1',
      options: mcq().options.map((option) => ({ ...option, isTrue: option.id !== 'optD' })),
    });
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optA'] }).score).toBe(0.33);
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optA', 'optB'] }).score).toBe(0.67);
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optA', 'optB', 'optC'] }).score).toBe(1);
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optA', 'optB', 'optC', 'optD'] }).score).toBe(0.67);
  });

  it('a single correct option among many: 100% or 0', () => {
    const question = mcq({ isPartial: true, options: mcq().options.map((option) => ({ ...option, isTrue: option.id === 'optB' })) });
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optB'] }).score).toBe(4);
    expect(scoreMcq(question, { type: 'MCQ', selected: ['optB', 'optA'] }).score).toBe(0);
  });
});

it('a question with no correct option scores 0 whatever is selected (validation refuses it)', () => {
  const question = mcq({ options: mcq().options.map((option) => ({ ...option, isTrue: false })) });
  expect(scoreMcq(question, { type: 'MCQ', selected: [] }).score).toBe(0);
  expect(scoreMcq({ ...question, isPartial: true }, { type: 'MCQ', selected: ['optA'] }).score).toBe(0);
});

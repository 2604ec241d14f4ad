import { trueOrFalse } from '../questions/testing/fixtures';
import { scoreTrueOrFalse } from './true-or-false';

// The fixture's correct answer is False.
describe('scoreTrueOrFalse: full mark if the selected option is correct, else 0', () => {
  it.each([
    ['no answer', null, '4', 0],
    ['correct', 'False', '4', 4],
    ['wrong', 'True', '4', 0],
    ['correct with totalMark 2.5', 'False', '2.5', 2.5],
    ['correct with totalMark 0', 'False', '0', 0],
  ] as const)('%s', (_name, optionId, totalMark, expected) => {
    const answer = optionId === null ? null : { type: 'TrueOrFalse' as const, optionId };
    expect(scoreTrueOrFalse(trueOrFalse({ totalMark }), answer)).toEqual({
      kind: 'scored',
      score: expected,
      max: Number(totalMark),
    });
  });

  it('follows the key when True is correct', () => {
    const question = trueOrFalse({
      options: [
        { id: 'True', option: 'True', selected: false, isTrue: true },
        { id: 'False', option: 'False', selected: false, isTrue: false },
      ],
    });
    expect(scoreTrueOrFalse(question, { type: 'TrueOrFalse', optionId: 'True' }).score).toBe(4);
    expect(scoreTrueOrFalse(question, { type: 'TrueOrFalse', optionId: 'False' }).score).toBe(0);
  });
});

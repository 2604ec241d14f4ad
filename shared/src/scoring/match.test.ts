import { match } from '../questions/testing/fixtures';
import { scoreMatch } from './match';

const pairs = (...answerIds: string[]) => ({
  type: 'MatchQComponent' as const,
  matches: answerIds
    .map((possibleAnswerId, index) => ({ optionId: `m${index + 1}`, possibleAnswerId }))
    .filter((pair) => pair.possibleAnswerId !== ''),
});

// m1-p1, m2-p2, m3-p3; totalMark 3.
describe('scoreMatch: totalMark / number of answers per correct position', () => {
  it.each([
    ['no answer', null, 'partialMatch', '3', 0],
    ['nothing matched', pairs(), 'partialMatch', '3', 0],
    ['all correct', pairs('p1', 'p2', 'p3'), 'partialMatch', '3', 3],
    ['one correct', pairs('p1', 'p3', 'p2'), 'partialMatch', '3', 1],
    ['all wrong', pairs('p2', 'p3', 'p1'), 'partialMatch', '3', 0],
    ['two matched, both correct, one unmatched', pairs('p1', 'p2', ''), 'partialMatch', '3', 2],
    ['rounds 1/3 of 1 to 0.33', pairs('p1', 'p3', 'p2'), 'partialMatch', '1', 0.33],
    ['rounds 2/3 of 1 to 0.67', pairs('p1', 'p2', ''), 'partialMatch', '1', 0.67],
    ['all correct of 1 is exactly 1, not 0.99', pairs('p1', 'p2', 'p3'), 'partialMatch', '1', 1],
    ['totalMark 2.5, one correct', pairs('p1', 'p3', 'p2'), 'partialMatch', '2.5', 0.83],
    ['totalMark 0', pairs('p1', 'p2', 'p3'), 'partialMatch', '0', 0],
    ['exactMatch all correct', pairs('p1', 'p2', 'p3'), 'exactMatch', '3', 3],
    ['exactMatch two of three is 0', pairs('p1', 'p2', ''), 'exactMatch', '3', 0],
    ['exactMatch one of three is 0', pairs('p1', 'p3', 'p2'), 'exactMatch', '3', 0],
  ] as const)('%s', (_name, answer, scoreMode, totalMark, expected) => {
    expect(scoreMatch(match({ scoreMode, totalMark }), answer).score).toBe(expected);
  });

  it('matches are read by option id, not by their order in the answer', () => {
    const answer = {
      type: 'MatchQComponent' as const,
      matches: [
        { optionId: 'm3', possibleAnswerId: 'p3' },
        { optionId: 'm1', possibleAnswerId: 'p1' },
      ],
    };
    expect(scoreMatch(match(), answer).score).toBe(2);
  });
});

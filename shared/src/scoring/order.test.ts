import { order } from '../questions/testing/fixtures';
import { scoreOrder } from './order';

// Correct order o1 o2 o3 o4, totalMark 4: 1 mark per option in place.
describe('scoreOrder: mark split equally, each option in its correct position earns its share', () => {
  it.each([
    ['no answer', null, 'partialMatch', 0],
    ['empty order', [], 'partialMatch', 0],
    ['all in place', ['o1', 'o2', 'o3', 'o4'], 'partialMatch', 4],
    ['reversed: none in place', ['o4', 'o3', 'o2', 'o1'], 'partialMatch', 0],
    ['two swapped: two in place', ['o2', 'o1', 'o3', 'o4'], 'partialMatch', 2],
    ['rotated by one: none in place', ['o2', 'o3', 'o4', 'o1'], 'partialMatch', 0],
    ['first and last in place', ['o1', 'o3', 'o2', 'o4'], 'partialMatch', 2],
    ['short answer: only given positions count', ['o1', 'o2'], 'partialMatch', 2],
    ['exactMatch, all in place', ['o1', 'o2', 'o3', 'o4'], 'exactMatch', 4],
    ['exactMatch, three of four in place is 0', ['o1', 'o2', 'o4', 'o3'], 'exactMatch', 0],
    ['exactMatch, none', ['o4', 'o3', 'o2', 'o1'], 'exactMatch', 0],
  ] as const)('%s (%s)', (_name, given, scoreMode, expected) => {
    const answer = given === null ? null : { type: 'OrderComponent' as const, order: [...given] };
    expect(scoreOrder(order({ scoreMode }), answer)).toEqual({ kind: 'scored', score: expected, max: 4 });
  });

  it.each([
    ['1', 1, 0.33],
    ['1', 2, 0.67],
    ['1', 3, 1],
    ['2.5', 1, 0.83],
    ['2.5', 2, 1.67],
    ['0', 3, 0],
    ['10', 2, 6.67],
  ])('rounds to 2 decimals: totalMark %s with %i of 3 in place gives %d', (totalMark, inPlace, expected) => {
    const question = order({
      totalMark,
      options: order().options.slice(0, 3),
      correctOptions: ['o1', 'o2', 'o3'],
    });
    const answers: Record<number, string[]> = { 1: ['o1', 'o3', 'o2'], 2: ['o1', 'o2', 'x'], 3: ['o1', 'o2', 'o3'] };
    expect(scoreOrder(question, { type: 'OrderComponent', order: answers[inPlace] }).score).toBe(expected);
  });

  it('a question with no key scores 0', () => {
    expect(scoreOrder(order({ correctOptions: [] }), { type: 'OrderComponent', order: ['o1'] }).score).toBe(0);
  });
});

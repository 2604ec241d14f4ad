import { label } from '../questions/testing/fixtures';
import { scoreLabel } from './label';

const placed = (...spotIds: string[]) => ({
  type: 'LabelQComponent' as const,
  placements: spotIds.map((optionId, index) => ({ labelId: `l${index + 1}`, optionId })).filter((pair) => pair.optionId !== ''),
});

// l1→s1 … l4→s4; totalMark 4.
describe('scoreLabel: totalMark / number of labels per correct spot', () => {
  it.each([
    ['no answer', null, 'partialMatch', '4', 0],
    ['nothing placed', placed(), 'partialMatch', '4', 0],
    ['all right', placed('s1', 's2', 's3', 's4'), 'partialMatch', '4', 4],
    ['two swapped', placed('s2', 's1', 's3', 's4'), 'partialMatch', '4', 2],
    ['all wrong', placed('s4', 's3', 's2', 's1'), 'partialMatch', '4', 0],
    ['one placed right, others not placed', placed('s1', '', '', ''), 'partialMatch', '4', 1],
    ['totalMark 1 over four labels: one right gives 0.25', placed('s1', '', '', ''), 'partialMatch', '1', 0.25],
    ['totalMark 2.5, three right', placed('s1', 's2', 's3', ''), 'partialMatch', '2.5', 1.88],
    ['exactMatch all right', placed('s1', 's2', 's3', 's4'), 'exactMatch', '4', 4],
    ['exactMatch three right is 0', placed('s1', 's2', 's3', ''), 'exactMatch', '4', 0],
  ] as const)('%s', (_name, answer, scoreMode, totalMark, expected) => {
    expect(scoreLabel(label({ scoreMode, totalMark }), answer).score).toBe(expected);
  });
});

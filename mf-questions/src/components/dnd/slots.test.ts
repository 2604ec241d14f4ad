import { assignSlot, cleanSlots } from './slots';

describe('slots', () => {
  it('puts an id in one slot only: assigning it elsewhere moves it', () => {
    expect(assignSlot(['a', '', 'c'], 1, 'a')).toEqual(['', 'a', 'c']);
    expect(assignSlot(['a', 'b'], 0, 'b')).toEqual(['b', '']);
  });

  it('empties a slot with ""', () => {
    expect(assignSlot(['a', 'b'], 0, '')).toEqual(['', 'b']);
  });

  it('reads slots: pads, drops unknown ids and repeats', () => {
    expect(cleanSlots(['a', 'x', 'a'], 4, ['a', 'b'])).toEqual(['a', '', '', '']);
    expect(cleanSlots(['b', 'a', 'c'], 2, ['a', 'b', 'c'])).toEqual(['b', 'a']);
  });
});

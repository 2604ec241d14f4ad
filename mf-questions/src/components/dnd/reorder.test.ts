import { arrangeById, completeOrder, isCompleteOrder, moveItem } from './reorder';

describe('moveItem', () => {
  it.each([
    [0, 2, ['b', 'c', 'a', 'd']],
    [3, 0, ['d', 'a', 'b', 'c']],
    [1, 2, ['a', 'c', 'b', 'd']],
    [2, 1, ['a', 'c', 'b', 'd']],
  ])('moves the item at %i to %i', (from, to, expected) => {
    expect(moveItem(['a', 'b', 'c', 'd'], from, to)).toEqual(expected);
  });

  it('changes nothing for out-of-range or equal indexes, and never mutates', () => {
    const items = ['a', 'b', 'c'];
    expect(moveItem(items, -1, 1)).toEqual(items);
    expect(moveItem(items, 0, 3)).toEqual(items);
    expect(moveItem(items, 1, 1)).toEqual(items);
    moveItem(items, 0, 2);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});

describe('completeOrder', () => {
  it('keeps the known ids in the given order, each once, then appends the missing ones in known order', () => {
    expect(completeOrder(['c', 'x', 'a', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['c', 'a', 'b', 'd']);
  });

  it('gives the known order for an empty list', () => {
    expect(completeOrder([], ['a', 'b'])).toEqual(['a', 'b']);
  });
});

describe('isCompleteOrder', () => {
  it('holds only for an arrangement of every known id', () => {
    expect(isCompleteOrder(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCompleteOrder(['a'], ['a', 'b'])).toBe(false);
    expect(isCompleteOrder(['a', 'a'], ['a', 'b'])).toBe(false);
    expect(isCompleteOrder(['a', 'x'], ['a', 'b'])).toBe(false);
    expect(isCompleteOrder(['a', 'b', 'c'], ['a', 'b'])).toBe(false);
  });
});

describe('arrangeById', () => {
  it('arranges objects by id', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(arrangeById(items, ['c', 'a']).map((item) => item.id)).toEqual(['c', 'a', 'b']);
  });
});

import { newQuestion } from '@mizan/shared';
import { addOption, optionVerdict, removeOption, setCorrect, toggleSelected } from './options';

describe('MCQ edits', () => {
  it('starts with two options, adds one, and removes below two without refusing', () => {
    const question = newQuestion('MCQ');
    expect(question.options).toHaveLength(2);
    const three = addOption(question);
    expect(three.options).toHaveLength(3);
    expect(new Set(three.options.map((option) => option.id)).size).toBe(3);
    const one = removeOption(removeOption(three, three.options[0].id), three.options[1].id);
    expect(one.options.map((option) => option.id)).toEqual([three.options[2].id]);
  });

  it('marks any number of options correct', () => {
    const question = addOption(newQuestion('MCQ'));
    const [a, , c] = question.options;
    const marked = setCorrect(setCorrect(question, a.id, true), c.id, true);
    expect(marked.options.map((option) => option.isTrue)).toEqual([true, false, true]);
    expect(setCorrect(marked, a.id, false).options.map((option) => option.isTrue)).toEqual([false, false, true]);
  });
});

describe('the applicant ticks', () => {
  const shown = ['c', 'a', 'b'];
  it('keeps the selected ids in the order shown, each once', () => {
    const one = toggleSelected(shown, null, 'b', true);
    expect(one).toEqual({ type: 'MCQ', selected: ['b'] });
    const two = toggleSelected(shown, one, 'c', true);
    expect(two.selected).toEqual(['c', 'b']);
    expect(toggleSelected(shown, two, 'c', true).selected).toEqual(['c', 'b']);
    expect(toggleSelected(shown, two, 'b', false).selected).toEqual(['c']);
  });
});

describe('optionVerdict', () => {
  it.each([
    [true, true, 'right'],
    [false, true, 'wrong'],
    [true, false, 'missed'],
    [false, false, 'none'],
  ] as const)('isTrue %s, ticked %s reads %s', (isTrue, ticked, verdict) => {
    expect(optionVerdict({ isTrue }, ticked)).toBe(verdict);
  });
});

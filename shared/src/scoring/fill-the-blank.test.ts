import { fillTheBlank } from '../questions/testing/fixtures';
import { scoreFillTheBlank } from './fill-the-blank';

const filled = (first: string | null, second: string | null) => ({
  type: 'FillTheBlank' as const,
  blanks: [
    ...(first === null ? [] : [{ blankId: 'blank1', value: first }]),
    ...(second === null ? [] : [{ blankId: 'blank2', value: second }]),
  ],
});

// blank1 accepts '100' or 'one hundred'; blank2 accepts 'Paris'; totalMark 4, 2 per blank.
describe('scoreFillTheBlank: equal share per blank, compared leniently', () => {
  it.each([
    ['no answer', null, 0],
    ['nothing filled', filled(null, null), 0],
    ['both right', filled('100', 'Paris'), 4],
    ['second accepted answer', filled('one hundred', 'Paris'), 4],
    ['one right', filled('100', 'London'), 2],
    ['both wrong', filled('90', 'Rome'), 0],
    ['case-insensitive', filled('ONE HUNDRED', 'paris'), 4],
    ['trimmed', filled('  100 ', ' Paris\t'), 4],
    ['white space collapsed', filled('one   hundred', 'Paris'), 4],
    ['Arabic-Indic digits read as Latin', filled('١٠٠', 'Paris'), 4],
    ['Eastern Arabic-Indic digits read as Latin', filled('۱۰۰', 'Paris'), 4],
    ['empty values are never right', filled('', ''), 0],
    ['white space only is never right', filled('   ', 'Paris'), 2],
    ['a value for an unknown blank is ignored', { type: 'FillTheBlank' as const, blanks: [{ blankId: 'nope', value: '100' }] }, 0],
    ['a different number is wrong', filled('1000', 'Paris'), 2],
  ])('%s', (_name, answer, expected) => {
    expect(scoreFillTheBlank(fillTheBlank(), answer).score).toBe(expected);
  });

  it('accepted answers written with Arabic digits match Latin input', () => {
    const question = fillTheBlank({
      blanks: [
        { id: 'blank1', answers: ['١٠٠'], value: '' },
        { id: 'blank2', answers: ['باريس'], value: '' },
      ],
    });
    expect(scoreFillTheBlank(question, filled('100', 'باريس')).score).toBe(4);
  });

  it.each([
    ['1', 1, 0.33],
    ['1', 2, 0.67],
    ['1', 3, 1],
    ['2.5', 1, 0.83],
    ['0', 3, 0],
  ])('three blanks of totalMark %s with %i right gives %d', (totalMark, right, expected) => {
    const blank = (blankId: string) => ({ type: 'blank' as const, blankId, children: [{ text: '' }] });
    const question = fillTheBlank({
      totalMark,
      content: [{ type: 'paragraph', children: [blank('b1'), { text: ' ' }, blank('b2'), { text: ' ' }, blank('b3')] }],
      blanks: ['b1', 'b2', 'b3'].map((id) => ({ id, answers: ['x'], value: '' })),
    });
    const blanks = ['b1', 'b2', 'b3'].map((blankId, index) => ({ blankId, value: index < right ? 'x' : 'y' }));
    expect(scoreFillTheBlank(question, { type: 'FillTheBlank', blanks }).score).toBe(expected);
  });

  it('a marker without an entry in blanks is a share nobody can earn', () => {
    const question = fillTheBlank({ blanks: [{ id: 'blank1', answers: ['100'], value: '' }] });
    expect(scoreFillTheBlank(question, filled('100', 'Paris')).score).toBe(2);
  });

  it('Arabic diacritics stay significant', () => {
    const question = fillTheBlank({
      blanks: [
        { id: 'blank1', answers: ['كَتَبَ'], value: '' },
        { id: 'blank2', answers: ['x'], value: '' },
      ],
    });
    expect(scoreFillTheBlank(question, filled('كتب', 'x')).score).toBe(2);
    expect(scoreFillTheBlank(question, filled('كَتَبَ', 'x')).score).toBe(4);
  });
});

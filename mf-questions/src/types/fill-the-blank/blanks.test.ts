import type { FillTheBlankQuestion, RichText } from '@mizan/shared';
import { newQuestion } from '@mizan/shared';
import {
  addBlankAnswer,
  addWord,
  answerFor,
  blanksFor,
  isAcceptedValue,
  removeBlankAnswer,
  removeWord,
  valuesOf,
  withContent,
} from './blanks';

/** A paragraph of text and blanks: strings are text, { blank } is a marker. */
function content(...parts: (string | { blank: string })[]): RichText {
  return [
    {
      type: 'paragraph',
      children: parts.map((part) =>
        typeof part === 'string' ? { text: part } : { type: 'blank', blankId: part.blank, children: [{ text: '' }] },
      ),
    },
  ];
}

function question(overrides: Partial<FillTheBlankQuestion> = {}): FillTheBlankQuestion {
  return { ...newQuestion('FillTheBlank'), ...overrides };
}

describe('blanksFor: the blanks follow the markers of the text', () => {
  it('adds an empty blank for a new marker', () => {
    expect(blanksFor(content('The sun is a ', { blank: 'b1' }, '.'), [])).toEqual([{ id: 'b1', answers: [], value: '' }]);
  });

  it('keeps the answers of blanks whose markers remain, in reading order', () => {
    const blanks = [
      { id: 'b1', answers: ['star'], value: '' },
      { id: 'b2', answers: ['hot'], value: '' },
    ];
    expect(blanksFor(content({ blank: 'b2' }, ' and ', { blank: 'b1' }), blanks)).toEqual([blanks[1], blanks[0]]);
  });

  it('drops the blank whose marker was deleted from the text', () => {
    const blanks = [
      { id: 'b1', answers: ['star'], value: '' },
      { id: 'b2', answers: ['hot'], value: '' },
    ];
    expect(blanksFor(content('The sun is a ', { blank: 'b1' }), blanks)).toEqual([blanks[0]]);
    expect(blanksFor(content('no blanks left'), blanks)).toEqual([]);
  });

  it('makes one blank of two markers with the same id (a pasted copy)', () => {
    expect(blanksFor(content({ blank: 'b1' }, ' ', { blank: 'b1' }), [])).toEqual([{ id: 'b1', answers: [], value: '' }]);
  });

  it('finds markers inside lists and headings too', () => {
    const rich: RichText = [
      { type: 'heading', level: 2, children: [{ text: 'H ' }, { type: 'blank', blankId: 'h1', children: [{ text: '' }] }] },
      {
        type: 'list',
        ordered: false,
        children: [{ type: 'list-item', children: [{ type: 'blank', blankId: 'l1', children: [{ text: '' }] }] }],
      },
    ];
    expect(blanksFor(rich, []).map((blank) => blank.id)).toEqual(['h1', 'l1']);
  });
});

describe('withContent', () => {
  it('sets content, the synced blanks and vHeader with _____ for each blank', () => {
    const before = question({ blanks: [{ id: 'gone', answers: ['x'], value: '' }] });
    const after = withContent(before, content('Water boils at ', { blank: 'b1' }, ' degrees.'));
    expect(after.blanks).toEqual([{ id: 'b1', answers: [], value: '' }]);
    expect(after.vHeader).toBe('Water boils at _____ degrees.');
    expect(after.content).toEqual(content('Water boils at ', { blank: 'b1' }, ' degrees.'));
    expect(after.id).toBe(before.id);
  });
});

describe('accepted answers', () => {
  const base = question({ content: content({ blank: 'b1' }), blanks: [{ id: 'b1', answers: ['star'], value: '' }] });

  it('adds a trimmed answer and ignores empty ones and repeats (as scoring compares them)', () => {
    const one = addBlankAnswer(base, 'b1', '  sun ');
    expect(one.blanks[0].answers).toEqual(['star', 'sun']);
    expect(addBlankAnswer(one, 'b1', '   ').blanks[0].answers).toEqual(['star', 'sun']);
    expect(addBlankAnswer(one, 'b1', 'STAR').blanks[0].answers).toEqual(['star', 'sun']);
    expect(addBlankAnswer(one, 'other', 'x').blanks).toEqual(one.blanks);
  });

  it('removes the answer at an index', () => {
    expect(removeBlankAnswer(addBlankAnswer(base, 'b1', 'sun'), 'b1', 0).blanks[0].answers).toEqual(['sun']);
  });

  it('tells a right value from a wrong one by the scoring rule', () => {
    expect(isAcceptedValue(['Paris'], '  paris ')).toBe(true);
    expect(isAcceptedValue(['١٠٠'], '100')).toBe(true);
    expect(isAcceptedValue(['Paris'], 'Rome')).toBe(false);
    expect(isAcceptedValue(['Paris'], '')).toBe(false);
  });
});

describe('word bank', () => {
  it('adds words once and removes them by id', () => {
    const one = addWord(question(), ' star ');
    expect(one.options.map((word) => word.option)).toEqual(['star']);
    expect(addWord(one, 'Star').options).toHaveLength(1);
    expect(addWord(one, '').options).toHaveLength(1);
    const two = addWord(one, 'planet');
    expect(removeWord(two, two.options[0].id).options.map((word) => word.option)).toEqual(['planet']);
  });
});

describe('the applicant answer', () => {
  it('lists the filled blanks in reading order and leaves empty ones out', () => {
    const values = new Map([
      ['b2', 'hot'],
      ['b1', ''],
      ['b3', 'star'],
    ]);
    expect(answerFor(['b3', 'b1', 'b2'], values)).toEqual({
      type: 'FillTheBlank',
      blanks: [
        { blankId: 'b3', value: 'star' },
        { blankId: 'b2', value: 'hot' },
      ],
    });
  });

  it('reads the values of a saved answer', () => {
    expect(valuesOf(null).size).toBe(0);
    expect(valuesOf({ type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'x' }] }).get('b1')).toBe('x');
  });
});

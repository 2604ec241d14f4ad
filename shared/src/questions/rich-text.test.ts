import type { RichText } from './rich-text';
import {
  blankIdsOf,
  checkRichText,
  emptyRichText,
  htmlToText,
  isEmptyRichText,
  plainText,
  readRichText,
  RICH_TEXT_MAX_LENGTH,
  richTextFromPlain,
  richTextLength,
} from './rich-text';

const blank = (blankId: string) => ({ type: 'blank' as const, blankId, children: [{ text: '' }] });
const image = (url: string) => ({ type: 'image' as const, url, children: [{ text: '' }] });

describe('plainText', () => {
  it('puts blocks on their own lines and shows blanks as underscores', () => {
    const rich: RichText = [
      { type: 'heading', level: 1, children: [{ text: 'Title' }] },
      { type: 'paragraph', children: [{ text: 'Fill ' }, blank('b1'), { text: ' here', bold: true }] },
      {
        type: 'list',
        ordered: false,
        children: [
          { type: 'list-item', children: [{ text: 'one' }] },
          { type: 'list-item', children: [{ text: 'two' }] },
        ],
      },
      image('/media/x.png'),
    ];
    expect(plainText(rich)).toBe('Title\nFill _____ here\none\ntwo\n');
    expect(plainText(rich, '')).toBe('Title\nFill  here\none\ntwo\n');
  });
});

describe('isEmptyRichText: no text and no image', () => {
  it.each([
    ['no nodes', [], true],
    ['an empty paragraph', emptyRichText(), true],
    ['white space', richTextFromPlain('  \n '), true],
    ['only a blank', [{ type: 'paragraph', children: [blank('b1')] }], true],
    ['text', richTextFromPlain('x'), false],
    ['only an image', [image('/media/x.png')], false],
    ['text in a list', [{ type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ text: 'a' }] }] }], false],
  ] as [string, RichText, boolean][])('%s', (_name, rich, expected) => {
    expect(isEmptyRichText(rich)).toBe(expected);
  });
});

it('richTextLength counts the characters of text only', () => {
  expect(richTextLength([{ type: 'paragraph', children: [{ text: 'abc' }, blank('b1'), { text: 'de' }] }, image('/x.png')])).toBe(5);
});

it('blankIdsOf lists blanks in reading order, each once', () => {
  expect(blankIdsOf([{ type: 'paragraph', children: [blank('b2'), { text: ' ' }, blank('b1'), blank('b2')] }])).toEqual(['b2', 'b1']);
});

it('richTextFromPlain makes a paragraph per line', () => {
  expect(richTextFromPlain('a\nb')).toEqual([
    { type: 'paragraph', children: [{ text: 'a' }] },
    { type: 'paragraph', children: [{ text: 'b' }] },
  ]);
  expect(richTextFromPlain('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
});

describe('reading legacy strings', () => {
  it('turns HTML into paragraphs of its text, tags stripped, entities decoded', () => {
    expect(readRichText('<p>Hello <b>world</b> &amp; all</p><p>Second</p>')).toEqual(richTextFromPlain('Hello world & all\nSecond'));
  });

  it('decodes every named HTML entity, not only the few XML ones', () => {
    expect(htmlToText('Caf&eacute; &ndash; 5&nbsp;&times;&nbsp;3 &hellip; &#233;&#xE9;')).toBe('Café – 5 × 3 … éé');
    expect(htmlToText('AT&T &copy2024 &unknown;')).toBe('AT&T &copy2024 &unknown;');
  });

  it('never keeps markup: scripts, handlers and styles are gone', () => {
    const rich = readRichText(
      '<img src=x onerror="alert(1)"><script>alert(2)</script><style>p{}</style>Safe <a href="javascript:alert(3)">link</a>',
    );
    expect(JSON.stringify(rich)).not.toMatch(/alert|script|onerror|javascript|<|>/);
    expect(plainText(rich)).toBe('Safe link');
  });

  it('keeps a safe image so an image-only header is not empty', () => {
    const rich = readRichText('<p><img src="https://cdn.example/q.png"></p>');
    expect(isEmptyRichText(rich)).toBe(false);
    expect(rich).toContainEqual(image('https://cdn.example/q.png'));
  });

  it('a plain string is one paragraph', () => {
    expect(readRichText('What is 2 + 2?')).toEqual(richTextFromPlain('What is 2 + 2?'));
  });

  it('htmlToText keeps a lone "<" as text', () => {
    expect(htmlToText('3 < 5')).toBe('3 < 5');
  });

  it('null and undefined read as an empty value', () => {
    expect(readRichText(null)).toEqual(emptyRichText());
    expect(readRichText(undefined)).toEqual(emptyRichText());
  });

  it('a value that fails the check keeps its words', () => {
    expect(plainText(readRichText([{ type: 'video', children: [{ text: 'kept words' }] }]))).toBe('kept words');
  });
});

describe('checkRichText (what the server accepts)', () => {
  it('accepts every element type and rebuilds it from known keys', () => {
    const value = [
      { type: 'paragraph', align: 'right', children: [{ text: 'a', bold: true, italic: true, underline: true, color: 'red' }], extra: 1 },
      { type: 'heading', level: 2, children: [{ text: 'h' }] },
      { type: 'list', ordered: true, children: [{ type: 'list-item', children: [{ text: 'i' }] }] },
      { type: 'image', url: 'data:image/png;base64,iVBORw0KGgo=', alt: 'pic', children: [{ text: '' }] },
      { type: 'paragraph', children: [{ type: 'blank', blankId: 'b1', children: [{ text: 'leak' }] }] },
    ];
    const checked = checkRichText(value);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(JSON.stringify(checked.value)).not.toMatch(/color|extra|leak/);
    expect(checked.value[0]).toEqual({
      type: 'paragraph',
      align: 'right',
      children: [{ text: 'a', bold: true, italic: true, underline: true }],
    });
  });

  it('keeps superscript and subscript (O(n²), H₂O); a leaf claiming both is raised only', () => {
    const value = [
      {
        type: 'paragraph',
        children: [
          { text: 'O(n' },
          { text: '2', superscript: true },
          { text: ') H' },
          { text: '2', subscript: true },
          { text: 'x', superscript: true, subscript: true },
        ],
      },
    ];
    const checked = checkRichText(value);
    expect(checked.ok && checked.value[0]).toEqual({
      type: 'paragraph',
      children: [
        { text: 'O(n' },
        { text: '2', superscript: true },
        { text: ') H' },
        { text: '2', subscript: true },
        { text: 'x', superscript: true },
      ],
    });
  });

  it.each([
    ['not a list', 'text'],
    ['an unknown element', [{ type: 'iframe', children: [{ text: '' }] }]],
    ['a leaf without text', [{ type: 'paragraph', children: [{ bold: true }] }]],
    ['a javascript: image', [image('javascript:alert(1)')]],
    ['an SVG data URL', [image('data:image/svg+xml;base64,PHN2Zz4=')]],
    ['a protocol-relative image', [image('//evil.example/x.png')]],
    ['a heading level 7', [{ type: 'heading', level: 7, children: [{ text: '' }] }]],
    ['a blank with a bad id', [{ type: 'paragraph', children: [{ type: 'blank', blankId: '<x>', children: [] }] }]],
    ['too long', richTextFromPlain('x'.repeat(RICH_TEXT_MAX_LENGTH + 1))],
  ])('refuses %s', (_name, value) => {
    expect(checkRichText(value).ok).toBe(false);
  });

  it('refuses nesting too deep without overflowing the stack', () => {
    let value: unknown = { text: 'deep' };
    for (let depth = 0; depth < 100_000; depth += 1) value = { type: 'paragraph', children: [value] };
    expect(checkRichText([value])).toEqual({ ok: false, problem: 'Rich text is nested too deeply' });
  });

  it('refuses too many nodes', () => {
    const value = [{ type: 'paragraph', children: Array.from({ length: 25_000 }, () => ({ text: 'a' })) }];
    expect(checkRichText(value).ok).toBe(false);
  });

  it('accepts exactly 100000 characters', () => {
    expect(checkRichText(richTextFromPlain('x'.repeat(RICH_TEXT_MAX_LENGTH))).ok).toBe(true);
  });
});

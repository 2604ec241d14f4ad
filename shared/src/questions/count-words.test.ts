import { countRichTextWords, countWords } from './count-words';
import { richTextFromPlain } from './rich-text';

describe('countWords: tokens of text with HTML stripped', () => {
  it.each([
    ['empty', '', 0],
    ['white space only', '   \n\t ', 0],
    ['English', 'The quick brown fox jumps', 5],
    ['extra white space', '  The   quick\n\nbrown\tfox  ', 4],
    ['punctuation attached to words', 'Hello, world! How are you?', 5],
    ['punctuation-only tokens do not count', 'one - two — three … ! ?', 3],
    ['hyphenated and apostrophes are one word', "well-known don't", 2],
    ['numbers are words', 'In 2024 we had 3 exams', 6],
    ['Arabic', 'ذهب الطالب إلى المدرسة', 4],
    ['Arabic with Arabic punctuation', 'مرحبا ، كيف حالك ؟', 3],
    ['Arabic with diacritics', 'كَتَبَ الوَلَدُ الدَّرْسَ', 3],
    ['Arabic-Indic digits', 'عام ٢٠٢٤', 2],
    ['mixed Arabic and English', 'I love العربية and English', 5],
    ['HTML paragraphs do not glue words', '<p>one</p><p>two</p>', 2],
    ['HTML line break', 'one<br>two<br/>three', 3],
    ['inline tags inside a word', '<b>bo</b>ld <i>text</i>', 2],
    ['attributes are not words', '<span class="a b c" data-x="y z">word</span>', 1],
    ['script bodies are not words', 'hello<script>var a = b + c;</script>', 1],
    ['entities', 'one&nbsp;two &amp; three', 3],
    ['a lone "<" is text', '3 < 5 and 6 > 4', 5],
  ])('%s', (_name, text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

describe('countRichTextWords', () => {
  it('counts words across paragraphs without gluing them', () => {
    expect(countRichTextWords(richTextFromPlain('first line\nsecond line'))).toBe(4);
  });

  it('treats typed angle brackets as text, not tags', () => {
    expect(countRichTextWords(richTextFromPlain('<b> is bold'))).toBe(3);
  });

  it('joins marked runs of one word', () => {
    expect(countRichTextWords([{ type: 'paragraph', children: [{ text: 'bo', bold: true }, { text: 'ld word' }] }])).toBe(2);
  });
});

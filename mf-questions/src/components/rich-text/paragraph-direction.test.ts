import type { RichTextNode } from '@mizan/shared';
import { paragraphDirection } from './paragraph-direction';

const text = (value: string): RichTextNode[] => [{ text: value }];

test.each([
  ['What is the average of 4, 5, 6 and 10?', 'ltr'],
  ['ما متوسط الأعداد ٤ و٥ و٦ و١٠؟', 'rtl'],
  ['לשון עברית', 'rtl'],
  ['لغة Python سهلة', undefined],
  ['4 + 5 = ?', undefined],
  ['', undefined],
])('%s reads %s', (value, expected) => {
  expect(paragraphDirection(text(value))).toBe(expected);
});

test('letters inside marks and inline elements count; a blank adds none', () => {
  const nodes: RichTextNode[] = [
    { text: 'The capital of ', bold: true },
    { type: 'blank', blankId: 'b1', children: [{ text: '' }] },
    { text: ' is Cairo.' },
  ];
  expect(paragraphDirection(nodes)).toBe('ltr');
});

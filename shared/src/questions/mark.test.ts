import { isImageSource, isMediaUrl } from './media-url';
import { markValue, parseMark, roundMark, toLatinDigits } from './mark';

it.each([
  ['1', 1],
  ['2.5', 2.5],
  [' 3 ', 3],
  ['0', 0],
  ['.5', 0.5],
  ['5.', 5],
  ['٢٫٥', 2.5],
  ['۳', 3],
  ['', null],
  ['-1', null],
  ['+1', null],
  ['1e2', null],
  ['Infinity', null],
  ['abc', null],
])('parseMark(%j) is %j', (text, expected) => {
  expect(parseMark(text)).toBe(expected);
});

it('markValue reads invalid marks as 0', () => {
  expect(markValue('')).toBe(0);
  expect(markValue('x')).toBe(0);
  expect(markValue('4')).toBe(4);
});

it.each([
  [1.005, 1.01],
  [0.125, 0.13],
  [2 / 3, 0.67],
  [1 / 3, 0.33],
  [10, 10],
  [1e-9, 0],
  [-0.001, 0],
])('roundMark(%d) is %d', (value, expected) => {
  expect(roundMark(value)).toBe(expected);
});

it('toLatinDigits reads both Arabic digit sets', () => {
  expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ 42')).toBe('0123456789 0123456789 42');
});

describe('media URLs', () => {
  it.each([
    ['/media/a.webm', true, true],
    ['https://cdn.example/a.png', true, true],
    ['http://cdn.example/a.png', true, true],
    ['//evil.example/a.png', false, false],
    ['javascript:alert(1)', false, false],
    ['data:image/png;base64,AAAA', false, true],
    ['data:image/svg+xml;base64,AAAA', false, false],
    ['data:text/html;base64,AAAA', false, false],
    ['/media/a b.png', false, false],
    ['/media/"onload=x', false, false],
    ['', false, false],
  ])('%j: media %s, image %s', (url, media, image) => {
    expect([isMediaUrl(url), isImageSource(url)]).toEqual([media, image]);
  });
});

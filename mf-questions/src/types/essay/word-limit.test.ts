import { richTextFromPlain } from '@mizan/shared';
import { counterText, wordState } from './word-limit';

describe('wordState', () => {
  it('counts Arabic and English words and tells over the limit', () => {
    const text = richTextFromPlain('أنا أحب القراءة and books');
    expect(wordState(text, { wordlimit: 5, allowOverLimit: false })).toEqual({ count: 5, over: false, sendable: true });
    expect(wordState(text, { wordlimit: 4, allowOverLimit: false })).toEqual({ count: 5, over: true, sendable: false });
    expect(wordState(text, { wordlimit: 4, allowOverLimit: true })).toEqual({ count: 5, over: true, sendable: true });
  });

  it('counts words across paragraphs and ignores lone punctuation', () => {
    expect(wordState(richTextFromPlain('one\ntwo - three ،'), { wordlimit: 0, allowOverLimit: false }).count).toBe(3);
  });
});

describe('counterText', () => {
  const settings = { wordlimit: 1500, showWordCount: true, showWordLimit: true };
  it("reads 'x / limit' with both shown, and less with less", () => {
    expect(counterText(12, settings)).toBe('12 / 1,500');
    expect(counterText(12, { ...settings, showWordLimit: false })).toBe('12 words');
    expect(counterText(1, { ...settings, showWordLimit: false })).toBe('1 word');
    expect(counterText(12, { ...settings, showWordCount: false })).toBe('Word limit: 1,500');
    expect(counterText(12, { ...settings, showWordCount: false, showWordLimit: false })).toBeNull();
  });
});

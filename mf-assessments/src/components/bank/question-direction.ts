import type { Question } from '@mizan/shared';

const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;

/** Whether a text is written in Arabic: its first strong letter is Arabic (as dir="auto" reads it). */
export function isArabicText(text: string): boolean {
  const firstLetter = /[A-Za-z\u00C0-\u024F\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/.exec(text);
  return firstLetter !== null && ARABIC_LETTER.test(firstLetter[0]);
}

/** A bank question has no assessment language: it is edited right to left when its text is Arabic. */
export function questionDirection(question: Question): 'ltr' | 'rtl' {
  const text = question.headertxt.trim() !== '' ? question.headertxt : question.type === 'FillTheBlank' ? question.vHeader : '';
  return isArabicText(text) ? 'rtl' : 'ltr';
}

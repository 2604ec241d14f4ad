import type { TextDirection } from '@mizan/shared';

/**
 * The words beside a question whose mark a regrade corrected after its key
 * was fixed, in the result's language. Kept in this app rather than in
 * @mizan/shared: the applicant's page must not depend on a newer shell.
 */
export interface CorrectedOnWords {
  label: (date: string) => string;
  explanation: string;
}

const WORDS: Record<TextDirection, CorrectedOnWords> = {
  ltr: {
    label: (date) => `Corrected on ${date}`,
    explanation: 'The answer key of this question was corrected, and its mark with it.',
  },
  rtl: {
    label: (date) => `عُدِّلت الدرجة في ${date}`,
    explanation: 'صُحِّح مفتاح الإجابة لهذا السؤال، فعُدِّلت درجته.',
  },
};

export const correctedOnWords = (direction: TextDirection): CorrectedOnWords => WORDS[direction];

/** The day of the correction as the family reads it: '28 November 2026', or Arabic with Arabic digits. */
export function correctionDate(iso: string, direction: TextDirection): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(direction === 'rtl' ? 'ar-EG' : 'en-GB', { dateStyle: 'long' }).format(date);
}

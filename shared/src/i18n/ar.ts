import type { TrueFalseOptionId } from '../questions/question';

/**
 * Arabic words for the few labels SPEC's "Arabic dictionary" covers that an
 * applicant reads inside an Arabic (lang 'Ar', right-to-left) assessment.
 * The interface around them stays English (SPEC); stored values and wire
 * names never change (a TrueOrFalse answer is still 'True' or 'False').
 */
export const TRUE_FALSE_ARABIC: Record<TrueFalseOptionId, string> = {
  True: 'صح',
  False: 'خطأ',
};

/** How a True/False option reads: its Arabic word right to left, else as stored. */
export function trueFalseLabel(optionId: TrueFalseOptionId, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' ? TRUE_FALSE_ARABIC[optionId] : optionId;
}

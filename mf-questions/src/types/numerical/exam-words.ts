import type { NumericalUnitHandling } from '@mizan/shared';

interface NumericalExamWords {
  /** The unit select's name. */
  unit: string;
  /** The select's empty choice: no unit where one is optional, a prompt where one is required. */
  noUnit: (handling: NumericalUnitHandling) => string;
}

/**
 * The applicant's words around a Numerical answer, in the assessment's
 * language (the words of the other types are in shared's applicantText;
 * these two belong to this type alone).
 */
const WORDS: Readonly<Record<'ltr' | 'rtl', NumericalExamWords>> = {
  ltr: { unit: 'Unit', noUnit: (handling) => (handling === 'required' ? 'Choose a unit' : 'No unit') },
  rtl: { unit: 'الوحدة', noUnit: (handling) => (handling === 'required' ? 'اختر الوحدة' : 'بدون وحدة') },
};

export function numericalExamWords(direction: 'ltr' | 'rtl'): NumericalExamWords {
  return WORDS[direction];
}

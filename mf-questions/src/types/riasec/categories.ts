import type { ChoiceOption, RiasecCategory } from '@mizan/shared';
import { plainText, RIASEC_CATEGORIES, RIASEC_CATEGORY_NAMES } from '@mizan/shared';

/** 'S — Social': how a category reads in the editor and the grading view. */
export function categoryLabel(category: RiasecCategory): string {
  return `${category} — ${RIASEC_CATEGORY_NAMES[category]}`;
}

/** The category select's options, in R, I, A, S, E, C order. */
export const CATEGORY_OPTIONS = RIASEC_CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }));

/** An option's text ('أرغب' or 'لا أرغب'). */
export function optionText(option: Pick<ChoiceOption, 'option'>): string {
  return plainText(option.option).trim();
}

import { toLatinDigits } from './mark';

/**
 * How a typed answer is compared with the accepted answers of a blank
 * (FillTheBlank, defined by us; SPEC is silent): Unicode NFKC (so Arabic
 * presentation forms and full-width letters read as the plain ones), trimmed,
 * runs of white space as one space, lower case, and Arabic-Indic (٠-٩) and
 * Eastern Arabic-Indic (۰-۹) digits as 0-9. Arabic diacritics (tashkeel) are
 * kept: in a grammar question they can be the point.
 */
export function normalizeAnswerText(text: string): string {
  return toLatinDigits(text.normalize('NFKC')).trim().replace(/\s+/gu, ' ').toLowerCase();
}

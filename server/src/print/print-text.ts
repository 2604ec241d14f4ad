import { html, type SafeHtml } from './html';
import { ARABIC_LANGUAGE_NAME, PRINT_TEXT_AR, type PrintWord } from './print-text-ar';

export type PrintLanguage = 'en' | 'ar';
export type CountNoun = 'applicant' | 'student' | 'enrolled student';

/**
 * Everything a print page says, in one language: the English is SPEC's and
 * the pages' own wording, unchanged; the Arabic is in ./print-text-ar.ts.
 * Staff choose Arabic with ?lang=ar (the side menu's Arabic reports, or the
 * link on each report).
 */
export interface PrintText {
  lang: PrintLanguage;
  dir: 'ltr' | 'rtl';
  word(word: PrintWord): string;
  number(value: number): string;
  date(when: Date): string;
  count(count: number, noun: CountNoun): string;
  printed(when: string, by: string): SafeHtml;
  hint(button: SafeHtml): SafeHtml;
  /** The same report in the other language (a link in the on-screen hint, not printed). */
  otherLanguage: { href: string; lang: PrintLanguage; label: string };
  /** An @page rule for the footer's page numbers when print.css's English ones do not fit. */
  pageNumbers: SafeHtml | null;
  listSeparator: string;
  comma: string;
  bandChartTitle(score: string): string;
  notYetScored(count: number): string;
  maleFemale(male: number, female: number): string;
  countOf(count: number, label: string): string;
  accessMessage(status: 401 | 403, message: string): string;
  accessNext(status: 401 | 403): SafeHtml;
}

const dateEn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

export const PRINT_TEXT_EN: PrintText = {
  lang: 'en',
  dir: 'ltr',
  word: (word) => word,
  number: (value) => value.toLocaleString('en'),
  date: (when) => dateEn.format(when),
  count: (count, noun) => `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : 's'}`,
  printed: (when, by) => html`Printed ${when}<br>by ${by}`,
  hint: (button) =>
    html`${button} <strong>Print:</strong> press Ctrl+P (⌘P on a Mac) or the Print button. The pages are laid out for A4, with page numbers.`,
  otherLanguage: { href: '?lang=ar', lang: 'ar', label: ARABIC_LANGUAGE_NAME },
  pageNumbers: null,
  listSeparator: '; ',
  comma: ', ',
  bandChartTitle: (score) => `${score}: applicants per 10-point band`,
  notYetScored: (count) => `not yet scored: ${count}`,
  maleFemale: (male, female) => `${male} male, ${female} female`,
  countOf: (count, label) => `${count} ${label.toLowerCase()}`,
  accessMessage: (_status, message) => message,
  accessNext: (status) =>
    status === 401
      ? html`<a href="/login">Sign in</a>, then open the report again from the side menu.`
      : html`Ask an administrator for the permission, or go back to the <a href="/dashboard/Applicants">applicants</a>.`,
};

/** The language a print page is asked for: ?lang=ar is Arabic; anything else (or nothing) is English. */
export function printLanguage(query: unknown): PrintLanguage {
  const lang = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).lang : undefined;
  return typeof lang === 'string' && lang.toLowerCase() === 'ar' ? 'ar' : 'en';
}

export function printText(language: PrintLanguage): PrintText {
  return language === 'ar' ? PRINT_TEXT_AR : PRINT_TEXT_EN;
}

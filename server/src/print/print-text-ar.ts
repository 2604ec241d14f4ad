import { html, type SafeHtml } from './html';
import type { PrintText } from './print-text';

/**
 * The print pages' Arabic dictionary: every word an Arabic report shows,
 * keyed by the English it replaces (the English pages print the key itself,
 * so SPEC's English stays exactly as it is). Stored values (male, Yes) and
 * what staff typed (names, schools) are never translated, only shown.
 * Numbers keep Western digits, as the IDs, mobiles and scores beside them.
 */
export const PRINT_WORDS_AR = {
  Final: 'النتائج النهائية',
  'Enrollments per school': 'الالتحاق حسب المدرسة',
  'All male Students': 'جميع الطلاب',
  'All female students': 'جميع الطالبات',
  Statistics: 'الإحصاءات',
  Mizan: 'ميزان',
  Print: 'طباعة',
  'No school': 'بدون مدرسة',
  'No applicants.': 'لا يوجد متقدمون.',
  Name: 'الاسم',
  'SSN(ID)': 'الرقم القومي',
  Gender: 'الجنس',
  Mobile: 'الجوال',
  'Unified Code': 'الكود الموحد',
  Position: 'الصف أو الوظيفة',
  'Prep.': 'الإعدادية',
  'Math.': 'الرياضيات',
  'Eng.': 'الإنجليزية',
  Review: 'التقييم',
  'Enrolled?': 'ملتحق؟',
  'Career Interest': 'الميول المهنية',
  Applicants: 'المتقدمون',
  Enrolled: 'الملتحقون',
  Interviewed: 'أُجريت لهم المقابلة',
  Schools: 'المدارس',
  'Male students': 'الطلاب',
  'Female students': 'الطالبات',
  'Of all applicants': 'من إجمالي المتقدمين',
  'Enrolment by school': 'الالتحاق حسب المدرسة',
  School: 'المدرسة',
  'Not enrolled': 'غير ملتحقين',
  'Not decided': 'لم يُحسم',
  'All schools': 'جميع المدارس',
  Band: 'الفئة',
  Share: 'النسبة',
  'Prep. Score': 'درجة الإعدادية',
  'Math. Score': 'درجة الرياضيات',
  'Eng. Score': 'درجة الإنجليزية',
  'My Review (100)': 'تقييم المقابلة (100)',
  'Not yet': 'لم تُرصد بعد',
  'Applicants per school by gender': 'المتقدمون في كل مدرسة حسب الجنس',
  Male: 'ذكور',
  Female: 'إناث',
  All: 'الكل',
  'Enrolment per school': 'الالتحاق في كل مدرسة',
  'By school': 'حسب المدرسة',
  'By gender': 'حسب الجنس',
  'Avg. Prep.': 'متوسط الإعدادية',
  'Avg. Math.': 'متوسط الرياضيات',
  'Avg. Eng.': 'متوسط الإنجليزية',
  'Avg. Review': 'متوسط التقييم',
  'Not known': 'غير معروف',
  'Applicants by career interest': 'المتقدمون حسب الميول المهنية',
  'Score distributions': 'توزيع الدرجات',
  'Career interest': 'الميول المهنية',
  'Applicants per school and gender': 'المتقدمون حسب المدرسة والجنس',
  'Average review': 'متوسط التقييم',
  male: 'ذكر',
  female: 'أنثى',
  Yes: 'نعم',
  No: 'لا',
  'Please sign in': 'يُرجى تسجيل الدخول',
  'Not allowed': 'غير مسموح',
} as const;

export type PrintWord = keyof typeof PRINT_WORDS_AR;

/** The link from an English report to the same report in Arabic. */
export const ARABIC_LANGUAGE_NAME = 'العربية';

const dateAr = new Intl.DateTimeFormat('ar-u-nu-latn', { dateStyle: 'long', timeStyle: 'short' });

export const PRINT_TEXT_AR: PrintText = {
  lang: 'ar',
  dir: 'rtl',
  word: (word) => PRINT_WORDS_AR[word],
  number: (value) => value.toLocaleString('en'),
  date: (when) => dateAr.format(when),
  count: (count) => `العدد: ${count.toLocaleString('en')}`,
  printed: (when, by) => html`طُبع في ${when}<br>بواسطة <bdi>${by}</bdi>`,
  hint: (button) =>
    html`${button} <strong>للطباعة:</strong> اضغط Ctrl+P (أو ⌘P على ماك) أو زر «طباعة». الصفحات مهيأة لورق A4 مع أرقام الصفحات.`,
  otherLanguage: { href: '?lang=en', lang: 'en', label: 'English' },
  pageNumbers: html` @bottom-right { content: "صفحة " counter(page) " من " counter(pages); }`,
  listSeparator: '؛ ',
  comma: '، ',
  bandChartTitle: (score) => `${score}: عدد المتقدمين في كل فئة من 10 درجات`,
  notYetScored: (count) => `لم تُرصد بعد: ${count}`,
  maleFemale: (male, female) => `${male} ذكور، ${female} إناث`,
  countOf: (count, label) => `${label} ${count}`,
  accessMessage: (status, _message) =>
    status === 401 ? 'انتهت الجلسة أو لم تسجّل الدخول بعد.' : 'ليست لديك الصلاحية اللازمة لفتح هذا التقرير.',
  accessNext: (status): SafeHtml =>
    status === 401
      ? html`<a href="/login">سجّل الدخول</a>، ثم افتح التقرير مرة أخرى من القائمة الجانبية.`
      : html`اطلب الصلاحية من مسؤول النظام، أو عُد إلى <a href="/dashboard/Applicants">قائمة المتقدمين</a>.`,
};

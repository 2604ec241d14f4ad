/**
 * The words of the merit list's and the admission rounds' files and printed
 * pages, in English and Arabic (the language staff choose with ?lang=ar).
 * Names, schools and assessments are shown as staff typed them.
 */
export type ReportLanguage = 'en' | 'ar';

const WORDS = {
  'Merit list': 'قائمة الترتيب حسب الجدارة',
  'Admission round': 'جولة القبول',
  Rank: 'الترتيب',
  '#': 'الرقم',
  Name: 'الاسم',
  School: 'المدرسة',
  'Total (100)': 'المجموع (100)',
  'Prep. Score': 'درجة الإعدادية',
  'Math. Score': 'درجة الرياضيات',
  'Eng. Score': 'درجة الإنجليزية',
  Interview: 'المقابلة',
  'Career match': 'التوافق المهني',
  Seat: 'المقعد',
  'Within seats': 'ضمن المقاعد',
  'Below the cut-off': 'بعد آخر مقعد',
  'Not taken': 'لم يُؤدَّ',
  Seats: 'المقاعد',
  Applicants: 'المتقدمون',
  Weights: 'الأوزان',
  Decision: 'القرار',
  'Waitlist position': 'الترتيب في قائمة الانتظار',
  'Offer deadline': 'آخر موعد للرد',
  'Every school': 'جميع المدارس',
  'Offer window (hours)': 'مهلة العرض (ساعات)',
  'Round deadline': 'الموعد النهائي للجولة',
  'No applicants.': 'لا يوجد متقدمون.',
} as const;

export type ReportWord = keyof typeof WORDS;

export function reportWord(word: ReportWord, language: ReportLanguage): string {
  return language === 'ar' ? WORDS[word] : word;
}

/** The language asked for: ?lang=ar is Arabic; anything else (or nothing) English. */
export function reportLanguage(value: unknown): ReportLanguage {
  return typeof value === 'string' && value.toLowerCase() === 'ar' ? 'ar' : 'en';
}

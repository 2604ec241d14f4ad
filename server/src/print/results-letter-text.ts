/**
 * The results letter's words, in the assessment's language (the letter
 * follows the assessment, not the staff member's screen).
 */
export interface LetterText {
  lang: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  heading: string;
  applicant: string;
  nationalId: string;
  school: string;
  assessment: string;
  submitted: string;
  score: string;
  percent: string;
  career: string;
  question: string;
  mark: string;
  feedback: string;
  noFeedback: string;
  notGraded: string;
  awaitingGrading: string;
  notReleased: string;
  signature: string;
  signatory: string;
  date: string;
  printHint: string;
  print: string;
  locale: string;
}

export const LETTER_EN: LetterText = {
  lang: 'en',
  dir: 'ltr',
  heading: 'Assessment results letter',
  applicant: 'Applicant',
  nationalId: 'National ID',
  school: 'School applied to',
  assessment: 'Assessment',
  submitted: 'Submitted',
  score: 'Score',
  percent: 'Percent',
  career: 'Career interest (Holland code)',
  question: 'Question',
  mark: 'Mark',
  feedback: 'Feedback',
  noFeedback: '—',
  notGraded: 'Not graded yet',
  awaitingGrading: 'Some answers are still being graded: the score below is not final.',
  notReleased: 'This result has not been released to the applicant yet: feedback per question appears once it is released.',
  signature: 'Signature',
  signatory: 'Head of admissions',
  date: 'Date',
  printHint: 'Press Ctrl+P (⌘P on a Mac) or the Print button. The letter is laid out for one A4 page.',
  print: 'Print',
  locale: 'en-GB',
};

export const LETTER_AR: LetterText = {
  lang: 'ar',
  dir: 'rtl',
  heading: 'خطاب نتيجة الاختبار',
  applicant: 'المتقدّم',
  nationalId: 'الرقم القومي',
  school: 'المدرسة المتقدَّم إليها',
  assessment: 'الاختبار',
  submitted: 'تاريخ التسليم',
  score: 'الدرجة',
  percent: 'النسبة المئوية',
  career: 'الميول المهنية (رمز هولاند)',
  question: 'السؤال',
  mark: 'الدرجة',
  feedback: 'الملاحظات',
  noFeedback: '—',
  notGraded: 'لم يُصحَّح بعد',
  awaitingGrading: 'ما زال تصحيح بعض الإجابات جاريًا: الدرجة أدناه ليست نهائية.',
  notReleased: 'لم تُعلَن هذه النتيجة للمتقدّم بعد: تظهر الملاحظات على كل سؤال بعد إعلانها.',
  signature: 'التوقيع',
  signatory: 'مسؤول القبول',
  date: 'التاريخ',
  printHint: 'اضغط Ctrl+P (أو ⌘P على ماك) أو زر الطباعة. الخطاب مُعدّ لصفحة A4 واحدة.',
  print: 'طباعة',
  locale: 'ar-EG',
};

export const letterText = (lang: 'En' | 'Ar'): LetterText => (lang === 'Ar' ? LETTER_AR : LETTER_EN);

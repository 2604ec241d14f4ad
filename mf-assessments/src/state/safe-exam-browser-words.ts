import type { AssessmentLang } from '@mizan/shared';

/** The Safe Exam Browser setting's words, in the assessment's language (its lab staff read them too). */
export const SEB_WORDS: Record<
  AssessmentLang,
  {
    title: string;
    require: string;
    requireHelp: string;
    keysLabel: string;
    keysHelp: string;
    save: string;
    download: string;
    saveFirst: string;
    loadFailed: string;
    roomRequired: string;
    configKey: string;
  }
> = {
  En: {
    title: 'Safe Exam Browser',
    require: 'Require Safe Exam Browser',
    requireHelp:
      "Applicants must open the exam with this assessment's .seb file. Any other browser is shown a page that says so, with the file, and its calls are refused.",
    keysLabel: 'Allowed Browser Exam Keys (optional, one per line)',
    keysHelp:
      'To accept only certain Safe Exam Browser versions, paste the Browser Exam Key each shows for this .seb file (64 hexadecimal characters). Leave it empty to accept any version.',
    save: 'Save Safe Exam Browser setting',
    download: 'Download the .seb file',
    saveFirst: 'Save the assessment first; then Safe Exam Browser can be required here.',
    loadFailed: 'The Safe Exam Browser setting could not be loaded.',
    roomRequired: 'Safe Exam Browser required: other browsers are refused.',
    configKey: 'Config Key of the .seb file on this site:',
  },
  // .seb is isolated left to right (U+2066 … U+2069): the bidi rules otherwise draw it as seb. in Arabic text.
  Ar: {
    title: 'متصفح الاختبار الآمن Safe Exam Browser',
    require: 'اشتراط Safe Exam Browser',
    requireHelp:
      'يجب أن يفتح المتقدمون الاختبار بملف \u2066.seb\u2069 الخاص بهذا الاختبار. أي متصفح آخر تظهر له صفحة تقول ذلك ومعها الملف، وتُرفض طلباته.',
    keysLabel: 'مفاتيح Browser Exam Key المسموح بها (اختياري، مفتاح في كل سطر)',
    keysHelp:
      'لقبول إصدارات محددة فقط من Safe Exam Browser، الصق مفتاح Browser Exam Key الذي يعرضه كل إصدار لملف \u2066.seb\u2069 هذا (64 حرفاً ست عشرياً). اتركه فارغاً لقبول أي إصدار.',
    save: 'حفظ إعداد Safe Exam Browser',
    download: 'تنزيل ملف \u2066.seb\u2069',
    saveFirst: 'احفظ الاختبار أولاً، ثم يمكن اشتراط Safe Exam Browser هنا.',
    loadFailed: 'تعذّر تحميل إعداد Safe Exam Browser.',
    roomRequired: 'يشترط Safe Exam Browser: تُرفض المتصفحات الأخرى.',
    configKey: 'مفتاح Config Key لملف \u2066.seb\u2069 على هذا الموقع:',
  },
};

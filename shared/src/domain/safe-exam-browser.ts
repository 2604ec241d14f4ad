import type { AssessmentLang } from './assessment';

/**
 * Safe Exam Browser's headers (safeexambrowser.org/developer/seb-config-key.html):
 * SHA-256 (Base16) of the absolute request URL, without its fragment, followed by
 * the Config Key, and by the Browser Exam Key.
 */
export const SEB_CONFIG_KEY_HASH_HEADER = 'x-safeexambrowser-configkeyhash';
export const SEB_REQUEST_HASH_HEADER = 'x-safeexambrowser-requesthash';

/** A Browser Exam Key as SEB shows it: SHA-256, 64 hexadecimal characters. */
export const BROWSER_EXAM_KEY_PATTERN = /^[0-9a-fA-F]{64}$/;

/** What an applicant sees when a page or call of an assessment that requires SEB comes from another browser. */
export interface SebRefusalWords {
  title: string;
  sentence: string;
  open: string;
  download: string;
  help: string;
}

export const SEB_REFUSAL_WORDS: Record<AssessmentLang, SebRefusalWords> = {
  En: {
    title: 'Open this exam in Safe Exam Browser',
    sentence:
      "This exam can only be taken in Safe Exam Browser with this exam's settings. Open it with the link below, or ask the proctor for help.",
    open: 'Open the exam in Safe Exam Browser',
    download: 'Download the settings file (.seb)',
    help: 'Safe Exam Browser must be installed on this device. If the link does nothing, download the settings file and open it.',
  },
  // .seb is isolated left to right (U+2066 … U+2069): the bidi rules otherwise draw it as seb. in Arabic text.
  Ar: {
    title: 'افتح هذا الاختبار في Safe Exam Browser',
    sentence:
      'لا يمكن أداء هذا الاختبار إلا في متصفح الاختبار الآمن Safe Exam Browser بإعدادات هذا الاختبار. افتحه من الرابط أدناه، أو اطلب المساعدة من المراقب.',
    open: 'افتح الاختبار في Safe Exam Browser',
    download: 'نزّل ملف الإعدادات (\u2066.seb\u2069)',
    help: 'يجب أن يكون Safe Exam Browser مثبتاً على هذا الجهاز. إذا لم يفعل الرابط شيئاً، فنزّل ملف الإعدادات وافتحه.',
  },
};

/** The refusal of an applicant's call without a valid SEB hash, in the assessment's language. */
export const sebRefusalMessage = (lang: AssessmentLang): string => SEB_REFUSAL_WORDS[lang].sentence;

/** The public link to an assessment's .seb file (for a page's links; `seb` scheme: SEB itself opens it). */
export const sebConfigFilePath = (assessmentId: number): string => `/api/emp/sebconfig.php?id=${assessmentId}`;

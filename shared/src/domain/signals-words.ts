import type { AssessmentLang } from './assessment';
import type { SignalKind } from './signals';

/** What staff read about signals (the builder's setting, the control room's list), in the assessment's language. */
export interface SignalStaffWords {
  settingTitle: string;
  settingLabel: string;
  settingHelp: string;
  saveFirst: string;
  loadFailed: string;
  kinds: Record<SignalKind, string>;
  /** The count's button, for a screen reader. */
  showFor: (count: number, name: string) => string;
  listTitle: (name: string) => string;
  none: string;
  deviceTime: string;
  serverTime: string;
  notVerdicts: string;
  close: string;
}

export const SIGNAL_STAFF_WORDS: Record<AssessmentLang, SignalStaffWords> = {
  En: {
    settingTitle: 'Signals',
    settingLabel: 'Record signals',
    settingHelp:
      'The applicant is told before the first question. Kept with times: the page hidden or the window losing focus, leaving full screen, pasting into an essay. Signals are counted in the control room; they are never verdicts.',
    saveFirst: 'Save the assessment first.',
    loadFailed: 'The signal setting could not be loaded.',
    kinds: {
      'page-hidden': 'Page hidden',
      'focus-lost': 'Window lost focus',
      'fullscreen-left': 'Left full screen',
      'essay-paste': 'Pasted into an essay',
    },
    showFor: (count, name) => `${count} ${count === 1 ? 'signal' : 'signals'} for ${name}: show them`,
    listTitle: (name) => `Signals: ${name}`,
    none: 'No signals.',
    deviceTime: 'On the device',
    serverTime: 'Received',
    notVerdicts: 'Signals are what the browser reported, not what the applicant did or meant: never a verdict on their own.',
    close: 'Close',
  },
  Ar: {
    settingTitle: 'الإشارات',
    settingLabel: 'تسجيل الإشارات',
    settingHelp:
      'يُبلَّغ المتقدم قبل السؤال الأول. تُحفظ مع أوقاتها: إخفاء الصفحة أو فقد النافذة للتركيز، والخروج من ملء الشاشة، واللصق في إجابة مقالية. تُعدّ الإشارات في غرفة المراقبة، وليست أحكامًا أبدًا.',
    saveFirst: 'احفظ الاختبار أولًا.',
    loadFailed: 'تعذّر تحميل إعداد الإشارات.',
    kinds: {
      'page-hidden': 'أُخفيت الصفحة',
      'focus-lost': 'فقدت النافذة التركيز',
      'fullscreen-left': 'خروج من ملء الشاشة',
      'essay-paste': 'لصق في إجابة مقالية',
    },
    showFor: (count, name) => `${count} إشارة للمتقدم ${name}: اعرضها`,
    listTitle: (name) => `الإشارات: ${name}`,
    none: 'لا توجد إشارات.',
    deviceTime: 'على الجهاز',
    serverTime: 'وقت الاستلام',
    notVerdicts: 'الإشارات هي ما أبلغ عنه المتصفح، لا ما فعله المتقدم أو قصده: ليست حكمًا بمفردها أبدًا.',
    close: 'إغلاق',
  },
};

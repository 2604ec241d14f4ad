import type { AssessmentLang, ProctorKind } from '@mizan/shared';

/** The proctor's gate as staff read it (builder and control room), in the assessment's language. */
export interface ProctorStaffWords {
  settingsTitle: string;
  startLabel: string;
  resumeLabel: string;
  settingsHelp: string;
  saveFirst: string;
  loadFailed: string;
  waitingTitle: string;
  nobodyWaiting: string;
  kind: Record<ProctorKind, string>;
  waitingFor: (minutes: number) => string;
  letIn: string;
  refuse: string;
  refuseTitle: (name: string) => string;
  reasonLabel: string;
  reasonHelp: string;
  cancel: string;
  pinTitle: string;
  pinHelp: string;
  rotate: string;
  rotateConfirm: string;
}

export const PROCTOR_STAFF_WORDS: Record<AssessmentLang, ProctorStaffWords> = {
  En: {
    settingsTitle: "The proctor's gate",
    startLabel: 'Starting needs a proctor',
    resumeLabel: 'Resuming on another browser needs a proctor',
    settingsHelp:
      'The applicant waits on a screen that moves on by itself once a proctor lets them in from the control room, or types the PIN of the day on their device. The clock starts when the exam opens, not when they are let in.',
    saveFirst: "Save the assessment first; then its proctor's gate can be set here.",
    loadFailed: "The proctor's gate could not be loaded.",
    waitingTitle: 'Waiting for a proctor',
    nobodyWaiting: 'Nobody is waiting.',
    kind: { start: 'to start', resume: 'to continue on another browser' },
    waitingFor: (minutes) => (minutes < 1 ? 'just now' : `for ${minutes} min`),
    letIn: 'Let in',
    refuse: 'Refuse',
    refuseTitle: (name) => `Refuse ${name}`,
    reasonLabel: 'Reason (the applicant reads it)',
    reasonHelp: '3 to 500 characters; written to the audit log.',
    cancel: 'Cancel',
    pinTitle: 'PIN of the day',
    pinHelp: "Type it on an applicant's device to let them in. It changes every day; a new one stops the old one at once.",
    rotate: 'New PIN',
    rotateConfirm: 'Make a new PIN for today? The old one stops working at once.',
  },
  Ar: {
    settingsTitle: 'بوابة المراقب',
    startLabel: 'بدء الاختبار يحتاج إلى مراقب',
    resumeLabel: 'المتابعة على متصفح آخر تحتاج إلى مراقب',
    settingsHelp:
      'ينتظر المتقدم على شاشة تنتقل تلقائيًا بمجرد أن يسمح له المراقب من غرفة المراقبة، أو يكتب الرقم السري لهذا اليوم على جهازه. يبدأ الوقت عند فتح الاختبار، لا عند السماح بالدخول.',
    saveFirst: 'احفظ الاختبار أولًا؛ ثم يمكن ضبط بوابة المراقب هنا.',
    loadFailed: 'تعذّر تحميل إعدادات بوابة المراقب.',
    waitingTitle: 'في انتظار المراقب',
    nobodyWaiting: 'لا أحد في الانتظار.',
    kind: { start: 'لبدء الاختبار', resume: 'للمتابعة على متصفح آخر' },
    waitingFor: (minutes) => (minutes < 1 ? 'الآن' : `منذ ${minutes} دقيقة`),
    letIn: 'السماح بالدخول',
    refuse: 'رفض',
    refuseTitle: (name) => `رفض ${name}`,
    reasonLabel: 'السبب (يقرؤه المتقدم)',
    reasonHelp: 'من ٣ إلى ٥٠٠ حرف؛ يُسجَّل في سجل التدقيق.',
    cancel: 'إلغاء',
    pinTitle: 'الرقم السري لهذا اليوم',
    pinHelp: 'اكتبه على جهاز المتقدم للسماح له بالدخول. يتغير كل يوم؛ والرقم الجديد يوقف القديم فورًا.',
    rotate: 'رقم جديد',
    rotateConfirm: 'إنشاء رقم سري جديد لهذا اليوم؟ سيتوقف القديم فورًا.',
  },
};

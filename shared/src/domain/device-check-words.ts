import type { AssessmentLang } from './assessment';
import type { DeviceCheckName, DeviceCheckOutcome, DeviceCheckReason, DeviceVerdict, RoomDeviceState } from './device-check';
import { deviceCheckOfferWords } from './device-check-offer-words';

/**
 * What the device rehearsal says, in the assessment's language: each check's
 * name, and for each way a check can come out, one sentence saying what it
 * means and what to do. Figures (ms, Mbit/s, 390×844) travel separately in
 * the result's `detail` and are shown left to right beside the sentence.
 */
export interface DeviceCheckWords {
  title: string;
  intro: string;
  start: string;
  again: string;
  running: string;
  checkNames: Record<DeviceCheckName, string>;
  outcomes: Record<DeviceCheckOutcome, string>;
  verdicts: Record<DeviceVerdict, string>;
  /** Said once the result is kept: where it goes. */
  keptBeforeRegistration: string;
  kept: string;
  notKept: string;
  /** The recording played back. */
  playback: string;
  close: string;
}

const EN: DeviceCheckWords = {
  title: 'Check this device',
  intro:
    'Before the exam, check that this device can take it: the network, saving answers on the device, the microphone and camera when the exam needs them, uploading, the screen and the browser. It takes about half a minute.',
  start: deviceCheckOfferWords('En').start,
  again: 'Check again',
  running: deviceCheckOfferWords('En').running,
  checkNames: {
    network: 'Connection to the exam server',
    download: 'Download speed',
    storage: 'Saving answers on this device',
    microphone: 'Microphone',
    camera: 'Camera',
    upload: 'Uploading a file',
    screen: 'Screen size',
    browser: 'Browser',
  },
  outcomes: { pass: 'Passed', warn: 'Warning', fail: 'Failed', skipped: 'Not needed' },
  verdicts: {
    ready: 'This device is ready for the exam.',
    warned: 'This device can take the exam, but read the warnings below.',
    failed: 'This device is not ready for the exam. Fix what failed below, then check again, or use another device.',
  },
  keptBeforeRegistration: 'The result is sent to the school when you register.',
  kept: 'The result was sent to the school.',
  notKept: 'The result could not be sent to the school; the checks above still hold.',
  playback: 'Your recording, played back',
  close: 'Close',
};

const AR: DeviceCheckWords = {
  title: 'افحص هذا الجهاز',
  intro:
    'قبل الاختبار، تأكد أن هذا الجهاز يصلح له: الشبكة، وحفظ الإجابات على الجهاز، والميكروفون والكاميرا إذا احتاجهما الاختبار، ورفع الملفات، والشاشة، والمتصفح. يستغرق الفحص نحو نصف دقيقة.',
  start: deviceCheckOfferWords('Ar').start,
  again: 'أعد الفحص',
  running: deviceCheckOfferWords('Ar').running,
  checkNames: {
    network: 'الاتصال بخادم الاختبار',
    download: 'سرعة التنزيل',
    storage: 'حفظ الإجابات على هذا الجهاز',
    microphone: 'الميكروفون',
    camera: 'الكاميرا',
    upload: 'رفع ملف',
    screen: 'حجم الشاشة',
    browser: 'المتصفح',
  },
  outcomes: { pass: 'ناجح', warn: 'تنبيه', fail: 'فشل', skipped: 'غير مطلوب' },
  verdicts: {
    ready: 'هذا الجهاز جاهز للاختبار.',
    warned: 'يمكن أداء الاختبار على هذا الجهاز، لكن اقرأ التنبيهات أدناه.',
    failed: 'هذا الجهاز ليس جاهزًا للاختبار. أصلح ما فشل أدناه ثم أعد الفحص، أو استخدم جهازًا آخر.',
  },
  keptBeforeRegistration: 'تُرسل النتيجة إلى المدرسة عند التسجيل.',
  kept: 'أُرسلت النتيجة إلى المدرسة.',
  notKept: 'تعذر إرسال النتيجة إلى المدرسة؛ ونتائج الفحص أعلاه صحيحة.',
  playback: 'تسجيلك، يُعاد تشغيله',
  close: 'إغلاق',
};

type Sentences = { [Name in DeviceCheckName]: Record<DeviceCheckReason<Name>, string> };

const SENTENCES_EN: Sentences = {
  network: {
    ok: 'The exam server answers quickly.',
    slow: 'The exam server answers slowly: move closer to the Wi-Fi router or use another network. Your answers are still kept on the device until they reach the server.',
    unreachable: 'The exam server could not be reached: check that the device is connected to the internet, then check again.',
  },
  download: {
    ok: 'Questions and pictures will load quickly.',
    slow: 'Downloading is slow: pictures and recordings in questions may take long to appear. Move closer to the router or use another network.',
    failed: 'The test file could not be downloaded: check the connection, then check again.',
  },
  storage: {
    ok: 'Answers can be kept on this device while they are sent.',
    refused:
      'This browser does not let the exam keep answers on the device (a private window, or storage turned off or full): open the exam in a normal window, or free some space.',
  },
  microphone: {
    ok: 'The microphone recorded; listen to the playback to be sure you can be heard.',
    denied:
      "The microphone is blocked for this page: allow it in the browser's site settings (the lock or camera icon by the address), then check again.",
    missing: 'No microphone was found: connect one or use a device that has one.',
    silent: 'The microphone recorded nothing: check that it is not muted, then check again.',
    unsupported: 'This browser cannot record: use a recent Chrome, Edge, Firefox or Safari.',
    notNeeded: 'This exam does not record sound.',
  },
  camera: {
    ok: 'The camera recorded; look at the playback to be sure it shows you.',
    denied:
      "The camera is blocked for this page: allow it in the browser's site settings (the lock or camera icon by the address), then check again.",
    missing: 'No camera was found: connect one or use a device that has one.',
    silent: 'The camera recorded nothing: close other apps that use it, then check again.',
    unsupported: 'This browser cannot record video: use a recent Chrome, Edge, Firefox or Safari.',
    notNeeded: 'This exam does not record video.',
  },
  upload: {
    ok: 'Files reach the server.',
    slow: 'Uploading is slow: a recorded or attached answer may take long to send. Move closer to the router or use another network.',
    refused: 'The server refused the test file; show this to the proctor.',
    failed: "The test file did not reach the server: the network may block uploads. Try another network, or ask the school's staff.",
  },
  screen: {
    ok: 'The screen is large enough.',
    small: 'The screen is small: some questions will need scrolling sideways. A larger screen or a computer is easier.',
    tooSmall: 'The screen is too small for the exam: use a larger device or a computer.',
  },
  browser: {
    ok: 'This browser is supported.',
    old: 'This browser is older than those the exam is tested on: update it before the exam.',
    tooOld: 'This browser is too old for the exam: update it, or use a recent Chrome, Edge, Firefox or Safari.',
    unknown: 'This browser is not one the exam is tested on: a recent Chrome, Edge, Firefox or Safari is safer.',
  },
};

const SENTENCES_AR: Sentences = {
  network: {
    ok: 'خادم الاختبار يستجيب بسرعة.',
    slow: 'خادم الاختبار يستجيب ببطء: اقترب من جهاز الراوتر أو استخدم شبكة أخرى. تبقى إجاباتك محفوظة على الجهاز حتى تصل إلى الخادم.',
    unreachable: 'تعذر الوصول إلى خادم الاختبار: تأكد أن الجهاز متصل بالإنترنت ثم أعد الفحص.',
  },
  download: {
    ok: 'ستظهر الأسئلة والصور بسرعة.',
    slow: 'التنزيل بطيء: قد تتأخر الصور والتسجيلات في الأسئلة. اقترب من الراوتر أو استخدم شبكة أخرى.',
    failed: 'تعذر تنزيل ملف الفحص: تحقق من الاتصال ثم أعد الفحص.',
  },
  storage: {
    ok: 'يمكن حفظ الإجابات على هذا الجهاز حتى تُرسل.',
    refused:
      'هذا المتصفح لا يسمح بحفظ الإجابات على الجهاز (نافذة خاصة، أو التخزين معطل أو ممتلئ): افتح الاختبار في نافذة عادية أو أفرغ بعض المساحة.',
  },
  microphone: {
    ok: 'سجّل الميكروفون؛ استمع إلى التسجيل لتتأكد أن صوتك مسموع.',
    denied: 'الميكروفون محجوب عن هذه الصفحة: اسمح به من إعدادات الموقع في المتصفح (رمز القفل أو الكاميرا بجوار العنوان)، ثم أعد الفحص.',
    missing: 'لم يُعثر على ميكروفون: وصّل ميكروفونًا أو استخدم جهازًا فيه ميكروفون.',
    silent: 'لم يسجّل الميكروفون شيئًا: تأكد أنه غير مكتوم ثم أعد الفحص.',
    unsupported: 'هذا المتصفح لا يستطيع التسجيل: استخدم إصدارًا حديثًا من Chrome أو Edge أو Firefox أو Safari.',
    notNeeded: 'لا يسجّل هذا الاختبار الصوت.',
  },
  camera: {
    ok: 'سجّلت الكاميرا؛ شاهد التسجيل لتتأكد أنها تُظهرك.',
    denied: 'الكاميرا محجوبة عن هذه الصفحة: اسمح بها من إعدادات الموقع في المتصفح (رمز القفل أو الكاميرا بجوار العنوان)، ثم أعد الفحص.',
    missing: 'لم يُعثر على كاميرا: وصّل كاميرا أو استخدم جهازًا فيه كاميرا.',
    silent: 'لم تسجّل الكاميرا شيئًا: أغلق التطبيقات الأخرى التي تستخدمها ثم أعد الفحص.',
    unsupported: 'هذا المتصفح لا يستطيع تسجيل الفيديو: استخدم إصدارًا حديثًا من Chrome أو Edge أو Firefox أو Safari.',
    notNeeded: 'لا يسجّل هذا الاختبار الفيديو.',
  },
  upload: {
    ok: 'تصل الملفات إلى الخادم.',
    slow: 'الرفع بطيء: قد يتأخر إرسال إجابة مسجلة أو مرفقة. اقترب من الراوتر أو استخدم شبكة أخرى.',
    refused: 'رفض الخادم ملف الفحص؛ اعرض هذا على المراقب.',
    failed: 'لم يصل ملف الفحص إلى الخادم: قد تمنع الشبكة رفع الملفات. جرّب شبكة أخرى أو اسأل موظفي المدرسة.',
  },
  screen: {
    ok: 'الشاشة كبيرة بما يكفي.',
    small: 'الشاشة صغيرة: ستحتاج بعض الأسئلة إلى التمرير جانبيًا. الشاشة الأكبر أو الحاسوب أسهل.',
    tooSmall: 'الشاشة أصغر من أن يُؤدى عليها الاختبار: استخدم جهازًا أكبر أو حاسوبًا.',
  },
  browser: {
    ok: 'هذا المتصفح مدعوم.',
    old: 'هذا المتصفح أقدم من المتصفحات التي جُرّب عليها الاختبار: حدّثه قبل الاختبار.',
    tooOld: 'هذا المتصفح قديم جدًا على الاختبار: حدّثه أو استخدم إصدارًا حديثًا من Chrome أو Edge أو Firefox أو Safari.',
    unknown: 'هذا المتصفح ليس من المتصفحات التي جُرّب عليها الاختبار: الأسلم إصدار حديث من Chrome أو Edge أو Firefox أو Safari.',
  },
};

export function deviceCheckWords(lang: AssessmentLang): DeviceCheckWords {
  return lang === 'Ar' ? AR : EN;
}

/** The sentence for one judged check: what it means and what to do. */
export function deviceCheckSentence<Name extends DeviceCheckName>(
  lang: AssessmentLang,
  check: Name,
  reason: DeviceCheckReason<Name>,
): string {
  const sentences: Sentences = lang === 'Ar' ? SENTENCES_AR : SENTENCES_EN;
  return (sentences[check] as Record<string, string>)[reason] ?? '';
}

/** The control room's words for an applicant's last rehearsal (staff read English, as the room's other columns). */
export const ROOM_DEVICE_LABELS: Record<RoomDeviceState, string> = {
  ready: 'Ready',
  warned: 'Warned',
  failed: 'Failed',
  unchecked: 'Not checked',
};

import {
  ATTEMPT_HASH_INVALID,
  ATTEMPT_NOT_FOUND,
  EXAM_CLOSED,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  EXAM_NOT_STARTED_YET,
  OPEN_IN_ANOTHER_BROWSER,
  QUESTION_NOT_IN_EXAM,
  RESULTS_NOT_READY,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_SHOWN,
  RESULTS_NOT_SUBMITTED,
  SSN_LENGTH,
  SUBMITTED_BEFORE,
  TIME_IS_UP,
  TOO_MANY_REGISTRATIONS,
  UNKNOWN_SSN,
  UPLOAD_BEFORE_START,
} from '../api/exam-messages';
import { mediaQuotaSentence } from '../api/media-quota';
import { MEDIA_MAX_BYTES } from '../api/media-types';
import { ACCESS_CODE_REQUIRED, ID_OR_ACCESS_CODE_WRONG } from '../domain/access-code';
import type { TrueFalseOptionId } from '../questions/question';
import { REQUIRED, exactLengthMessage } from '../validation/messages';
import type { ApplicantText } from './applicant-text';

/**
 * The Arabic dictionary (SPEC §1): what an applicant reads in an Arabic
 * (lang 'Ar', right-to-left) assessment. Stored values and wire names never
 * change (a TrueOrFalse answer is still 'True' or 'False').
 */
export const TRUE_FALSE_ARABIC: Record<TrueFalseOptionId, string> = {
  True: 'صح',
  False: 'خطأ',
};

/** How a True/False option reads: its Arabic word right to left, else as stored. */
export function trueFalseLabel(optionId: TrueFalseOptionId, direction: 'ltr' | 'rtl'): string {
  return direction === 'rtl' ? TRUE_FALSE_ARABIC[optionId] : optionId;
}

/** '1 mark', '2 marks', '5 marks' with Arabic's dual and its plural for 3 to 10. */
function arabicMarks(mark: string): string {
  const count = Number(mark);
  if (count === 1) return 'درجة واحدة';
  if (count === 2) return 'درجتان';
  if (Number.isInteger(count) && count >= 3 && count <= 10) return `${mark} درجات`;
  return `${mark} درجة`;
}

export const APPLICANT_TEXT_AR: ApplicantText = {
  applyTitle: 'التقدّم للاختبار',
  nationalIdLabel: 'الرقم القومي',
  accessCodeLabel: 'رمز الدخول',
  accessCodeHint: 'الرمز المطبوع على بطاقة الدخول الخاصة بك.',
  register: 'تسجيل',
  confirmTitle: (name) => `هل أنت «${name}»؟ وهل أنت مستعد لبدء الاختبار؟`,
  yes: 'نعم',
  no: 'لا',
  error: 'خطأ!',
  loadingExam: 'جارٍ تحميل الاختبار…',
  submitting: 'جارٍ التسليم…',
  submitExam: 'تسليم الاختبار',
  submitConfirm: 'هل تريد تسليم إجاباتك الآن؟ لا يمكنك تغييرها بعد التسليم.',
  cancel: 'إلغاء',
  ok: 'موافق',
  success: 'تم بنجاح',
  closeWindow: 'من فضلك، أغلق هذه النافذة!',
  closeBrowser: 'تم تسليم إجاباتك. يمكنك إغلاق المتصفح الآن.',
  nextAssessment: 'تم تسليم إجاباتك. اضغط «موافق» لبدء اختبارك التالي.',
  nextNeedsAccessCode: 'تم تسليم إجاباتك. يحتاج اختبارك التالي إلى رمز الدخول مع رقمك القومي: اضغط «موافق» للتسجيل فيه.',
  whatHappensNext: 'حُفظت إجاباتك. ستظهر نتيجتك على هذا العنوان نفسه عند إعلانها.',
  resultAddress: 'عنوان نتيجتك',
  submittedBeforeDialog: 'لقد سلّمت هذا الاختبار من قبل! من فضلك أغلق المتصفح.',
  leaveWarning: 'إذا غادرت هذه الصفحة الآن فسيُسلَّم اختبارك وقد تكون نتيجتك صفرًا. ابقَ في الصفحة لتكمل.',
  leaveNote:
    'مغادرة هذه الصفحة أو إعادة تحميلها تُسلِّم اختبارك بالإجابات المحفوظة حتى الآن. ابقَ في هذه الصفحة حتى تنتهي من الإجابة، ثم اضغط زر تسليم الاختبار.',
  notSubmitted: 'تعذّر تسليم الاختبار',
  notSubmittedDetail: (reason) => `${reason} إجاباتك محفوظة على هذا الجهاز. اضغط «تسليم الاختبار» مرة أخرى.`,
  openElsewhere: 'الاختبار مفتوح في متصفح آخر',
  offlineAlert: 'أنت غير متصل بالإنترنت. إجاباتك محفوظة على هذا الجهاز وستُرسل عند عودة الاتصال.',
  timeLeft: 'الوقت المتبقي',
  saveStatus: {
    saved: 'تم الحفظ',
    saving: 'جارٍ الحفظ…',
    offline: 'غير متصل: الإجابة محفوظة على هذا الجهاز وستُرسل عند عودة الاتصال',
    error: 'لم تُحفظ: رفض الخادم هذه الإجابة',
  },
  questionLabel: (index) => `السؤال ${index}`,
  marks: arabicMarks,
  required: 'إجباري',
  objective: 'الهدف:',
  loadingResult: 'جارٍ تحميل نتيجتك…',
  total: 'المجموع',
  percent: 'النسبة المئوية',
  career: 'الميول المهنية (رمز هولاند)',
  score: 'الدرجة',
  feedback: 'الملاحظات',
  noFeedback: 'لا توجد ملاحظات',
  notGraded: 'لم تُصحَّح بعد',
  questionNotLoaded: 'تعذّر تحميل هذا السؤال. سيُحمَّل من تلقاء نفسه عند عودة الاتصال.',
  tryAgain: 'أعد المحاولة',
  boards: {
    orderInstruction: 'رتّب العناصر الترتيب الصحيح (الأول في الأعلى): اسحبها، أو استخدم أزرار الأسهم.',
    matchInstruction: 'صِل كل خيار بإجابة: اسحب الإجابة إلى جانبه، أو اخترها من القائمة.',
    labelInstruction: 'ضع كل تسمية في موضعها على الصورة: اسحبها إليه، أو اختر الموضع من قائمتها.',
    highlightInstruction: 'ارسم على الصورة بالفأرة أو بإصبعك أو بالقلم. يُحفظ رسمك عندما تتوقف.',
    answers: 'الإجابات',
    dragNextToOption: ' (اسحب إجابة إلى جانب خيار)',
    dropAnswerHere: 'أفلِت إجابة هنا',
    noMatch: 'لا توجد إجابة',
    orPickAMatch: 'أو اختر الإجابة',
    labels: 'التسميات',
    dragOntoSpot: ' (اسحب كل تسمية إلى موضعها على الصورة)',
    pickASpot: 'اختر موضعًا',
    spot: (number) => `الموضع ${number}`,
    allPlaced: 'وُضعت كلها.',
    putHere: 'ضعها هنا',
    putBack: 'أعِدها',
  },
  names: {
    yourAnswer: 'إجابتك',
    options: 'الخيارات',
    option: (number) => `الخيار ${number}`,
    yourChoice: 'اختيارك',
    yourOrder: 'ترتيبك',
    moveUp: 'تحريك لأعلى',
    moveDown: 'تحريك لأسفل',
    optionsToMatch: 'الخيارات المطلوب توصيلها',
    matchFor: (option) => `إجابة الخيار ${option}`,
    pickMatchFor: (option) => `اختر إجابة الخيار ${option}`,
    labelsToPlace: 'التسميات المطلوب وضعها',
    labelsAndSpots: 'التسميات ومواضعها',
    spotFor: (label) => `موضع ${label}`,
    spotForLabel: (label) => `موضع التسمية ${label}`,
    spotHolds: (spot, label) => `الموضع ${spot}: ${label}`,
    spotEmpty: (spot) => `الموضع ${spot}: فارغ`,
    putHereOnSpot: (label, spot) => `ضعها هنا: ${label} في الموضع ${spot}`,
    putBackWithLabels: (label) => `أعِدها: ${label} إلى التسميات`,
    blank: (number) => `الفراغ ${number}`,
  },
  drawing: {
    penColour: 'لون القلم',
    colours: { red: 'أحمر', blue: 'أزرق', green: 'أخضر', yellow: 'أصفر', black: 'أسود' },
    penWidth: 'سُمك القلم',
    widths: { thin: 'رفيع', medium: 'متوسط', thick: 'عريض' },
    undo: 'تراجع',
    clear: 'مسح',
    picture: 'الصورة التي ترسم عليها',
    yourDrawing: 'رسمك',
    drawingArea: 'منطقة الرسم',
    notSavedYet: 'لم تُحفظ التغييرات بعد…',
    saving: 'جارٍ حفظ رسمك…',
    saved: 'حُفظ الرسم',
    couldNotSave: 'تعذّر حفظ رسمك.',
    retry: 'أعد المحاولة',
  },
  mediaDeleted: 'حُذف هذا الملف وفق قاعدة الاحتفاظ في المدرسة: تُحفظ ملفات المتقدّمين مدة محددة بعد إعلان النتائج.',
  recorder: {
    start: 'بدء التسجيل',
    stop: 'إيقاف التسجيل',
    saveAndSubmit: 'حفظ وإرسال',
    saved: 'حُفظ تسجيلك.',
    nothingSaved: 'لم يُحفظ أي تسجيل.',
    listenBeforeSaving:
      'شغّل تسجيلك لتتأكد منه، ثم اضغط «حفظ وإرسال». بعد الحفظ لا يمكن التسجيل مرة أخرى، والضغط على «بدء التسجيل» قبل ذلك يستبدله.',
    savedRecording: 'تسجيلك المحفوظ',
    unsavedRecording: 'تسجيلك (لم يُحفظ بعد)',
    saving: 'جارٍ حفظ تسجيلك',
    time: 'مدة التسجيل',
    cameraPreview: 'معاينة الكاميرا',
  },
  upload: {
    uploadFiles: 'رفع الملفات',
    uploadFile: 'رفع ملف',
    filesUploaded: (count, max) => `رُفع ${count} من ${max}`,
    noFiles: 'لم تُرفع أي ملفات.',
    yourFiles: 'ملفاتك',
    remove: 'إزالة',
    removeFile: (name) => `إزالة ${name}`,
    uploading: (name) => `جارٍ رفع ${name}`,
    notUploaded: (name, reason) => `لم يُرفع «${name}»: ${reason}`,
    failed: 'تعذّر الرفع.',
    limit: (max) => `الحد المسموح ${max} ملفات فقط`,
    typeRefused: (name) =>
      `لا يمكن رفع «${name}»: المقبول فقط الصور (PNG وJPEG وGIF وWebP وBMP) وملفات PDF وWord (doc وdocx) وExcel (xls وxlsx).`,
    tooBig: (name, kind) => `«${name}»: هذا الملف أكبر من المسموح: الحد ${Math.round(MEDIA_MAX_BYTES[kind] / (1024 * 1024))} ميغابايت.`,
    quotaReached: (scope, size) => {
      // Staff never see the applicant's page; their sentence stays as the server wrote it.
      if (scope === 'staff') return mediaQuotaSentence(scope, size);
      const arabicSize = size.replace('MB', 'ميغابايت').replace('GB', 'غيغابايت');
      if (scope === 'assessment')
        return `بلغت ملفات هذا الاختبار المرفوعة الحد الذي حددته المدرسة (${arabicSize})، فلم يُحفظ هذا الملف. اطلب المساعدة من المشرفين في قاعة الاختبار.`;
      return `بهذا الملف تتجاوز ملفاتك المرفوعة في هذا الاختبار حدها (${arabicSize})، فلم يُحفظ. اطلب المساعدة من المشرفين في قاعة الاختبار.`;
    },
  },
  messages: {
    [REQUIRED]: 'مطلوب',
    [exactLengthMessage(SSN_LENGTH)]: `يجب أن يتكون الرقم القومي من ${SSN_LENGTH} رقمًا`,
    [UNKNOWN_SSN]: 'لا يوجد متقدّم بهذا الرقم القومي',
    [ACCESS_CODE_REQUIRED]: 'يحتاج هذا الاختبار إلى رمز الدخول مع رقمك القومي. تجده على بطاقة الدخول.',
    [ID_OR_ACCESS_CODE_WRONG]: 'الرقم القومي أو رمز الدخول غير صحيح. راجع الاثنين على بطاقة الدخول، أو اسأل المشرفين في قاعة الاختبار.',
    [EXAM_NOT_FOUND]: 'هذا الاختبار غير موجود. من فضلك تحقّق من الرابط الذي أُعطي لك.',
    [EXAM_NOT_PUBLISHED]: 'التسجيل في هذا الاختبار غير متاح. من فضلك اسأل المدرسة.',
    [EXAM_CLOSED]: 'انتهى هذا الاختبار: مضى موعد انتهائه.',
    [TOO_MANY_REGISTRATIONS]: 'محاولات تسجيل كثيرة من شبكتك. من فضلك انتظر 15 دقيقة ثم حاول مرة أخرى.',
    [ATTEMPT_NOT_FOUND]: 'رابط الاختبار غير صالح. من فضلك سجّل مرة أخرى من صفحة التقدّم.',
    [ATTEMPT_HASH_INVALID]: 'رابط الاختبار غير صالح.',
    [TIME_IS_UP]: 'انتهى الوقت: سُلّم الاختبار بالإجابات المحفوظة قبل النهاية.',
    [SUBMITTED_BEFORE]: 'سُلّم هذا الاختبار من قبل!',
    [EXAM_NOT_STARTED_YET]: 'افتح الاختبار قبل حفظ الإجابات.',
    [UPLOAD_BEFORE_START]: 'افتح الاختبار قبل رفع الملفات.',
    [QUESTION_NOT_IN_EXAM]: 'هذا السؤال ليس من أسئلة اختبارك.',
    [OPEN_IN_ANOTHER_BROWSER]:
      'هذا الاختبار مفتوح في متصفح آخر. أكمل هناك، أو سجّل مرة أخرى برقمك القومي في صفحة التقدّم لتكمل في هذا المتصفح.',
    [RESULTS_NOT_SHOWN]: 'نتائج هذا الاختبار لا تُعرض على المتقدّمين.',
    [RESULTS_NOT_RELEASED]: 'حُفظت إجاباتك. ستظهر نتيجتك على هذا العنوان نفسه عند إعلانها.',
    [RESULTS_NOT_READY]: 'نتيجتك ليست جاهزة بعد: ما زالت إجاباتك قيد التصحيح.',
    [RESULTS_NOT_SUBMITTED]: 'لا توجد نتائج بعد: لم يُسلَّم هذا الاختبار.',
  },
};

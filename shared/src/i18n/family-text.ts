import {
  DECISION_STATE_LABELS,
  DECLINE_REASON_LABELS,
  NO_OPEN_OFFER,
  OFFER_ALREADY_ANSWERED,
  OFFER_PAST_DEADLINE,
  type DeclineReason,
} from '../domain/admission';
import {
  DECLINE_REASON_REQUIRED,
  FAMILY_TOO_MANY_TRIES,
  FIND_RESULT_WRONG,
  OFFER_ACCEPTED,
  OFFER_DECLINED,
  ONE_TIME_CODE_NOT_NEEDED,
  ONE_TIME_CODE_SENT,
  STATUS_CODE_REQUIRED,
  STATUS_LINK_OR_CODE_WRONG,
  STATUS_LINK_UNKNOWN,
  WHICH_OFFER,
  type FamilyLanguage,
  type NextStep,
} from '../domain/family-page';

/**
 * Every word of the family's status page and of "Find my result", in English
 * and Arabic (docs/decisions.md, "The family's page"). The page is in the
 * applicant's language, or the one the family picks on it.
 */
export interface FamilyText {
  pageTitle: string;
  languageSwitch: string;
  hello: (name: string) => string;
  decisionsTitle: string;
  noDecisions: string;
  stateLabel: string;
  school: string;
  deadline: (when: string) => string;
  waitlistPosition: (position: number) => string;
  accept: string;
  decline: string;
  acceptConfirm: string;
  declineTitle: string;
  declineReasonLegend: string;
  declineConfirm: string;
  cancel: string;
  yesAccept: string;
  yesDecline: string;
  resultsTitle: string;
  noResults: string;
  resultsAwaited: (count: number) => string;
  openResult: string;
  score: (percent: string) => string;
  nextTitle: string;
  next: Record<NextStep, string>;
  codeTitle: string;
  codeLabel: string;
  codeHint: string;
  show: string;
  loading: string;
  tryAgain: string;
  findTitle: string;
  findIntro: string;
  findOpen: string;
  nationalId: string;
  accessCode: string;
  sentCode: string;
  codeOrSentCode: string;
  sendCode: string;
  find: string;
  states: Record<keyof typeof DECISION_STATE_LABELS, string>;
  reasons: Record<DeclineReason, string>;
  /** The server's sentences, in this language. */
  messages: Readonly<Record<string, string>>;
}

const labels = <Key extends string>(table: Record<Key, { En: string; Ar: string }>, lang: FamilyLanguage) =>
  Object.fromEntries(Object.entries<{ En: string; Ar: string }>(table).map(([key, label]) => [key, label[lang]])) as Record<Key, string>;

export const FAMILY_TEXT_EN: FamilyText = {
  pageTitle: 'Your application',
  languageSwitch: 'Language',
  hello: (name) => `Application of ${name}`,
  decisionsTitle: 'Decisions',
  noDecisions: 'No admission round includes this application yet.',
  stateLabel: 'Decision',
  school: 'School',
  deadline: (when) => `Answer by ${when}`,
  waitlistPosition: (position) => `Position ${position} on the waiting list`,
  accept: 'Accept the offer',
  decline: 'Decline the offer',
  acceptConfirm: 'Accept this place? The school will then confirm the enrolment.',
  declineTitle: 'Decline the offer',
  declineReasonLegend: 'Why are you declining?',
  declineConfirm: 'Declining gives the place to the next family on the waiting list. It cannot be undone from this page.',
  cancel: 'Cancel',
  yesAccept: 'Accept',
  yesDecline: 'Decline',
  resultsTitle: 'Results',
  noResults: 'No result has been released yet.',
  resultsAwaited: (count) =>
    count === 1
      ? 'One more result will appear here when it is released.'
      : `${count} more results will appear here when they are released.`,
  openResult: 'Open the result',
  score: (percent) => `${percent} / 100`,
  nextTitle: 'What happens next',
  next: {
    waitForDecision: 'The school has not decided yet. This page shows the decision as soon as it is made.',
    answerOffer: 'You have a place. Accept or decline it before the deadline; after it the place goes to the next family.',
    offerLapsing: 'The deadline of this offer has passed. The school will tell you what happens next.',
    acceptedWaitForEnrolment: 'You accepted the place. The school will contact you to complete the enrolment.',
    declinedNothingMore: 'You declined the place. Nothing more is needed from you for this round.',
    expiredAskSchool: 'The offer expired before it was answered. Contact the school if you still want a place.',
    waitlistedWait: 'You are on the waiting list. If a place comes free, you get an offer here and by message.',
    notAdmitted: 'The application was not admitted in this round.',
    withdrawn: 'The application was withdrawn from this round.',
    enrolled: 'The enrolment is confirmed. Welcome to the school.',
  },
  codeTitle: 'Your access code',
  codeLabel: 'Access code',
  codeHint: 'The code printed on your admission card.',
  show: 'Show my application',
  loading: 'Loading…',
  tryAgain: 'Try again',
  findTitle: 'Find my result',
  findIntro: 'Lost the link to your result? Type your ID and your code to open your application page again.',
  findOpen: 'Find my result',
  nationalId: 'ID (SSN)',
  accessCode: 'Access code',
  sentCode: 'The code we sent you',
  codeOrSentCode: 'Access code, or the code we sent you',
  sendCode: 'Send me a code',
  find: 'Find',
  states: labels(DECISION_STATE_LABELS, 'En'),
  reasons: labels(DECLINE_REASON_LABELS, 'En'),
  messages: {},
};

export const FAMILY_TEXT_AR: FamilyText = {
  pageTitle: 'طلبك',
  languageSwitch: 'اللغة',
  hello: (name) => `طلب ${name}`,
  decisionsTitle: 'القرارات',
  noDecisions: 'لم يدخل هذا الطلب أي دورة قبول بعد.',
  stateLabel: 'القرار',
  school: 'المدرسة',
  deadline: (when) => `أجب قبل ${when}`,
  waitlistPosition: (position) => `الترتيب ${position} في قائمة الانتظار`,
  accept: 'قبول العرض',
  decline: 'الاعتذار عن العرض',
  acceptConfirm: 'هل تقبل هذا المقعد؟ ستؤكد المدرسة التسجيل بعد ذلك.',
  declineTitle: 'الاعتذار عن العرض',
  declineReasonLegend: 'لماذا تعتذر؟',
  declineConfirm: 'الاعتذار يعطي المقعد للأسرة التالية في قائمة الانتظار، ولا يمكن التراجع عنه من هذه الصفحة.',
  cancel: 'إلغاء',
  yesAccept: 'قبول',
  yesDecline: 'اعتذار',
  resultsTitle: 'النتائج',
  noResults: 'لم تُعلن أي نتيجة بعد.',
  resultsAwaited: (count) => (count === 1 ? 'ستظهر نتيجة أخرى هنا عند إعلانها.' : `ستظهر ${count} نتائج أخرى هنا عند إعلانها.`),
  openResult: 'فتح النتيجة',
  score: (percent) => `${percent} / 100`,
  nextTitle: 'ماذا بعد',
  next: {
    waitForDecision: 'لم تتخذ المدرسة قرارها بعد. ستعرض هذه الصفحة القرار فور اتخاذه.',
    answerOffer: 'لديك مقعد. اقبله أو اعتذر عنه قبل الموعد النهائي؛ بعده يذهب المقعد إلى الأسرة التالية.',
    offerLapsing: 'مضى الموعد النهائي لهذا العرض. ستخبرك المدرسة بما سيحدث بعد ذلك.',
    acceptedWaitForEnrolment: 'قبلت المقعد. ستتواصل معك المدرسة لإتمام التسجيل.',
    declinedNothingMore: 'اعتذرت عن المقعد. لا يُطلب منك شيء آخر في هذه الدورة.',
    expiredAskSchool: 'انتهت مهلة العرض قبل الرد عليه. تواصل مع المدرسة إن كنت ما زلت تريد مقعدًا.',
    waitlistedWait: 'أنت في قائمة الانتظار. إذا خلا مقعد يصلك عرض هنا وفي رسالة.',
    notAdmitted: 'لم يُقبل الطلب في هذه الدورة.',
    withdrawn: 'سُحب الطلب من هذه الدورة.',
    enrolled: 'تأكد التسجيل. مرحبًا بك في المدرسة.',
  },
  codeTitle: 'رمز الدخول',
  codeLabel: 'رمز الدخول',
  codeHint: 'الرمز المطبوع على بطاقة الدخول الخاصة بك.',
  show: 'عرض طلبي',
  loading: 'جارٍ التحميل…',
  tryAgain: 'حاول مرة أخرى',
  findTitle: 'ابحث عن نتيجتي',
  findIntro: 'فقدت رابط نتيجتك؟ اكتب رقمك القومي والرمز لتفتح صفحة طلبك مرة أخرى.',
  findOpen: 'ابحث عن نتيجتي',
  nationalId: 'الرقم القومي',
  accessCode: 'رمز الدخول',
  sentCode: 'الرمز الذي أرسلناه إليك',
  codeOrSentCode: 'رمز الدخول، أو الرمز الذي أرسلناه إليك',
  sendCode: 'أرسل لي رمزًا',
  find: 'بحث',
  states: labels(DECISION_STATE_LABELS, 'Ar'),
  reasons: labels(DECLINE_REASON_LABELS, 'Ar'),
  messages: {
    [STATUS_LINK_UNKNOWN]: 'رابط صفحة الطلب هذا غير صالح. استخدم «ابحث عن نتيجتي» في صفحة التقدّم لتحصل على رابطك من جديد.',
    [STATUS_CODE_REQUIRED]: 'اكتب رمز الدخول المطبوع على بطاقة الدخول لتعرض هذه الصفحة.',
    [STATUS_LINK_OR_CODE_WRONG]: 'الرابط أو رمز الدخول غير صحيح. راجع الرمز على بطاقة الدخول وحاول مرة أخرى.',
    [FIND_RESULT_WRONG]: 'الرقم القومي أو الرمز غير صحيح. راجع الاثنين وحاول مرة أخرى.',
    [FAMILY_TOO_MANY_TRIES]: 'محاولات كثيرة من شبكتك. من فضلك انتظر 15 دقيقة ثم حاول مرة أخرى.',
    [ONE_TIME_CODE_SENT]:
      'إذا كان هذا الرقم القومي لمتقدّم له بريد إلكتروني أو هاتف محمول مسجّل، فالرمز في طريقه إليه. يصلح مرة واحدة لمدة 15 دقيقة.',
    [ONE_TIME_CODE_NOT_NEEDED]: 'استخدم رمز الدخول المطبوع على بطاقة الدخول مع رقمك القومي.',
    [DECLINE_REASON_REQUIRED]: 'اختر سبب الاعتذار عن العرض.',
    [WHICH_OFFER]: 'لديك أكثر من عرض: حدّد الدورة التي ترد عليها.',
    [OFFER_ACCEPTED]: 'قبلت العرض. ستؤكد المدرسة تسجيلك.',
    [OFFER_DECLINED]: 'اعتذرت عن العرض. شكرًا لإبلاغ المدرسة.',
    [OFFER_PAST_DEADLINE]: 'مضى الموعد النهائي للرد على هذا العرض، فلم يعد ممكنًا قبوله أو الاعتذار عنه.',
    [NO_OPEN_OFFER]: 'لا يوجد عرض مفتوح للرد عليه في هذه الدورة.',
    [OFFER_ALREADY_ANSWERED]: 'سبق الرد على هذا العرض بالعكس؛ يمكن للمدرسة تغييره عند الحاجة.',
  },
};

export function familyText(lang: FamilyLanguage): FamilyText {
  return lang === 'Ar' ? FAMILY_TEXT_AR : FAMILY_TEXT_EN;
}

/** A server sentence in the page's language, when the dictionary has it. */
export function familyMessage(message: string, lang: FamilyLanguage): string {
  return familyText(lang).messages[message] ?? message;
}

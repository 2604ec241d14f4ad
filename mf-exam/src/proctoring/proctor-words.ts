import type { TextDirection } from '@mizan/shared';

/** What the applicant reads while a proctor has to let them in, in the assessment's language. */
export interface ProctorWords {
  waitingTitle: string;
  waitingBody: string;
  checking: string;
  pinHeading: string;
  pinLabel: string;
  pinButton: string;
  pinFormat: string;
  pinWrong: string;
  pinLimited: string;
  pinNothingWaiting: string;
  pinFailed: string;
  refusedTitle: string;
  refusedReason: string;
  refusedNext: string;
}

const EN: ProctorWords = {
  waitingTitle: 'Waiting for the proctor',
  waitingBody: 'A proctor must let you into this exam on this device. Please stay on this page: it moves on by itself once you are let in.',
  checking: 'Checking every few seconds…',
  pinHeading: 'Or the proctor types the PIN of the day here',
  pinLabel: "Proctor's PIN",
  pinButton: 'Let in',
  pinFormat: 'The PIN is 6 digits.',
  pinWrong: 'That PIN is not right. Ask the proctor to type it again.',
  pinLimited: 'Too many wrong PINs. Please wait 15 minutes, or ask the proctor to let you in from the control room.',
  pinNothingWaiting: 'Nothing is waiting here any more: the exam opens.',
  pinFailed: 'The PIN could not be sent. Check the connection and try again.',
  refusedTitle: 'The proctor did not let you in',
  refusedReason: "The proctor's reason:",
  refusedNext: 'Please speak to the proctor.',
};

const AR: ProctorWords = {
  waitingTitle: 'في انتظار المراقب',
  waitingBody: 'يجب أن يسمح لك المراقب بدخول هذا الاختبار على هذا الجهاز. ابقَ في هذه الصفحة: ستنتقل تلقائيًا بمجرد السماح لك.',
  checking: 'يتم التحقق كل بضع ثوانٍ…',
  pinHeading: 'أو يكتب المراقب الرقم السري لهذا اليوم هنا',
  pinLabel: 'الرقم السري للمراقب',
  pinButton: 'السماح بالدخول',
  pinFormat: 'الرقم السري مكوَّن من ٦ أرقام.',
  pinWrong: 'الرقم السري غير صحيح. اطلب من المراقب كتابته مرة أخرى.',
  pinLimited: 'محاولات خاطئة كثيرة. انتظر ١٥ دقيقة، أو اطلب من المراقب السماح لك من غرفة المراقبة.',
  pinNothingWaiting: 'لم يعد هناك ما ينتظر هنا: سيُفتح الاختبار.',
  pinFailed: 'تعذّر إرسال الرقم السري. تحقّق من الاتصال وحاول مرة أخرى.',
  refusedTitle: 'لم يسمح لك المراقب بالدخول',
  refusedReason: 'سبب المراقب:',
  refusedNext: 'يُرجى التحدث إلى المراقب.',
};

export const proctorWords = (direction: TextDirection): ProctorWords => (direction === 'rtl' ? AR : EN);

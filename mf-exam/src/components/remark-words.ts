import type { RemarkRefusalCode, TextDirection } from '@mizan/shared';

/**
 * The words of a re-mark request on the released result, in the result's
 * language; the server's refusals are translated by their code. Kept in this
 * app rather than in @mizan/shared: the applicant's page must not depend on a
 * newer shell for its words.
 */
export interface RemarkWords {
  request: string;
  until: (date: string) => string;
  closed: string;
  reasonLabel: string;
  reasonHint: string;
  send: string;
  cancel: string;
  requestedOn: (date: string) => string;
  requestedNote: string;
  yourReason: string;
  unchanged: (date: string, mark: string) => string;
  changed: (date: string, from: string, to: string) => string;
  outcomeReason: string;
  refusals: Record<RemarkRefusalCode, string>;
  failed: string;
}

const WORDS: Record<TextDirection, RemarkWords> = {
  ltr: {
    request: 'Request a re-mark',
    until: (date) => `You can ask for a re-mark of this answer until ${date}.`,
    closed: 'Re-mark requests for this assessment have closed.',
    reasonLabel: 'Why should this answer be marked again?',
    reasonHint: 'Another teacher, not the one who marked it, will read your answer again.',
    send: 'Send request',
    cancel: 'Cancel',
    requestedOn: (date) => `Re-mark requested on ${date}`,
    requestedNote: 'Another teacher will mark this answer again; the outcome will show here.',
    yourReason: 'Your reason',
    unchanged: (date, mark) => `Re-marked on ${date}: your mark stays ${mark}.`,
    changed: (date, from, to) => `Re-marked on ${date}: your mark changed from ${from} to ${to}.`,
    outcomeReason: 'Why',
    refusals: {
      remark_not_released: 'This result has not been released yet: you can ask for a re-mark once it is.',
      remark_unknown_question: 'This question is not part of your result.',
      remark_auto_scored: 'This question was scored automatically: only an answer a teacher marked can be re-marked.',
      remark_window_closed: 'Re-mark requests for this assessment have closed.',
      remark_already_requested: 'A re-mark of this answer was already requested.',
      remark_reason_required: 'Write why you ask for a re-mark.',
    },
    failed: 'The request could not be sent. Check the connection and try again.',
  },
  rtl: {
    request: 'طلب إعادة التصحيح',
    until: (date) => `يمكنك طلب إعادة تصحيح هذه الإجابة حتى ${date}.`,
    closed: 'انتهت مدة طلبات إعادة التصحيح لهذا التقييم.',
    reasonLabel: 'لماذا يجب إعادة تصحيح هذه الإجابة؟',
    reasonHint: 'سيقرأ إجابتك مرة أخرى معلّم آخر غير الذي صحّحها.',
    send: 'إرسال الطلب',
    cancel: 'إلغاء',
    requestedOn: (date) => `طُلبت إعادة التصحيح في ${date}`,
    requestedNote: 'سيعيد معلّم آخر تصحيح هذه الإجابة، وستظهر النتيجة هنا.',
    yourReason: 'سببك',
    unchanged: (date, mark) => `أُعيد التصحيح في ${date}: بقيت درجتك ${mark}.`,
    changed: (date, from, to) => `أُعيد التصحيح في ${date}: تغيّرت درجتك من ${from} إلى ${to}.`,
    outcomeReason: 'السبب',
    refusals: {
      remark_not_released: 'لم تُعلن هذه النتيجة بعد: يمكنك طلب إعادة التصحيح بعد إعلانها.',
      remark_unknown_question: 'هذا السؤال ليس جزءًا من نتيجتك.',
      remark_auto_scored: 'صُحِّح هذا السؤال آليًا: لا يُعاد إلا تصحيح إجابة صحّحها معلّم.',
      remark_window_closed: 'انتهت مدة طلبات إعادة التصحيح لهذا التقييم.',
      remark_already_requested: 'سبق طلب إعادة تصحيح هذه الإجابة.',
      remark_reason_required: 'اكتب سبب طلب إعادة التصحيح.',
    },
    failed: 'تعذّر إرسال الطلب. تحقّق من الاتصال وحاول مرة أخرى.',
  },
};

export const remarkWords = (direction: TextDirection): RemarkWords => WORDS[direction];

/** A day as the family reads it: '28 November 2026', or Arabic with Arabic digits. */
export function remarkDate(iso: string, direction: TextDirection): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(direction === 'rtl' ? 'ar-EG' : 'en-GB', { dateStyle: 'long' }).format(date);
}

/** A mark in the result's digits. */
export function remarkMark(mark: number | null, direction: TextDirection): string {
  return new Intl.NumberFormat(direction === 'rtl' ? 'ar-EG' : 'en-GB', { maximumFractionDigits: 2 }).format(mark ?? 0);
}

/** The sentence for a refusal: by its code when the page knows it, else the server's own. */
export function remarkRefusalText(words: RemarkWords, code: string | null, message: string): string {
  return code !== null && code in words.refusals ? words.refusals[code as RemarkRefusalCode] : message;
}

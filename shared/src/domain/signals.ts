import type { AssessmentLang } from './assessment';

/**
 * Signals (ours; docs/decisions.md, "Signals, openly"): what an applicant's
 * page notices while an assessment that turns them on is taken, kept with
 * its times and counted per attempt for the proctor. A signal says what the
 * browser reported, never what the applicant did or meant: no verdicts.
 * Without zod, so the applicant's page may import it (shared/src/applicant.ts).
 */

/** The page was hidden or the window lost focus (one signal per time away); full screen was left; text was pasted into an essay. */
export const SIGNAL_KINDS = ['page-hidden', 'focus-lost', 'fullscreen-left', 'essay-paste'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** The most signals one request carries (the page sends what it noticed since its last send). */
export const SIGNALS_PER_REQUEST_MAX = 20;
/** The most signals kept per attempt: beyond it more say nothing new, and the table stays small. */
export const SIGNALS_PER_ATTEMPT_MAX = 200;
/** The most signals one attempt may send in a minute. */
export const SIGNALS_PER_MINUTE_MAX = 60;

export const SIGNAL_REFUSAL_CODES = {
  /** The assessment does not record signals (never turned on, or turned off since). */
  off: 'signals_off',
  /** The attempt holds SIGNALS_PER_ATTEMPT_MAX signals. */
  full: 'signals_limit_reached',
  /** More than SIGNALS_PER_MINUTE_MAX in the last minute. */
  tooFast: 'signals_too_fast',
} as const;

export const SIGNALS_OFF = 'This assessment does not record signals.';
export const SIGNALS_FULL = `This attempt already holds ${SIGNALS_PER_ATTEMPT_MAX} signals: no more are kept.`;
export const SIGNALS_TOO_FAST = `At most ${SIGNALS_PER_MINUTE_MAX} signals a minute are kept: try again in a minute.`;

/** What the applicant reads before the first question where the assessment records signals, in its language. */
export interface SignalNoticeWords {
  title: string;
  kept: string;
  kinds: readonly string[];
  never: string;
}

export const SIGNAL_NOTICE: Record<AssessmentLang, SignalNoticeWords> = {
  En: {
    title: 'This assessment records signals',
    kept: 'While you take it, this page notes the time whenever:',
    kinds: [
      'you switch to another tab or window, or the page is hidden;',
      'you leave full screen;',
      'you paste text into an essay answer.',
    ],
    never:
      'Your proctor sees how many there were and when. A signal is not an accusation and never a verdict: switching apps or pasting is often innocent, and nothing is decided from signals alone.',
  },
  Ar: {
    title: 'يسجّل هذا الاختبار إشارات',
    kept: 'أثناء أدائك الاختبار تسجّل هذه الصفحة الوقت كلما:',
    kinds: ['انتقلتَ إلى تبويب أو نافذة أخرى، أو أُخفيت الصفحة؛', 'خرجتَ من وضع ملء الشاشة؛', 'لصقتَ نصًا في إجابة مقالية.'],
    never:
      'يرى المراقب عددها ووقت كل منها. الإشارة ليست اتهامًا ولا حكمًا أبدًا: كثيرًا ما يكون الانتقال بين التطبيقات أو اللصق بريئًا، ولا يُقرَّر شيء بناءً على الإشارات وحدها.',
  },
};

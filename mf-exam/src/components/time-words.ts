import type { TextDirection } from '@mizan/shared';

/**
 * What the exam page says about its time running out, in the exam's
 * language. Kept in this app rather than in @mizan/shared: the applicant's
 * page must not depend on a newer shell for its words.
 */
export interface TimeWords {
  /** Shown and announced once a minute is left. */
  oneMinuteLeft: string;
  /** Added to the Success dialog when the clock, not the applicant, submitted the exam. */
  timeWasUp: string;
}

const WORDS: Record<TextDirection, TimeWords> = {
  ltr: {
    oneMinuteLeft: 'One minute left. When the time is up, your exam is submitted with the answers saved so far.',
    timeWasUp: 'Your time was up, so your exam was submitted automatically with the answers saved so far.',
  },
  rtl: {
    oneMinuteLeft: 'بقيت دقيقة واحدة. عند انتهاء الوقت يُسلَّم امتحانك بالإجابات المحفوظة حتى الآن.',
    timeWasUp: 'انتهى الوقت، فسُلِّم امتحانك تلقائيًا بالإجابات المحفوظة حتى الآن.',
  },
};

export const timeWords = (direction: TextDirection): TimeWords => WORDS[direction];

import type { QuestionTypeUI } from '../question-type-ui';
import { FillTheBlankAnswerKey } from './FillTheBlankAnswerKey';
import { FillTheBlankExam } from './FillTheBlankExam';
import { FillTheBlankReview } from './FillTheBlankReview';
import { FillTheBlankSetup } from './FillTheBlankSetup';

/** Fill the blank (SPEC §2, §3): blanks inserted into rich text, typed or picked from a word bank. */
export const fillTheBlankUI: QuestionTypeUI<'FillTheBlank'> = {
  type: 'FillTheBlank',
  Setup: FillTheBlankSetup,
  AnswerKey: FillTheBlankAnswerKey,
  Exam: FillTheBlankExam,
  Review: FillTheBlankReview,
};

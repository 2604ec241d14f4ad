import type { QuestionTypeUI } from '../question-type-ui';
import { TrueOrFalseAnswerKey } from './TrueOrFalseAnswerKey';
import { TrueOrFalseExam } from './TrueOrFalseExam';
import { TrueOrFalseReview } from './TrueOrFalseReview';
import { TrueOrFalseSetup } from './TrueOrFalseSetup';

/** True/False (SPEC §2, §3, §4): the reference implementation of a QuestionTypeUI. */
export const trueOrFalseUI: QuestionTypeUI<'TrueOrFalse'> = {
  type: 'TrueOrFalse',
  Setup: TrueOrFalseSetup,
  AnswerKey: TrueOrFalseAnswerKey,
  Exam: TrueOrFalseExam,
  Review: TrueOrFalseReview,
};

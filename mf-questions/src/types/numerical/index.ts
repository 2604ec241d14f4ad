import type { QuestionTypeUI } from '../question-type-ui';
import { NumericalAnswerKey } from './NumericalAnswerKey';
import { NumericalExam } from './NumericalExam';
import { NumericalReview } from './NumericalReview';
import { NumericalSetup } from './NumericalSetup';

/** Numerical (ours, after Moodle's numerical): a number with a tolerance, optional units, several accepted answers with credit. */
export const numericalUI: QuestionTypeUI<'Numerical'> = {
  type: 'Numerical',
  Setup: NumericalSetup,
  AnswerKey: NumericalAnswerKey,
  Exam: NumericalExam,
  Review: NumericalReview,
};

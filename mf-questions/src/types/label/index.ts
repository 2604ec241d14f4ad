import type { QuestionTypeUI } from '../question-type-ui';
import { LabelAnswerKey } from './LabelAnswerKey';
import { LabelExam } from './LabelExam';
import { LabelReview } from './LabelReview';
import { LabelSetup } from './LabelSetup';

/** Labelling a picture (SPEC §2, §3, §4): labels dropped on spots placed in percent of the picture. */
export const labelUI: QuestionTypeUI<'LabelQComponent'> = {
  type: 'LabelQComponent',
  Setup: LabelSetup,
  AnswerKey: LabelAnswerKey,
  Exam: LabelExam,
  Review: LabelReview,
};

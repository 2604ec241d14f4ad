import type { QuestionTypeUI } from '../question-type-ui';
import { McqAnswerKey } from './McqAnswerKey';
import { McqExam } from './McqExam';
import { McqReview } from './McqReview';
import { McqSetup } from './McqSetup';

/** Multiple choice (SPEC §2, §3, §4): rich-text options, one or more correct, optional partial credit. */
export const mcqUI: QuestionTypeUI<'MCQ'> = {
  type: 'MCQ',
  Setup: McqSetup,
  AnswerKey: McqAnswerKey,
  Exam: McqExam,
  Review: McqReview,
};

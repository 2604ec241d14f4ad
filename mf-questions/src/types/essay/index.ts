import type { QuestionTypeUI } from '../question-type-ui';
import { EssayAnswerKey } from './EssayAnswerKey';
import { EssayExam } from './EssayExam';
import { EssayReview } from './EssayReview';
import { EssaySetup } from './EssaySetup';

/** Short answer / essay (SPEC §3, §5): a rich-text answer under an optional word limit, graded by hand. */
export const essayUI: QuestionTypeUI<'EssayComponent'> = {
  type: 'EssayComponent',
  Setup: EssaySetup,
  AnswerKey: EssayAnswerKey,
  Exam: EssayExam,
  Review: EssayReview,
};

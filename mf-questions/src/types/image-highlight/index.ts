import type { QuestionTypeUI } from '../question-type-ui';
import { ImageHighlightAnswerKey } from './ImageHighlightAnswerKey';
import { ImageHighlightExam } from './ImageHighlightExam';
import { ImageHighlightReview } from './ImageHighlightReview';
import { ImageHighlightSetup } from './ImageHighlightSetup';

/** Highlight image (SPEC §2, §3, §9): the applicant draws on the picture on a 1000 × 1000 canvas; graded by hand. */
export const imageHighlightUI: QuestionTypeUI<'ImageHighlight'> = {
  type: 'ImageHighlight',
  Setup: ImageHighlightSetup,
  AnswerKey: ImageHighlightAnswerKey,
  Exam: ImageHighlightExam,
  Review: ImageHighlightReview,
};

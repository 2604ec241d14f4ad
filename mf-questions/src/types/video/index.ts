import type { QuestionTypeUI } from '../question-type-ui';
import { VideoAnswerKey } from './VideoAnswerKey';
import { VideoExam } from './VideoExam';
import { VideoReview } from './VideoReview';
import { VideoSetup } from './VideoSetup';

/** VideoComponent (SPEC §2, §3): the applicant records a video answer; graded by hand. */
export const videoUI: QuestionTypeUI<'VideoComponent'> = {
  type: 'VideoComponent',
  Setup: VideoSetup,
  AnswerKey: VideoAnswerKey,
  Exam: VideoExam,
  Review: VideoReview,
};

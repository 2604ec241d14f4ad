import type { QuestionTypeUI } from '../question-type-ui';
import { AudioAnswerKey } from './AudioAnswerKey';
import { AudioExam } from './AudioExam';
import { AudioReview } from './AudioReview';
import { AudioSetup } from './AudioSetup';

/** AudioComponent (SPEC §2, §3, §4): the applicant records a spoken answer; graded by hand. */
export const audioUI: QuestionTypeUI<'AudioComponent'> = {
  type: 'AudioComponent',
  Setup: AudioSetup,
  AnswerKey: AudioAnswerKey,
  Exam: AudioExam,
  Review: AudioReview,
};

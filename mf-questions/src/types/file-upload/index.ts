import type { QuestionTypeUI } from '../question-type-ui';
import { FileUploadAnswerKey } from './FileUploadAnswerKey';
import { FileUploadExam } from './FileUploadExam';
import { FileUploadReview } from './FileUploadReview';
import { FileUploadSetup } from './FileUploadSetup';

/** FileUploadEnhanced (SPEC §2, §3, §5, §9): the applicant uploads 1..max files; graded by hand. */
export const fileUploadUI: QuestionTypeUI<'FileUploadEnhanced'> = {
  type: 'FileUploadEnhanced',
  Setup: FileUploadSetup,
  AnswerKey: FileUploadAnswerKey,
  Exam: FileUploadExam,
  Review: FileUploadReview,
};

import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { FILE_UPLOAD_DEFAULT_MAX } from '../../upload-types';
import type { QuestionTypeBasics } from '../question-type-definition';

export const fileUploadBasics: QuestionTypeBasics<'FileUploadEnhanced'> = {
  info: { type: 'FileUploadEnhanced', label: 'File Upload', route: '/fileuploadenhanced', scoring: 'manual' },
  create: () => ({
    ...newQuestionCommon('FileUploadEnhanced'),
    files: [],
    max: FILE_UPLOAD_DEFAULT_MAX,
    maxCount: FILE_UPLOAD_DEFAULT_MAX,
  }),
  examView: (question) => ({ ...examCommon<'FileUploadEnhanced'>(question), max: question.max, maxCount: question.maxCount }),
};

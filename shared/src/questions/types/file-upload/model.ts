import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon, RubricFields } from '../../question';

/** A file an applicant uploaded. */
export interface UploadedFile {
  /** URL of the uploaded file (a media URL). */
  data: string;
  /** Its MIME type, one of ACCEPTED_UPLOAD_TYPES. */
  type: string;
  name: string;
  id: string;
}

export interface FileUploadQuestion extends QuestionCommon<'FileUploadEnhanced'>, RubricFields {
  /** answer: the applicant's files. */
  files: UploadedFile[];
  /** Most files, 1..12 (default 1). */
  max: number;
  /** The same number, as antd Upload's maxCount. */
  maxCount: number;
}

export interface FileUploadAnswer {
  type: 'FileUploadEnhanced';
  files: UploadedFile[];
}

export interface ExamFileUploadQuestion extends ExamQuestionCommon<'FileUploadEnhanced'> {
  max: number;
  maxCount: number;
}

import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon, RecordingFields, RubricFields } from '../../question';

export interface VideoQuestion extends QuestionCommon<'VideoComponent'>, RecordingFields, RubricFields {}

export interface VideoAnswer {
  type: 'VideoComponent';
  /** URL of the uploaded recording. */
  mediaUrl: string;
}

export type ExamVideoQuestion = ExamQuestionCommon<'VideoComponent'>;

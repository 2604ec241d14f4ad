import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon, RecordingFields, RubricFields } from '../../question';

export interface AudioQuestion extends QuestionCommon<'AudioComponent'>, RecordingFields, RubricFields {}

export interface AudioAnswer {
  type: 'AudioComponent';
  /** URL of the uploaded recording. */
  mediaUrl: string;
}

export type ExamAudioQuestion = ExamQuestionCommon<'AudioComponent'>;

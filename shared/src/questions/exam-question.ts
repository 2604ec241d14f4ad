import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import type { ExamNumericalQuestion } from './types/numerical/model';
import type { ExamMcqQuestion } from './types/mcq/model';
import type { ExamTrueOrFalseQuestion } from './types/true-false/model';
import type { ExamFillTheBlankQuestion } from './types/fill-the-blank/model';
import type { ExamVideoQuestion } from './types/video/model';
import type { ExamAudioQuestion } from './types/audio/model';
import type { ExamRiasecQuestion } from './types/riasec/model';
import type { ExamOrderQuestion } from './types/order/model';
import type { ExamMatchQuestion } from './types/match/model';
import type { ExamLabelQuestion } from './types/label/model';
import type { ExamEssayQuestion } from './types/essay/model';
import type { ExamFileUploadQuestion } from './types/file-upload/model';
import type { ExamImageHighlightQuestion } from './types/image-highlight/model';

export type { ExamMcqQuestion } from './types/mcq/model';
export type { ExamTrueOrFalseQuestion } from './types/true-false/model';
export type { ExamFillTheBlankQuestion } from './types/fill-the-blank/model';
export type { ExamVideoQuestion } from './types/video/model';
export type { ExamAudioQuestion } from './types/audio/model';
export type { ExamRiasecQuestion } from './types/riasec/model';
export type { ExamOrderQuestion } from './types/order/model';
export type { ExamMatchQuestion } from './types/match/model';
export type { ExamLabelQuestion } from './types/label/model';
export type { ExamEssayQuestion } from './types/essay/model';
export type { ExamFileUploadQuestion } from './types/file-upload/model';
export type { ExamImageHighlightQuestion } from './types/image-highlight/model';

export type { ExamNumericalQuestion } from './types/numerical/model';

/**
 * What an applicant receives in examMode (toExamView). These are separate
 * types, not Omit<Question, …>, so a field added to a question never reaches
 * an applicant unless it is added here on purpose. Nothing here is an
 * answer key, an author's note, a mark or feedback of any attempt, or an
 * answer (the applicant's own saved answers travel apart, as QuestionAnswer).
 */
export interface ExamQuestionCommon<Type extends QuestionType> {
  id: string;
  type: Type;
  mode: 'examMode';
  header: RichText;
  headertxt: string;
  totalMark: string;
  /** The learning objective when the author chose to show it, else ''. */
  objectives: string;
  showObjectives: boolean;
  required: boolean;
  oneLineOptions: boolean;
}

/** An option as an applicant sees it: its id and text only. */
export interface ExamChoiceOption {
  id: string;
  option: RichText;
}

export type ExamQuestion =
  | ExamMcqQuestion
  | ExamTrueOrFalseQuestion
  | ExamFillTheBlankQuestion
  | ExamVideoQuestion
  | ExamAudioQuestion
  | ExamRiasecQuestion
  | ExamOrderQuestion
  | ExamMatchQuestion
  | ExamLabelQuestion
  | ExamEssayQuestion
  | ExamFileUploadQuestion
  | ExamImageHighlightQuestion
  | ExamNumericalQuestion;

export type ExamQuestionOf<Type extends QuestionType> = Extract<ExamQuestion, { type: Type }>;

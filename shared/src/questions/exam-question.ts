import type { ListOption, TrueFalseOptionId, WordOption } from './question';
import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import type { ExamNumericalQuestion } from './types/numerical/exam-view';

export type { ExamNumericalQuestion } from './types/numerical/exam-view';

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

export interface ExamMcqQuestion extends ExamQuestionCommon<'MCQ'> {
  options: ExamChoiceOption[];
}

export interface ExamTrueOrFalseQuestion extends ExamQuestionCommon<'TrueOrFalse'> {
  options: { id: TrueFalseOptionId; option: TrueFalseOptionId }[];
}

export interface ExamFillTheBlankQuestion extends ExamQuestionCommon<'FillTheBlank'> {
  /** The text with its blank markers (ids only). */
  content: RichText;
  /** The blanks in reading order. */
  blanks: { id: string }[];
  vHeader: string;
  /** The word bank, always shuffled; empty when the applicant types. */
  options: WordOption[];
}

export type ExamVideoQuestion = ExamQuestionCommon<'VideoComponent'>;

export type ExamAudioQuestion = ExamQuestionCommon<'AudioComponent'>;

/** The statement and its two options; the category is not shown (it could sway the answer). */
export interface ExamRiasecQuestion extends ExamQuestionCommon<'RIASEC'> {
  options: ExamChoiceOption[];
}

export interface ExamOrderQuestion extends ExamQuestionCommon<'OrderComponent'> {
  /** Always shuffled, and never in the correct order: the applicant starts from here. */
  options: ListOption[];
}

export interface ExamMatchQuestion extends ExamQuestionCommon<'MatchQComponent'> {
  /** Shuffled when shuffleOptions is on. */
  options: ListOption[];
  /** Always shuffled (authors often type them in the matching order). */
  PossibleAnswers: ListOption[];
}

export interface ExamLabelQuestion extends ExamQuestionCommon<'LabelQComponent'> {
  image: string;
  /** The label texts, without positions; shuffled when shuffleOptions is on. */
  labels: { id: string; value: string }[];
  /** The drop spots (percentages), without captions, always shuffled. */
  options: { id: string; top: number; left: number }[];
}

export interface ExamEssayQuestion extends ExamQuestionCommon<'EssayComponent'> {
  answerPlaceHolder: string;
  wordlimit: number;
  allowOverLimit: boolean;
  showWordCount: boolean;
  showWordLimit: boolean;
}

export interface ExamFileUploadQuestion extends ExamQuestionCommon<'FileUploadEnhanced'> {
  max: number;
  maxCount: number;
}

export interface ExamImageHighlightQuestion extends ExamQuestionCommon<'ImageHighlight'> {
  qst_image: string;
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

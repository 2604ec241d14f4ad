import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import type { TrueFalseOptionId, UploadedFile } from './question';
import type { NumericalAnswer } from './types/numerical/model';

/**
 * What an applicant submits for one question. Answers are saved per
 * (attempt, question id) apart from the attempt's question snapshot
 * (ARCHITECTURE §8), so a question is never rewritten by an applicant and
 * the answer key never has to travel to them. The seed instead wrote the
 * answer into the question; `applyAnswer` does that for grading views:
 *
 * | type               | answer field               | seed field in the question                    |
 * |--------------------|----------------------------|-----------------------------------------------|
 * | MCQ                | selected (option ids)      | options[].selected                            |
 * | TrueOrFalse        | optionId ('True'/'False')  | options[].selected                            |
 * | RIASEC             | optionId                   | options[].selected                            |
 * | FillTheBlank       | blanks ({blankId, value})  | blanks[].value (ours)                         |
 * | OrderComponent     | order (option ids)         | options, reordered                            |
 * | MatchQComponent    | matches ({optionId, possibleAnswerId}) | matchedPossibleAnswers (ours)     |
 * | LabelQComponent    | placements ({labelId, optionId})       | placedOptions (ours)              |
 * | EssayComponent     | text (rich text)           | stdanswer, stdanswerTxt, count, overcount     |
 * | AudioComponent     | mediaUrl                   | mediaBlobUrl (showRecordingOpt false)         |
 * | VideoComponent     | mediaUrl                   | mediaBlobUrl (showRecordingOpt false)         |
 * | FileUploadEnhanced | files                      | files                                         |
 * | ImageHighlight     | drawingUrl                 | qstImageAfterDrawing                          |
 * | Numerical          | value, unit (as typed)     | value, unit (ours)                            |
 */
export interface McqAnswer {
  type: 'MCQ';
  /** Ids of the ticked options, each once. */
  selected: string[];
}

export interface TrueOrFalseAnswer {
  type: 'TrueOrFalse';
  optionId: TrueFalseOptionId;
}

export interface FillTheBlankAnswer {
  type: 'FillTheBlank';
  /** A value per blank; blanks left out are unanswered. */
  blanks: { blankId: string; value: string }[];
}

export interface VideoAnswer {
  type: 'VideoComponent';
  /** URL of the uploaded recording. */
  mediaUrl: string;
}

export interface AudioAnswer {
  type: 'AudioComponent';
  /** URL of the uploaded recording. */
  mediaUrl: string;
}

export interface RiasecAnswer {
  type: 'RIASEC';
  optionId: string;
}

export interface OrderAnswer {
  type: 'OrderComponent';
  /** Every option id, in the applicant's order. */
  order: string[];
}

export interface MatchAnswer {
  type: 'MatchQComponent';
  /** The possible answer put next to each option; options left out are unmatched. */
  matches: { optionId: string; possibleAnswerId: string }[];
}

export interface LabelAnswer {
  type: 'LabelQComponent';
  /** The spot (option) each label was dropped on; labels left out are unplaced. */
  placements: { labelId: string; optionId: string }[];
}

export interface EssayAnswer {
  type: 'EssayComponent';
  text: RichText;
}

export interface FileUploadAnswer {
  type: 'FileUploadEnhanced';
  files: UploadedFile[];
}

export interface ImageHighlightAnswer {
  type: 'ImageHighlight';
  /** URL of the uploaded picture with the drawing. */
  drawingUrl: string;
}

export type QuestionAnswer =
  | McqAnswer
  | TrueOrFalseAnswer
  | FillTheBlankAnswer
  | VideoAnswer
  | AudioAnswer
  | RiasecAnswer
  | OrderAnswer
  | MatchAnswer
  | LabelAnswer
  | EssayAnswer
  | FileUploadAnswer
  | ImageHighlightAnswer
  | NumericalAnswer;

/** The answer to a question of one type: QuestionAnswerOf<'MCQ'> is McqAnswer. */
export type QuestionAnswerOf<Type extends QuestionType> = Extract<QuestionAnswer, { type: Type }>;

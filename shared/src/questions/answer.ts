import type { QuestionType } from './question-types';
import type { NumericalAnswer } from './types/numerical/model';
import type { McqAnswer } from './types/mcq/model';
import type { TrueOrFalseAnswer } from './types/true-false/model';
import type { FillTheBlankAnswer } from './types/fill-the-blank/model';
import type { VideoAnswer } from './types/video/model';
import type { AudioAnswer } from './types/audio/model';
import type { RiasecAnswer } from './types/riasec/model';
import type { OrderAnswer } from './types/order/model';
import type { MatchAnswer } from './types/match/model';
import type { LabelAnswer } from './types/label/model';
import type { EssayAnswer } from './types/essay/model';
import type { FileUploadAnswer } from './types/file-upload/model';
import type { ImageHighlightAnswer } from './types/image-highlight/model';

export type { McqAnswer } from './types/mcq/model';
export type { TrueOrFalseAnswer } from './types/true-false/model';
export type { FillTheBlankAnswer } from './types/fill-the-blank/model';
export type { VideoAnswer } from './types/video/model';
export type { AudioAnswer } from './types/audio/model';
export type { RiasecAnswer } from './types/riasec/model';
export type { OrderAnswer } from './types/order/model';
export type { MatchAnswer } from './types/match/model';
export type { LabelAnswer } from './types/label/model';
export type { EssayAnswer } from './types/essay/model';
export type { FileUploadAnswer } from './types/file-upload/model';
export type { ImageHighlightAnswer } from './types/image-highlight/model';

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

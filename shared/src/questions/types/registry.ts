import type { QuestionType } from '../question-types';
import { audioType } from './audio';
import { essayType } from './essay';
import { fileUploadType } from './file-upload';
import { fillTheBlankType } from './fill-the-blank';
import { imageHighlightType } from './image-highlight';
import { labelType } from './label';
import { matchType } from './match';
import { mcqType } from './mcq';
import { numericalType } from './numerical';
import { orderType } from './order';
import type { QuestionTypeDefinition } from './question-type-definition';
import { riasecType } from './riasec';
import { trueFalseType } from './true-false';
import { videoType } from './video';

export type QuestionTypeRegistry = { readonly [Type in QuestionType]: QuestionTypeDefinition<Type> };

/**
 * Every question type's definition, by wire name (one folder each beside
 * this file). The aspect files (normalize-question.ts, validate-question.ts,
 * apply-answer.ts, validate-answer.ts, without-answer-key.ts,
 * random-item-ids.ts, scoring/score-answer.ts) look a question's type up
 * here; the compiler refuses a type left out.
 */
export const QUESTION_TYPE_REGISTRY: QuestionTypeRegistry = {
  MCQ: mcqType,
  TrueOrFalse: trueFalseType,
  FillTheBlank: fillTheBlankType,
  VideoComponent: videoType,
  AudioComponent: audioType,
  RIASEC: riasecType,
  OrderComponent: orderType,
  MatchQComponent: matchType,
  LabelQComponent: labelType,
  EssayComponent: essayType,
  FileUploadEnhanced: fileUploadType,
  ImageHighlight: imageHighlightType,
  Numerical: numericalType,
};

/**
 * The definition of `type`. Given a question's type, its parts take that
 * question: `definitionOf(question.type).applyAnswer(question, answer)`.
 */
export function definitionOf<Type extends QuestionType>(type: Type): QuestionTypeDefinition<Type> {
  return QUESTION_TYPE_REGISTRY[type];
}

import type { QuestionType } from '../question-types';
import { audioBasics } from './audio/basics';
import { essayBasics } from './essay/basics';
import { fileUploadBasics } from './file-upload/basics';
import { fillTheBlankBasics } from './fill-the-blank/basics';
import { imageHighlightBasics } from './image-highlight/basics';
import { labelBasics } from './label/basics';
import { matchBasics } from './match/basics';
import { mcqBasics } from './mcq/basics';
import { numericalBasics } from './numerical/basics';
import { orderBasics } from './order/basics';
import type { QuestionTypeBasics } from './question-type-definition';
import { riasecBasics } from './riasec/basics';
import { trueFalseBasics } from './true-false/basics';
import { videoBasics } from './video/basics';

export type QuestionTypeBasicsRegistry = { readonly [Type in QuestionType]: QuestionTypeBasics<Type> };

/**
 * The basics of every type (label, route, new question, exam view): what the
 * applicant's page loads. registry.ts holds the whole definitions.
 */
export const QUESTION_TYPE_BASICS: QuestionTypeBasicsRegistry = {
  MCQ: mcqBasics,
  TrueOrFalse: trueFalseBasics,
  FillTheBlank: fillTheBlankBasics,
  VideoComponent: videoBasics,
  AudioComponent: audioBasics,
  RIASEC: riasecBasics,
  OrderComponent: orderBasics,
  MatchQComponent: matchBasics,
  LabelQComponent: labelBasics,
  EssayComponent: essayBasics,
  FileUploadEnhanced: fileUploadBasics,
  ImageHighlight: imageHighlightBasics,
  Numerical: numericalBasics,
};

/**
 * The basics of `type`. Given a question's type, its parts take that
 * question: `basicsOf(question.type).examView(question, tools)`.
 */
export function basicsOf<Type extends QuestionType>(type: Type): QuestionTypeBasics<Type> {
  return QUESTION_TYPE_BASICS[type];
}

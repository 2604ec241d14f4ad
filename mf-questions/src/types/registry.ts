import type { QuestionType } from '@mizan/shared';
import type { QuestionTypeUI } from './question-type-ui';
import { trueOrFalseUI } from './true-false';
import { imageHighlightUI } from './image-highlight';
import { audioUI } from './audio';
import { videoUI } from './video';
import { fileUploadUI } from './file-upload';
import { labelUI } from './label';
import { matchUI } from './match';
import { orderUI } from './order';
import { mcqUI } from './mcq';
import { riasecUI } from './riasec';
import { fillTheBlankUI } from './fill-the-blank';
import { essayUI } from './essay';
import { numericalUI } from './numerical';

/** Each type's UI under its type; a type missing here shows a clear "not available" result instead of crashing. */
export type QuestionTypeUIMap = { [Type in QuestionType]?: QuestionTypeUI<Type> };

/** The UI of every question type (src/types/<type>/index.ts): one import line and one entry line per type. */
export const QUESTION_TYPE_UIS: QuestionTypeUIMap = {
  TrueOrFalse: trueOrFalseUI,
  ImageHighlight: imageHighlightUI,
  AudioComponent: audioUI,
  VideoComponent: videoUI,
  FileUploadEnhanced: fileUploadUI,
  LabelQComponent: labelUI,
  MatchQComponent: matchUI,
  OrderComponent: orderUI,
  MCQ: mcqUI,
  RIASEC: riasecUI,
  FillTheBlank: fillTheBlankUI,
  EssayComponent: essayUI,
  Numerical: numericalUI,
};

/** The UI of `type`, or undefined while that type is not registered. */
export function questionTypeUI<Type extends QuestionType>(type: Type): QuestionTypeUI<Type> | undefined {
  return QUESTION_TYPE_UIS[type] as QuestionTypeUI<Type> | undefined;
}

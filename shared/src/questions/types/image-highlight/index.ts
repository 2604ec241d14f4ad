import { readRubricFields } from '../../../rubrics/read-rubric-fields';
import { scoreManualAnswer } from '../../../scoring/manual';
import { isMediaUrl } from '../../media-url';
import { IMAGE_REQUIRED } from '../../messages';
import { headerRule, totalMarkRule } from '../../question-rules';
import { readImage, readMediaUrl, readString } from '../../read-values';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { imageHighlightBasics } from './basics';

/** Highlight image (SPEC §3): the applicant draws on a picture; a teacher marks the drawing. */
export const imageHighlightType: QuestionTypeDefinition<'ImageHighlight'> = {
  ...imageHighlightBasics,
  normalize: (record, common) => ({
    ...common,
    ...readRubricFields(record),
    qst_image: readImage(record.qst_image),
    qstImageAfterDrawing: readMediaUrl(record.qstImageAfterDrawing),
    authorNote: readString(record.authorNote),
  }),
  // SPEC: "Image highlight: an image is required" has no words of its own, so it uses the Label editor's.
  rules: (question) => [
    () => totalMarkRule(question),
    () => headerRule(question),
    () => (question.qst_image === '' ? IMAGE_REQUIRED : null),
  ],
  richTexts: () => [],
  itemLists: () => [],
  applyAnswer: (question, answer) => ({ ...question, qstImageAfterDrawing: answer?.drawingUrl ?? '' }),
  answerFromQuestion: (question) =>
    question.qstImageAfterDrawing === '' ? null : { type: 'ImageHighlight', drawingUrl: question.qstImageAfterDrawing },
  validateAnswer: () => null,
  withoutAnswerKey: (question) => ({ ...question, qstImageAfterDrawing: '', authorNote: '' }),
  withRandomItemIds: (question) => question,
  score: (question, answer) => scoreManualAnswer(question, answer, (given) => isMediaUrl(given.drawingUrl)),
};

import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon, RubricFields } from '../../question';

export interface ImageHighlightQuestion extends QuestionCommon<'ImageHighlight'>, RubricFields {
  /** The picture drawn on. */
  qst_image: string;
  /** answer: URL of the picture with the applicant's drawing. */
  qstImageAfterDrawing: string;
  /** key: the author's note, for staff only. */
  authorNote: string;
}

export interface ImageHighlightAnswer {
  type: 'ImageHighlight';
  /** URL of the uploaded picture with the drawing. */
  drawingUrl: string;
}

export interface ExamImageHighlightQuestion extends ExamQuestionCommon<'ImageHighlight'> {
  qst_image: string;
}

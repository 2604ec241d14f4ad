import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import type { QuestionTypeBasics } from '../question-type-definition';

export const imageHighlightBasics: QuestionTypeBasics<'ImageHighlight'> = {
  info: { type: 'ImageHighlight', label: 'Highlight Image', route: '/imagehighlight', scoring: 'manual' },
  create: () => ({ ...newQuestionCommon('ImageHighlight'), qst_image: '', qstImageAfterDrawing: '', authorNote: '' }),
  examView: (question) => ({ ...examCommon<'ImageHighlight'>(question), qst_image: question.qst_image }),
};

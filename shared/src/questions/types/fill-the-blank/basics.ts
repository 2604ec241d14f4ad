import { examCommon, cleanRichText } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { blankIdsOf, emptyRichText, plainText } from '../../rich-text';
import type { QuestionTypeBasics } from '../question-type-definition';

export const fillTheBlankBasics: QuestionTypeBasics<'FillTheBlank'> = {
  info: { type: 'FillTheBlank', label: 'Fill the blank', route: '/filltheblank', scoring: 'auto' },
  create: () => ({ ...newQuestionCommon('FillTheBlank'), content: emptyRichText(), blanks: [], vHeader: '', options: [] }),
  // The word bank is always shuffled: it is often typed in blank order.
  examView: (question, { always }) => {
    const content = cleanRichText(question.content);
    return {
      ...examCommon<'FillTheBlank'>(question),
      content,
      blanks: blankIdsOf(content).map((id) => ({ id })),
      vHeader: plainText(content),
      options: always(
        question.options.map((word) => ({ id: word.id, option: word.option })),
        'words',
      ),
    };
  },
};

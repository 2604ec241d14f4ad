import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import type { QuestionTypeBasics } from '../question-type-definition';

export const trueFalseBasics: QuestionTypeBasics<'TrueOrFalse'> = {
  info: { type: 'TrueOrFalse', label: 'True/False', route: '/truefalse', scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('TrueOrFalse'),
    options: [
      { id: 'True', option: 'True', selected: false, isTrue: false },
      { id: 'False', option: 'False', selected: false, isTrue: false },
    ],
    correctAnswerChosen: false,
  }),
  examView: (question, { maybeShuffle }) => ({
    ...examCommon<'TrueOrFalse'>(question),
    options: maybeShuffle(
      question.options.map((option) => ({ id: option.id, option: option.option })),
      'options',
    ),
  }),
};

import { NEW_QUESTION_OPTION_COUNT } from '../../defaults';
import { examChoiceOptions, examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { newChoiceOption, newItems } from '../../new-items';
import type { QuestionTypeBasics } from '../question-type-definition';

export const mcqBasics: QuestionTypeBasics<'MCQ'> = {
  info: { type: 'MCQ', label: 'Multiple Choice', route: '/mcq', scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('MCQ'),
    isPartial: false,
    options: newItems(NEW_QUESTION_OPTION_COUNT, () => newChoiceOption()),
  }),
  examView: (question, { maybeShuffle }) => ({
    ...examCommon<'MCQ'>(question),
    options: maybeShuffle(examChoiceOptions(question.options), 'options'),
  }),
};

import { RIASEC_DEFAULT_TOTAL_MARK, RIASEC_DO_NOT_WANT, RIASEC_WANT } from '../../defaults';
import { examChoiceOptions, examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { newChoiceOption } from '../../new-items';
import type { QuestionTypeBasics } from '../question-type-definition';

export const riasecBasics: QuestionTypeBasics<'RIASEC'> = {
  info: { type: 'RIASEC', label: 'RIASEC', route: null, scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('RIASEC'),
    totalMark: RIASEC_DEFAULT_TOTAL_MARK,
    cat: 'R',
    options: [{ ...newChoiceOption(RIASEC_WANT), isTrue: true }, newChoiceOption(RIASEC_DO_NOT_WANT)],
  }),
  // The category is not shown: it could sway the answer.
  examView: (question, { maybeShuffle }) => ({
    ...examCommon<'RIASEC'>(question),
    options: maybeShuffle(examChoiceOptions(question.options), 'options'),
  }),
};

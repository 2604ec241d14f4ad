import { DEFAULT_SCORE_MODE, NEW_QUESTION_OPTION_COUNT } from '../../defaults';
import { examCommon, examListOptions } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { newItems, newListOption } from '../../new-items';
import type { QuestionTypeBasics } from '../question-type-definition';

export const matchBasics: QuestionTypeBasics<'MatchQComponent'> = {
  info: { type: 'MatchQComponent', label: 'Matching', route: '/Match', scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('MatchQComponent'),
    options: newItems(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    PossibleAnswers: newItems(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    correctPossibleAnswers: [],
    matchedPossibleAnswers: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  // The possible answers are always shuffled: authors often type them in the matching order.
  examView: (question, { always, maybeShuffle }) => ({
    ...examCommon<'MatchQComponent'>(question),
    options: maybeShuffle(examListOptions(question.options), 'options'),
    PossibleAnswers: always(examListOptions(question.PossibleAnswers), 'answers'),
  }),
};

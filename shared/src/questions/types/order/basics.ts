import { DEFAULT_SCORE_MODE, NEW_QUESTION_OPTION_COUNT } from '../../defaults';
import { examCommon, examListOptions } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { newItems, newListOption } from '../../new-items';
import type { ListOption } from '../../question';
import type { QuestionTypeBasics } from '../question-type-definition';

/**
 * An Order question's starting order: shuffled, and when the shuffle lands on
 * the correct order (one chance in n!, one in two for two items) the first
 * item moves to the end. Otherwise an applicant who changes nothing would
 * hand in the right answer, and a reload could tell them so.
 */
function orderStart(shuffled: ListOption[], correct: readonly string[]): ListOption[] {
  const inCorrectOrder = shuffled.length >= 2 && shuffled.every((option, index) => option.id === correct[index]);
  return inCorrectOrder ? [...shuffled.slice(1), shuffled[0]] : shuffled;
}

export const orderBasics: QuestionTypeBasics<'OrderComponent'> = {
  info: { type: 'OrderComponent', label: 'Ordering', route: '/Order', scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('OrderComponent'),
    options: newItems(NEW_QUESTION_OPTION_COUNT, () => newListOption()),
    correctOptions: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  examView: (question, { always }) => ({
    ...examCommon<'OrderComponent'>(question),
    options: orderStart(always(examListOptions(question.options), 'order'), question.correctOptions),
  }),
};

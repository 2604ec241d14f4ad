import { scoreOrder } from '../../../scoring/order';
import { MIN_OPTIONS } from '../../defaults';
import {
  CORRECT_ANSWER_REQUIRED,
  OPTIONS_TOO_FEW,
  ORDER_HEADER_AND_OPTIONS_REQUIRED,
  ORDER_INCOMPLETE,
  REPEATED_OPTION,
  UNKNOWN_OPTION,
} from '../../messages';
import type { ListOption, OrderQuestion } from '../../question';
import { isArrangementOf, totalMarkRule } from '../../question-rules';
import { randomItemIdList } from '../../random-item-id-list';
import { readIdList, readList, readScoreMode } from '../../read-values';
import { isEmptyRichText } from '../../rich-text';
import { byId, hasRepeats, readListOption, unknownIn } from '../common/list-options';
import type { QuestionRule, QuestionTypeDefinition } from '../question-type-definition';
import { orderBasics } from './basics';

/** The options in the order of `ids`; unknown ids are skipped and options not named keep their place after them. */
function reorder(options: readonly ListOption[], ids: readonly string[]): ListOption[] {
  const remaining = new Map(options.map((option) => [option.id, option]));
  const ordered: ListOption[] = [];
  for (const id of ids) {
    const option = remaining.get(id);
    if (option) {
      ordered.push(option);
      remaining.delete(id);
    }
  }
  return [...ordered, ...remaining.values()];
}

/** SPEC §5's Order sequence: header and options, total mark, two options; ours: the correct order arranges every option once. */
function orderRules(question: OrderQuestion): QuestionRule[] {
  return [
    () =>
      isEmptyRichText(question.header) || question.options.some((option) => isEmptyRichText(option.option))
        ? ORDER_HEADER_AND_OPTIONS_REQUIRED
        : null,
    () => totalMarkRule(question),
    () => (question.options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
    () =>
      isArrangementOf(
        question.correctOptions,
        question.options.map((option) => option.id),
      )
        ? null
        : CORRECT_ANSWER_REQUIRED,
  ];
}

/** Ordering (SPEC §3): put the items in the correct order; options hold the applicant's order in grading views. */
export const orderType: QuestionTypeDefinition<'OrderComponent'> = {
  ...orderBasics,
  normalize: (record, common) => ({
    ...common,
    options: readList(record.options, readListOption),
    correctOptions: readIdList(record.correctOptions),
    scoreMode: readScoreMode(record.scoreMode),
  }),
  rules: orderRules,
  richTexts: (question) => question.options.map((option) => option.option),
  itemLists: (question) => [question.options],
  applyAnswer: (question, answer) => (answer ? { ...question, options: reorder(question.options, answer.order) } : question),
  // The options are always an order, so an Order question always holds an answer.
  answerFromQuestion: (question) => ({ type: 'OrderComponent', order: question.options.map((option) => option.id) }),
  validateAnswer: (question, answer) => {
    const ids = question.options.map((option) => option.id);
    if (unknownIn(answer.order, ids) !== null) return UNKNOWN_OPTION;
    if (hasRepeats(answer.order)) return REPEATED_OPTION;
    return answer.order.length === ids.length ? null : ORDER_INCOMPLETE;
  },
  withoutAnswerKey: (question) => ({ ...question, options: byId(question.options), correctOptions: [] }),
  withRandomItemIds: (question) => {
    const options = randomItemIdList(question.options);
    return { ...question, options: options.items, correctOptions: question.correctOptions.map(options.idOf) };
  },
  score: scoreOrder,
};

import type { Question } from './question';
import { definitionOf } from './types/registry';

/**
 * The question with a fresh random id for every option, item, word, label,
 * spot, accepted number and unit whose id is not one newQuestionId made (the
 * legacy bank's '1', '2', '3', an import's 'o1', 'o2'), and every key and
 * answer field that names it renamed to match (each type's
 * `withRandomItemIds`). An applicant sees these ids: ids that count up in
 * the order the author typed the items give that order away, and authors
 * often type Order items, Match answers and Label spots in answer order.
 * Ids already random are kept, so saving an assessment again changes nothing.
 * TrueOrFalse's 'True' and 'False' are SPEC's and stay.
 */
export function withRandomItemIds(question: Question): Question {
  return definitionOf(question.type).withRandomItemIds(question);
}

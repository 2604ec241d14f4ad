import type { Question } from './question';
import { withRandomItemIds } from './random-item-ids';
import { definitionOf } from './types/registry';

/**
 * The question as staff who may only read it see it (a bank question shared
 * read-only): still a whole question of its type, so it can be shown and
 * copied into an assessment, but with every answer key, note and answer
 * emptied (each type's `withoutAnswerKey`). Lists whose order is the key
 * (Order items, Match answers, Label texts) are given random ids and put in
 * id order, so neither their order nor their ids tell the key; Label texts
 * lose the places the author put them, which are their spots. A copy needs
 * its key set again before it can be saved.
 */
export function withoutAnswerKey(question: Question): Question {
  const common = { ...withRandomItemIds(question), score: '', feedback: '' };
  return definitionOf(common.type).withoutAnswerKey(common);
}

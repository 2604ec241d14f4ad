import type { Question } from './question';
import { QUESTION_ID_LENGTH, newQuestionId } from './question-id';
import { numericalWithRandomItemIds } from './types/numerical/answer';

/** The shape newQuestionId gives: 10 random letters and digits. */
const GENERATED_ID = new RegExp(`^[A-Za-z0-9]{${QUESTION_ID_LENGTH}}$`);

/**
 * The question with a fresh random id for every option, item, word, label
 * and spot whose id is not one newQuestionId made (the legacy bank's '1',
 * '2', '3', an import's 'o1', 'o2'), and every key and answer field that
 * names it renamed to match. An applicant sees these ids: ids that count up
 * in the order the author typed the items give that order away, and authors
 * often type Order items, Match answers and Label spots in answer order.
 * Ids already random are kept, so saving an assessment again changes nothing.
 * TrueOrFalse's 'True' and 'False' are SPEC's and stay.
 */
export function withRandomItemIds(question: Question): Question {
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC':
      return { ...question, options: itemList(question.options).items };
    case 'FillTheBlank':
      return { ...question, options: itemList(question.options).items };
    case 'OrderComponent': {
      const options = itemList(question.options);
      return { ...question, options: options.items, correctOptions: question.correctOptions.map(options.idOf) };
    }
    case 'MatchQComponent': {
      const answers = itemList(question.PossibleAnswers);
      return {
        ...question,
        options: itemList(question.options).items,
        PossibleAnswers: answers.items,
        correctPossibleAnswers: question.correctPossibleAnswers.map(answers.idOf),
        matchedPossibleAnswers: question.matchedPossibleAnswers.map(answers.idOf),
      };
    }
    case 'LabelQComponent': {
      const spots = itemList(question.options);
      return {
        ...question,
        labels: itemList(question.labels).items,
        options: spots.items,
        correctOptions: question.correctOptions.map(spots.idOf),
        placedOptions: question.placedOptions.map(spots.idOf),
      };
    }
    case 'Numerical':
      return numericalWithRandomItemIds(question);
    default:
      return question;
  }
}

/** One list with its ids made random, and the new id of any old one (unknown ids and '' as they were). */
function itemList<T extends { id: string }>(items: readonly T[]): { items: T[]; idOf: (id: string) => string } {
  const renamed = new Map<string, string>();
  const fresh = items.map((item) => {
    if (GENERATED_ID.test(item.id)) return item;
    let id = renamed.get(item.id);
    if (!id) renamed.set(item.id, (id = newQuestionId()));
    return { ...item, id };
  });
  return { items: fresh, idOf: (id) => renamed.get(id) ?? id };
}

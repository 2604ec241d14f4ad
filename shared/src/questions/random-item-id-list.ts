import { QUESTION_ID_LENGTH, newQuestionId } from './question-id';

/** The shape newQuestionId gives: 10 random letters and digits. */
const GENERATED_ID = new RegExp(`^[A-Za-z0-9]{${QUESTION_ID_LENGTH}}$`);

/** One list with its ids made random, and the new id of any old one (unknown ids and '' as they were). See withRandomItemIds. */
export function randomItemIdList<T extends { id: string }>(items: readonly T[]): { items: T[]; idOf: (id: string) => string } {
  const renamed = new Map<string, string>();
  const fresh = items.map((item) => {
    if (GENERATED_ID.test(item.id)) return item;
    let id = renamed.get(item.id);
    if (!id) renamed.set(item.id, (id = newQuestionId()));
    return { ...item, id };
  });
  return { items: fresh, idOf: (id) => renamed.get(id) ?? id };
}

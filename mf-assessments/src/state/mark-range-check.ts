import { markInRange, markRangeMessage, markValue, type Question } from '@mizan/shared';

/**
 * Before a grading is sent: the message for the first question whose score
 * is outside 0..its total mark (numbered as the page numbers them), else
 * null. Such a grading is refused whole, as the server would refuse it.
 */
export function markOutOfRangeMessage(questions: readonly Question[], scoreOf: (question: Question) => string): string | null {
  const index = questions.findIndex((question) => !markInRange(scoreOf(question), markValue(question.totalMark)));
  return index < 0 ? null : markRangeMessage(index + 1, markValue(questions[index].totalMark));
}

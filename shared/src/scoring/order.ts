import type { OrderAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { OrderQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';
import { splitMark } from './split-mark';

/**
 * Order (SPEC §4): the mark is split equally per option; each option in its
 * correct position (answer.order[i] = correctOptions[i]) earns its share;
 * exactMatch gives 0 unless the total is reached; 2 decimals. No answer
 * scores 0 (the exam view always starts shuffled, see toExamView).
 */
export function scoreOrder(question: OrderQuestion, answer: OrderAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const key = question.correctOptions;
  const order = answer?.order ?? [];
  const right = key.filter((id, index) => order[index] === id).length;
  return scoredResult(splitMark(max, right, key.length, question.scoreMode), max);
}

import type { QuestionAnswer } from './answer';
import { ANSWER_TYPE_MISMATCH } from './messages';
import type { Question } from './question';
import { definitionOf } from './types/registry';

/**
 * Whether `answer` (already shape-checked by questionAnswerSchema) fits
 * `question`, as the server checks each save: the message of the first
 * problem, or null. The question is the attempt's snapshot, with its answer key.
 *
 * - the answer's type must be the question's;
 * - ids must name the question's options, blanks, labels or spots, each once;
 * - an Order answer arranges every option exactly once;
 * - with a word bank, a blank's value is one of its words (or empty);
 * - an essay over its word limit is refused unless allowOverLimit
 *   ('Warning! you have exceeded word count!'); pictures in it must be uploaded;
 * - at most `max` files ('Your limit is {max} files only'), of accepted types;
 * - a typed number at most 100 characters, its unit one of the question's.
 *
 * Each type's checks are its `validateAnswer` (types/<type>/).
 */
export function validateAnswer(question: Question, answer: QuestionAnswer): string | null {
  if (answer.type !== question.type) return ANSWER_TYPE_MISMATCH;
  return definitionOf(question.type).validateAnswer(question, answer);
}

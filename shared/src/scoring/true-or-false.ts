import type { TrueOrFalseAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { TrueOrFalseQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';

/** TrueOrFalse (SPEC §4): the full totalMark if the selected option is the correct one, else 0. */
export function scoreTrueOrFalse(question: TrueOrFalseQuestion, answer: TrueOrFalseAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const chosen = question.options.find((option) => option.id === answer?.optionId);
  return scoredResult(chosen?.isTrue ? max : 0, max);
}

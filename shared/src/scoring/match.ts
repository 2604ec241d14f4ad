import type { MatchAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { MatchQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';
import { splitMark } from './split-mark';

/**
 * Match (SPEC §4): totalMark divided by the number of answers (one per
 * option); partialMatch credits each option matched with its correct
 * possible answer (correctPossibleAnswers[i] for options[i]); exactMatch gives
 * the full mark only if all are correct, else 0; 2 decimals.
 */
export function scoreMatch(question: MatchQuestion, answer: MatchAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const given = new Map((answer?.matches ?? []).map((match) => [match.optionId, match.possibleAnswerId]));
  const right = question.options.filter((option, index) => {
    const expected = question.correctPossibleAnswers[index];
    return expected !== undefined && given.get(option.id) === expected;
  }).length;
  return scoredResult(splitMark(max, right, question.options.length, question.scoreMode), max);
}

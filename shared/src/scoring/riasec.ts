import type { RiasecAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { RiasecQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';

/**
 * RIASEC (ours, from SPEC §3's "correct" option): choosing the 'أرغب'
 * (I want) option, the one marked isTrue, scores totalMark and counts as a
 * statement liked in the question's category; 'لا أرغب' or no answer scores 0
 * and is not liked. The outcome feeds careerProfile.
 */
export function scoreRiasec(question: RiasecQuestion, answer: RiasecAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const chosen = question.options.find((option) => option.id === answer?.optionId);
  const liked = chosen?.isTrue === true;
  return { kind: 'scored', score: liked ? max : 0, max, riasec: { category: question.cat, liked } };
}

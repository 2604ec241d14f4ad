import type { McqAnswer } from '../questions/answer';
import { markValue, roundMark } from '../questions/mark';
import type { McqQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';

/**
 * MCQ (SPEC §4).
 * - Not partial: the full totalMark only if exactly the correct options are
 *   selected, else 0.
 * - Partial: percent = 100 / correctCount × (correct selected − wrong selected),
 *   floored at 0, applied to totalMark; 2 decimals.
 * Unknown ids and repeats in the answer are ignored; no answer scores 0; a
 * question with no correct option (which validation refuses) scores 0.
 */
export function scoreMcq(question: McqQuestion, answer: McqAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const correct = new Set(question.options.filter((option) => option.isTrue).map((option) => option.id));
  const known = new Set(question.options.map((option) => option.id));
  const selected = new Set((answer?.selected ?? []).filter((id) => known.has(id)));
  if (correct.size === 0 || selected.size === 0) return scoredResult(0, max);

  let correctSelected = 0;
  let wrongSelected = 0;
  for (const id of selected) {
    if (correct.has(id)) correctSelected += 1;
    else wrongSelected += 1;
  }

  if (!question.isPartial) {
    const exact = wrongSelected === 0 && correctSelected === correct.size;
    return scoredResult(exact ? max : 0, max);
  }
  const net = correctSelected - wrongSelected;
  if (net >= correct.size) return scoredResult(max, max);
  const percent = Math.max(0, (100 / correct.size) * net);
  return scoredResult(roundMark((percent / 100) * max), max);
}

import type { LabelAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { LabelQuestion } from '../questions/question';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';
import { splitMark } from './split-mark';

/**
 * Label (SPEC §4): totalMark divided by the number of labels; each label
 * dropped on its correct spot (correctOptions[i] for labels[i]) earns its
 * share; 2 decimals. scoreMode exactMatch (ours: SPEC names the field but not
 * its effect here) works as for Match: the full mark only if all are right.
 */
export function scoreLabel(question: LabelQuestion, answer: LabelAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const given = new Map((answer?.placements ?? []).map((placement) => [placement.labelId, placement.optionId]));
  const right = question.labels.filter((label, index) => {
    const expected = question.correctOptions[index];
    return expected !== undefined && given.get(label.id) === expected;
  }).length;
  return scoredResult(splitMark(max, right, question.labels.length, question.scoreMode), max);
}

import type { FillTheBlankAnswer } from '../questions/answer';
import { normalizeAnswerText } from '../questions/answer-text';
import { markValue } from '../questions/mark';
import type { FillTheBlankQuestion } from '../questions/question';
import { blankIdsOf } from '../questions/rich-text';
import type { ScoredResult } from './score-result';
import { scoredResult } from './score-result';
import { splitMark } from './split-mark';

/**
 * FillTheBlank (ours; SPEC is silent): totalMark split equally over the
 * blanks of the text (the blank markers in content; the blanks list when
 * content has none); a blank earns its share when the applicant's value
 * equals one of its accepted answers after normalizeAnswerText (trimmed, white
 * space collapsed, case-insensitive, Arabic-Indic digits as Latin); an empty
 * value is never right; 2 decimals, every blank right earns exactly totalMark.
 */
export function scoreFillTheBlank(question: FillTheBlankQuestion, answer: FillTheBlankAnswer | null): ScoredResult {
  const max = markValue(question.totalMark);
  const markers = blankIdsOf(question.content);
  const ids = markers.length > 0 ? markers : question.blanks.map((blank) => blank.id);
  const given = new Map((answer?.blanks ?? []).map((blank) => [blank.blankId, normalizeAnswerText(blank.value)]));
  const right = ids.filter((id) => {
    const value = given.get(id);
    if (value === undefined || value === '') return false;
    const accepted = question.blanks.find((blank) => blank.id === id)?.answers ?? [];
    return accepted.some((text) => normalizeAnswerText(text) === value);
  }).length;
  return scoredResult(splitMark(max, right, ids.length), max);
}

import { parseMark } from './mark';
import { HEADER_REQUIRED, TOTAL_MARK_INVALID, TOTAL_MARK_REQUIRED } from './messages';
import type { QuestionCommon } from './question';
import type { QuestionType } from './question-types';
import { isEmptyRichText } from './rich-text';

/** Save rules several types share (SPEC §5): each gives its message when the question breaks it, else null. */

/** SPEC §5 "All types": a total mark, a number of 0 or more. */
export function totalMarkRule(question: QuestionCommon<QuestionType>): string | null {
  if (question.totalMark.trim() === '') return TOTAL_MARK_REQUIRED;
  return parseMark(question.totalMark) === null ? TOTAL_MARK_INVALID : null;
}

export function headerRule(question: QuestionCommon<QuestionType>): string | null {
  return isEmptyRichText(question.header) ? HEADER_REQUIRED : null;
}

/** Every id of `ids` names one of `known`, each once, and every one of `known` is named. */
export function isArrangementOf(ids: readonly string[], known: readonly string[]): boolean {
  return ids.length === known.length && new Set(ids).size === ids.length && ids.every((id) => known.includes(id));
}

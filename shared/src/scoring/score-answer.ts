import type { QuestionAnswer } from '../questions/answer';
import { markValue } from '../questions/mark';
import type { Question } from '../questions/question';
import { definitionOf } from '../questions/types/registry';
import type { ScoreResult } from './score-result';
import { scoredResult } from './score-result';

/**
 * The mark of one answer by the rules of its question's type (SPEC §4 and
 * the rules we defined, see each scorer: each type's `score` in
 * questions/types/<type>/). Manual types (Essay, Audio, Video,
 * FileUpload, ImageHighlight) answer { kind: 'needsGrading' }, except that
 * an empty answer (no text, no recording, no file, no drawing) scores 0 at
 * once: there is nothing to grade. No answer, or an answer of another type
 * (which validateAnswer refuses on save), counts as unanswered.
 */
export function scoreAnswer(question: Question, answer: QuestionAnswer | null | undefined): ScoreResult {
  // A regrade's counting (docs/decisions.md, "Fixing a key and regrading") comes before the key.
  if (question.scoring === 'excluded') return scoredResult(0, 0);
  if (question.scoring === 'fullMarks') return scoredResult(markValue(question.totalMark), markValue(question.totalMark));
  return definitionOf(question.type).score(question, answer && answer.type === question.type ? answer : null);
}

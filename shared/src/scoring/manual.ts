import { markValue } from '../questions/mark';
import type { QuestionCommon } from '../questions/question';
import type { QuestionType } from '../questions/question-types';
import type { ScoreResult } from './score-result';
import { scoredResult } from './score-result';

/**
 * A manual type (Essay, Audio, Video, FileUpload, ImageHighlight): an answer
 * holding something (text, a recording, a file, a drawing) waits for a
 * teacher; no answer, or an empty one, scores 0 at once: there is nothing to grade.
 */
export function scoreManualAnswer<Answer>(
  question: QuestionCommon<QuestionType>,
  answer: Answer | null,
  hasAnswer: (answer: Answer) => boolean,
): ScoreResult {
  const max = markValue(question.totalMark);
  return answer !== null && hasAnswer(answer) ? { kind: 'needsGrading', max } : scoredResult(0, max);
}

import type { QuestionAnswer } from '../questions/answer';
import { isMediaUrl } from '../questions/media-url';
import { markValue } from '../questions/mark';
import type { Question } from '../questions/question';
import { isEmptyRichText } from '../questions/rich-text';
import { scoreFillTheBlank } from './fill-the-blank';
import { scoreLabel } from './label';
import { scoreMatch } from './match';
import { scoreMcq } from './mcq';
import { scoreOrder } from './order';
import { scoreRiasec } from './riasec';
import type { ScoreResult } from './score-result';
import { scoredResult } from './score-result';
import { scoreTrueOrFalse } from './true-or-false';
import { scoreNumerical } from './numerical';

/** Whether a manual type's answer holds anything for a teacher to mark. */
function hasManualAnswer(answer: QuestionAnswer): boolean {
  switch (answer.type) {
    case 'EssayComponent':
      return !isEmptyRichText(answer.text);
    case 'AudioComponent':
    case 'VideoComponent':
      return isMediaUrl(answer.mediaUrl);
    case 'FileUploadEnhanced':
      return answer.files.length > 0;
    case 'ImageHighlight':
      return isMediaUrl(answer.drawingUrl);
    default:
      return false;
  }
}

/**
 * The mark of one answer by the rules of its question's type (SPEC §4 and
 * the rules we defined, see each scorer). Manual types (Essay, Audio, Video,
 * FileUpload, ImageHighlight) answer { kind: 'needsGrading' }, except that
 * an empty answer (no text, no recording, no file, no drawing) scores 0 at
 * once: there is nothing to grade. No answer, or an answer of another type
 * (which validateAnswer refuses on save), counts as unanswered.
 */
export function scoreAnswer(question: Question, answer: QuestionAnswer | null | undefined): ScoreResult {
  // A regrade's counting (docs/decisions.md, "Fixing a key and regrading") comes before the key.
  if (question.scoring === 'excluded') return scoredResult(0, 0);
  if (question.scoring === 'fullMarks') return scoredResult(markValue(question.totalMark), markValue(question.totalMark));
  switch (question.type) {
    case 'MCQ':
      return scoreMcq(question, answer?.type === 'MCQ' ? answer : null);
    case 'TrueOrFalse':
      return scoreTrueOrFalse(question, answer?.type === 'TrueOrFalse' ? answer : null);
    case 'FillTheBlank':
      return scoreFillTheBlank(question, answer?.type === 'FillTheBlank' ? answer : null);
    case 'RIASEC':
      return scoreRiasec(question, answer?.type === 'RIASEC' ? answer : null);
    case 'OrderComponent':
      return scoreOrder(question, answer?.type === 'OrderComponent' ? answer : null);
    case 'MatchQComponent':
      return scoreMatch(question, answer?.type === 'MatchQComponent' ? answer : null);
    case 'LabelQComponent':
      return scoreLabel(question, answer?.type === 'LabelQComponent' ? answer : null);
    case 'Numerical':
      return scoreNumerical(question, answer?.type === 'Numerical' ? answer : null);
    case 'EssayComponent':
    case 'AudioComponent':
    case 'VideoComponent':
    case 'FileUploadEnhanced':
    case 'ImageHighlight': {
      const max = markValue(question.totalMark);
      const given = answer && answer.type === question.type ? answer : null;
      return given && hasManualAnswer(given) ? { kind: 'needsGrading', max } : scoredResult(0, max);
    }
  }
}

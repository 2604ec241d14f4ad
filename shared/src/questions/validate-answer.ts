import type { QuestionAnswer } from './answer';
import { countRichTextWords } from './count-words';
import { isMediaUrl } from './media-url';
import {
  ANSWER_IMAGE_NOT_UPLOADED,
  ANSWER_TYPE_MISMATCH,
  FILE_TYPE_NOT_ACCEPTED,
  fileLimitMessage,
  NOT_A_WORD_OPTION,
  ORDER_INCOMPLETE,
  REPEATED_OPTION,
  UNKNOWN_OPTION,
  WORD_COUNT_EXCEEDED,
} from './messages';
import type { Question } from './question';
import { imageUrlsOf, RICH_TEXT_MAX_LENGTH, richTextLength, richTextTooLongMessage } from './rich-text';
import { isAcceptedUploadType } from './upload-types';
import { validateNumericalAnswer } from './types/numerical/answer';

/** The first id of `ids` that is not in `known`, or null. */
function unknownIn(ids: readonly string[], known: readonly string[]): string | null {
  return ids.find((id) => !known.includes(id)) ?? null;
}

function hasRepeats(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/**
 * Whether `answer` (already shape-checked by questionAnswerSchema) fits
 * `question`, as the server checks each save: the message of the first
 * problem, or null. The question is the attempt's snapshot, with its answer key.
 *
 * - the answer's type must be the question's;
 * - ids must name the question's options, blanks, labels or spots, each once;
 * - an Order answer arranges every option exactly once;
 * - with a word bank, a blank's value is one of its words (or empty);
 * - an essay over its word limit is refused unless allowOverLimit
 *   ('Warning! you have exceeded word count!'); pictures in it must be uploaded;
 * - at most `max` files ('Your limit is {max} files only'), of accepted types.
 */
export function validateAnswer(question: Question, answer: QuestionAnswer): string | null {
  if (answer.type !== question.type) return ANSWER_TYPE_MISMATCH;
  switch (question.type) {
    case 'MCQ': {
      if (answer.type !== 'MCQ') return ANSWER_TYPE_MISMATCH;
      if (
        unknownIn(
          answer.selected,
          question.options.map((option) => option.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      return hasRepeats(answer.selected) ? REPEATED_OPTION : null;
    }
    case 'TrueOrFalse':
      return null;
    case 'RIASEC': {
      if (answer.type !== 'RIASEC') return ANSWER_TYPE_MISMATCH;
      return question.options.some((option) => option.id === answer.optionId) ? null : UNKNOWN_OPTION;
    }
    case 'FillTheBlank': {
      if (answer.type !== 'FillTheBlank') return ANSWER_TYPE_MISMATCH;
      const ids = answer.blanks.map((blank) => blank.blankId);
      if (
        unknownIn(
          ids,
          question.blanks.map((blank) => blank.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      if (hasRepeats(ids)) return REPEATED_OPTION;
      if (question.options.length > 0) {
        const words = question.options.map((word) => word.option);
        if (answer.blanks.some((blank) => blank.value !== '' && !words.includes(blank.value))) return NOT_A_WORD_OPTION;
      }
      return null;
    }
    case 'OrderComponent': {
      if (answer.type !== 'OrderComponent') return ANSWER_TYPE_MISMATCH;
      const ids = question.options.map((option) => option.id);
      if (unknownIn(answer.order, ids) !== null) return UNKNOWN_OPTION;
      if (hasRepeats(answer.order)) return REPEATED_OPTION;
      return answer.order.length === ids.length ? null : ORDER_INCOMPLETE;
    }
    case 'MatchQComponent': {
      if (answer.type !== 'MatchQComponent') return ANSWER_TYPE_MISMATCH;
      const optionIds = answer.matches.map((match) => match.optionId);
      const answerIds = answer.matches.map((match) => match.possibleAnswerId);
      if (
        unknownIn(
          optionIds,
          question.options.map((option) => option.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      if (
        unknownIn(
          answerIds,
          question.PossibleAnswers.map((possible) => possible.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      return hasRepeats(optionIds) || hasRepeats(answerIds) ? REPEATED_OPTION : null;
    }
    case 'LabelQComponent': {
      if (answer.type !== 'LabelQComponent') return ANSWER_TYPE_MISMATCH;
      const labelIds = answer.placements.map((placement) => placement.labelId);
      const spotIds = answer.placements.map((placement) => placement.optionId);
      if (
        unknownIn(
          labelIds,
          question.labels.map((label) => label.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      if (
        unknownIn(
          spotIds,
          question.options.map((spot) => spot.id),
        ) !== null
      )
        return UNKNOWN_OPTION;
      return hasRepeats(labelIds) || hasRepeats(spotIds) ? REPEATED_OPTION : null;
    }
    case 'EssayComponent': {
      if (answer.type !== 'EssayComponent') return ANSWER_TYPE_MISMATCH;
      if (richTextLength(answer.text) > RICH_TEXT_MAX_LENGTH) return richTextTooLongMessage();
      if (imageUrlsOf(answer.text).some((url) => !isMediaUrl(url))) return ANSWER_IMAGE_NOT_UPLOADED;
      if (!question.allowOverLimit && countRichTextWords(answer.text) > question.wordlimit) return WORD_COUNT_EXCEEDED;
      return null;
    }
    case 'FileUploadEnhanced': {
      if (answer.type !== 'FileUploadEnhanced') return ANSWER_TYPE_MISMATCH;
      if (answer.files.length > question.max) return fileLimitMessage(question.max);
      if (answer.files.some((file) => !isAcceptedUploadType(file.type))) return FILE_TYPE_NOT_ACCEPTED;
      return hasRepeats(answer.files.map((file) => file.id)) ? REPEATED_OPTION : null;
    }
    case 'VideoComponent':
    case 'AudioComponent':
    case 'ImageHighlight':
      return null;
    case 'Numerical':
      return answer.type === 'Numerical' ? validateNumericalAnswer(question, answer) : ANSWER_TYPE_MISMATCH;
  }
}

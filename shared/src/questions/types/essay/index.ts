import { readRubricFields } from '../../../rubrics/read-rubric-fields';
import { scoreManualAnswer } from '../../../scoring/manual';
import { countRichTextWords } from '../../count-words';
import { ESSAY_DEFAULT_WORD_LIMIT } from '../../defaults';
import { isMediaUrl } from '../../media-url';
import { ANSWER_IMAGE_NOT_UPLOADED, WORD_COUNT_EXCEEDED, WORD_LIMIT_INVALID } from '../../messages';
import type { EssayQuestion } from '../../question';
import { headerRule, totalMarkRule } from '../../question-rules';
import { readBoolean, readNumber, readString } from '../../read-values';
import type { RichText } from '../../rich-text';
import {
  emptyRichText,
  imageUrlsOf,
  isEmptyRichText,
  plainText,
  readRichText,
  RICH_TEXT_MAX_LENGTH,
  richTextLength,
  richTextTooLongMessage,
} from '../../rich-text';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { essayBasics } from './basics';

/** The question holding `text` as the applicant's answer, its words counted against the limit. */
function withAnswerText(question: EssayQuestion, text: RichText): EssayQuestion {
  const count = countRichTextWords(text);
  return { ...question, stdanswer: text, stdanswerTxt: plainText(text), count, overcount: count > question.wordlimit };
}

/** Short answer or essay (SPEC §3): rich text within a word limit, marked by a teacher. */
export const essayType: QuestionTypeDefinition<'EssayComponent'> = {
  ...essayBasics,
  normalize: (record, common) =>
    withAnswerText(
      {
        ...common,
        ...readRubricFields(record),
        answerPlaceHolder: readString(record.answerPlaceHolder),
        stdanswer: emptyRichText(),
        stdanswerTxt: '',
        wordlimit: readNumber(record.wordlimit, ESSAY_DEFAULT_WORD_LIMIT),
        allowOverLimit: readBoolean(record.allowOverLimit),
        count: 0,
        overcount: false,
        showWordCount: readBoolean(record.showWordCount),
        showWordLimit: readBoolean(record.showWordLimit),
      },
      readRichText(record.stdanswer),
    ),
  rules: (question) => [
    () => totalMarkRule(question),
    () => headerRule(question),
    () => (Number.isFinite(question.wordlimit) && question.wordlimit >= 0 ? null : WORD_LIMIT_INVALID),
  ],
  richTexts: (question) => [question.stdanswer],
  itemLists: () => [],
  applyAnswer: (question, answer) => withAnswerText(question, answer?.text ?? emptyRichText()),
  answerFromQuestion: (question) => (isEmptyRichText(question.stdanswer) ? null : { type: 'EssayComponent', text: question.stdanswer }),
  // Over the word limit is refused unless allowOverLimit; pictures in it must be uploaded.
  validateAnswer: (question, answer) => {
    if (richTextLength(answer.text) > RICH_TEXT_MAX_LENGTH) return richTextTooLongMessage();
    if (imageUrlsOf(answer.text).some((url) => !isMediaUrl(url))) return ANSWER_IMAGE_NOT_UPLOADED;
    if (!question.allowOverLimit && countRichTextWords(answer.text) > question.wordlimit) return WORD_COUNT_EXCEEDED;
    return null;
  },
  withoutAnswerKey: (question) => ({ ...question, stdanswer: emptyRichText(), stdanswerTxt: '', count: 0, overcount: false }),
  withRandomItemIds: (question) => question,
  score: (question, answer) => scoreManualAnswer(question, answer, (given) => !isEmptyRichText(given.text)),
};

import { scoreFillTheBlank } from '../../../scoring/fill-the-blank';
import { normalizeAnswerText } from '../../answer-text';
import {
  BLANK_ANSWER_NOT_IN_WORDS,
  BLANK_ANSWER_REQUIRED,
  BLANK_REQUIRED,
  NOT_A_WORD_OPTION,
  REPEATED_OPTION,
  UNKNOWN_OPTION,
} from '../../messages';
import type { FillTheBlankQuestion } from '../../question';
import { headerRule, totalMarkRule } from '../../question-rules';
import { randomItemIdList } from '../../random-item-id-list';
import { blankIdsOf } from '../../rich-text';
import { hasRepeats, unknownIn } from '../common/list-options';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { fillTheBlankBasics } from './basics';
import { normalizeFillTheBlank } from './normalize';

/** ours: the text has a blank, each blank an accepted answer, and with a word bank one among its words. */
function blanksRule(question: FillTheBlankQuestion): string | null {
  const markers = blankIdsOf(question.content);
  if (markers.length === 0) return BLANK_REQUIRED;
  const answersOf = (id: string) =>
    question.blanks.find((blank) => blank.id === id)?.answers.filter((answer) => answer.trim() !== '') ?? [];
  if (markers.some((id) => answersOf(id).length === 0)) return BLANK_ANSWER_REQUIRED;
  if (question.options.length > 0) {
    const words = new Set(question.options.map((word) => normalizeAnswerText(word.option)));
    if (markers.some((id) => !answersOf(id).some((answer) => words.has(normalizeAnswerText(answer))))) return BLANK_ANSWER_NOT_IN_WORDS;
  }
  return null;
}

/** Fill the blank: a text with gaps, typed or picked from a word bank. */
export const fillTheBlankType: QuestionTypeDefinition<'FillTheBlank'> = {
  ...fillTheBlankBasics,
  normalize: normalizeFillTheBlank,
  rules: (question) => [() => headerRule(question), () => totalMarkRule(question), () => blanksRule(question)],
  richTexts: (question) => [question.content],
  itemLists: (question) => [question.options],
  applyAnswer: (question, answer) => {
    const values = new Map(answer ? answer.blanks.map((blank) => [blank.blankId, blank.value]) : []);
    return { ...question, blanks: question.blanks.map((blank) => ({ ...blank, value: values.get(blank.id) ?? '' })) };
  },
  answerFromQuestion: (question) => {
    const blanks = question.blanks.filter((blank) => blank.value !== '').map((blank) => ({ blankId: blank.id, value: blank.value }));
    return blanks.length > 0 ? { type: 'FillTheBlank', blanks } : null;
  },
  validateAnswer: (question, answer) => {
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
  },
  withoutAnswerKey: (question) => ({ ...question, blanks: question.blanks.map((blank) => ({ ...blank, answers: [], value: '' })) }),
  withRandomItemIds: (question) => ({ ...question, options: randomItemIdList(question.options).items }),
  score: scoreFillTheBlank,
};

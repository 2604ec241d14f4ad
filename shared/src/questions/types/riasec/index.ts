import { scoreRiasec } from '../../../scoring/riasec';
import { RIASEC_DEFAULT_TOTAL_MARK } from '../../defaults';
import { UNKNOWN_OPTION } from '../../messages';
import type { RiasecCategory } from '../../question-types';
import { RIASEC_CATEGORIES, RIASEC_CATEGORY_NAMES } from '../../question-types';
import { randomItemIdList } from '../../random-item-id-list';
import { readList } from '../../read-values';
import { choiceOptionsWithoutKey, choiceRules, readChoiceOption, withSelected } from '../common/choice-options';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { riasecBasics } from './basics';

function readCategory(value: unknown): RiasecCategory {
  if (typeof value !== 'string') return 'R';
  const text = value.trim().toLowerCase();
  const found = RIASEC_CATEGORIES.find(
    (category) => category.toLowerCase() === text || RIASEC_CATEGORY_NAMES[category].toLowerCase() === text,
  );
  return found ?? 'R';
}

/** A RIASEC statement (SPEC §3): liked ('أرغب') or not, counted in the career profile; worth '1' unless the author says otherwise. */
export const riasecType: QuestionTypeDefinition<'RIASEC'> = {
  ...riasecBasics,
  normalize: (record, common) => {
    const options = readList(record.options, readChoiceOption);
    return {
      ...common,
      totalMark: record.totalMark === undefined || record.totalMark === null ? RIASEC_DEFAULT_TOTAL_MARK : common.totalMark,
      cat: readCategory(record.cat),
      options: options.length > 0 ? options : riasecBasics.create().options,
    };
  },
  rules: choiceRules,
  richTexts: (question) => question.options.map((option) => option.option),
  itemLists: (question) => [question.options],
  applyAnswer: (question, answer) => ({ ...question, options: withSelected(question.options, new Set(answer ? [answer.optionId] : [])) }),
  answerFromQuestion: (question) => {
    const chosen = question.options.find((option) => option.selected);
    return chosen ? { type: 'RIASEC', optionId: chosen.id } : null;
  },
  validateAnswer: (question, answer) => (question.options.some((option) => option.id === answer.optionId) ? null : UNKNOWN_OPTION),
  withoutAnswerKey: (question) => ({ ...question, options: choiceOptionsWithoutKey(question.options) }),
  withRandomItemIds: (question) => ({ ...question, options: randomItemIdList(question.options).items }),
  score: scoreRiasec,
};

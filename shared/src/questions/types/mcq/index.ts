import { scoreMcq } from '../../../scoring/mcq';
import { REPEATED_OPTION, UNKNOWN_OPTION } from '../../messages';
import { randomItemIdList } from '../../random-item-id-list';
import { readBoolean, readList } from '../../read-values';
import { choiceOptionsWithoutKey, choiceRules, readChoiceOption, withSelected } from '../common/choice-options';
import { hasRepeats, unknownIn } from '../common/list-options';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { mcqBasics } from './basics';

/** Multiple choice (SPEC §3): one or more correct options, all-or-nothing or partial credit. */
export const mcqType: QuestionTypeDefinition<'MCQ'> = {
  ...mcqBasics,
  normalize: (record, common) => ({
    ...common,
    isPartial: readBoolean(record.isPartial),
    options: readList(record.options, readChoiceOption),
  }),
  rules: choiceRules,
  richTexts: (question) => question.options.map((option) => option.option),
  itemLists: (question) => [question.options],
  applyAnswer: (question, answer) => ({ ...question, options: withSelected(question.options, new Set(answer?.selected ?? [])) }),
  answerFromQuestion: (question) => {
    const selected = question.options.filter((option) => option.selected).map((option) => option.id);
    return selected.length > 0 ? { type: 'MCQ', selected } : null;
  },
  validateAnswer: (question, answer) => {
    const known = question.options.map((option) => option.id);
    if (unknownIn(answer.selected, known) !== null) return UNKNOWN_OPTION;
    return hasRepeats(answer.selected) ? REPEATED_OPTION : null;
  },
  withoutAnswerKey: (question) => ({ ...question, options: choiceOptionsWithoutKey(question.options) }),
  withRandomItemIds: (question) => ({ ...question, options: randomItemIdList(question.options).items }),
  score: scoreMcq,
};

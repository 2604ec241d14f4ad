import { scoreTrueOrFalse } from '../../../scoring/true-or-false';
import { CORRECT_ANSWER_REQUIRED } from '../../messages';
import type { TrueFalseOption, TrueOrFalseQuestion } from '../../question';
import { headerRule, totalMarkRule } from '../../question-rules';
import { asRecord, readBoolean } from '../../read-values';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { trueFalseBasics } from './basics';

/** The two options found by id, text or as plain strings, in any case. */
function readTrueFalseOptions(value: unknown): TrueOrFalseQuestion['options'] {
  const options = Array.isArray(value) ? value : [];
  const find = (name: 'true' | 'false') =>
    asRecord(
      options.find((item) => {
        const record = asRecord(item);
        return [record.id, record.option, item].some((field) => typeof field === 'string' && field.trim().toLowerCase() === name);
      }),
    );
  const truth = find('true');
  const falsehood = find('false');
  return [
    { id: 'True', option: 'True', selected: readBoolean(truth.selected), isTrue: readBoolean(truth.isTrue) },
    { id: 'False', option: 'False', selected: readBoolean(falsehood.selected), isTrue: readBoolean(falsehood.isTrue) },
  ];
}

function withChoice(question: TrueOrFalseQuestion, chosen: string | null): TrueOrFalseQuestion['options'] {
  const [truth, falsehood] = question.options;
  return [
    { ...truth, selected: chosen === 'True' },
    { ...falsehood, selected: chosen === 'False' },
  ];
}

const withoutKey = <Option extends TrueFalseOption>(option: Option): Option => ({ ...option, isTrue: false, selected: false });

/** True or false (SPEC §3): always the options [True, False]; correctAnswerChosen follows whether one is marked correct. */
export const trueFalseType: QuestionTypeDefinition<'TrueOrFalse'> = {
  ...trueFalseBasics,
  normalize: (record, common) => {
    const options = readTrueFalseOptions(record.options);
    return { ...common, options, correctAnswerChosen: options.some((option) => option.isTrue) };
  },
  rules: (question) => [
    () => headerRule(question),
    () => totalMarkRule(question),
    () => (question.options.filter((option) => option.isTrue).length === 1 ? null : CORRECT_ANSWER_REQUIRED),
  ],
  richTexts: () => [],
  itemLists: (question) => [question.options],
  applyAnswer: (question, answer) => ({ ...question, options: withChoice(question, answer?.optionId ?? null) }),
  answerFromQuestion: (question) => {
    const chosen = question.options.find((option) => option.selected);
    return chosen ? { type: 'TrueOrFalse', optionId: chosen.id } : null;
  },
  validateAnswer: () => null,
  withoutAnswerKey: (question) => ({
    ...question,
    correctAnswerChosen: false,
    options: [withoutKey(question.options[0]), withoutKey(question.options[1])],
  }),
  withRandomItemIds: (question) => question,
  score: scoreTrueOrFalse,
};

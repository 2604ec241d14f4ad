import { MIN_OPTIONS } from '../../defaults';
import { CORRECT_ANSWER_REQUIRED, HEADER_AND_OPTIONS_REQUIRED, OPTIONS_TOO_FEW } from '../../messages';
import { newChoiceOption } from '../../new-items';
import type { ChoiceOption, McqQuestion, RiasecQuestion } from '../../question';
import { totalMarkRule } from '../../question-rules';
import { asRecord, readBoolean, readId, readString } from '../../read-values';
import { htmlToText, isEmptyRichText, readRichText } from '../../rich-text';
import type { QuestionRule } from '../question-type-definition';

/** What MCQ and RIASEC share: options, one or more of them correct (isTrue). */

export function readChoiceOption(value: unknown): ChoiceOption {
  if (typeof value === 'string') return newChoiceOption(htmlToText(value));
  const record = asRecord(value);
  return {
    id: readId(record.id),
    option: readRichText(record.option ?? record.text ?? record.value),
    authorNote: readString(record.authorNote),
    selected: readBoolean(record.selected),
    isTrue: readBoolean(record.isTrue),
  };
}

/** SPEC §5 for MCQ-like types: total mark, at least two options, a correct one, then the header and every option's text. */
export function choiceRules(question: McqQuestion | RiasecQuestion): QuestionRule[] {
  const { options } = question;
  return [
    () => totalMarkRule(question),
    () => (options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
    () => (options.some((option) => option.isTrue) ? null : CORRECT_ANSWER_REQUIRED),
    () =>
      isEmptyRichText(question.header) || options.some((option) => isEmptyRichText(option.option)) ? HEADER_AND_OPTIONS_REQUIRED : null,
  ];
}

/** The options with the ones in `selected` ticked and every other one not. */
export function withSelected(options: readonly ChoiceOption[], selected: ReadonlySet<string>): ChoiceOption[] {
  return options.map((option) => ({ ...option, selected: selected.has(option.id) }));
}

/** The options with no key, note or tick. */
export function choiceOptionsWithoutKey(options: readonly ChoiceOption[]): ChoiceOption[] {
  return options.map((option) => ({ ...option, isTrue: false, selected: false, authorNote: '' }));
}

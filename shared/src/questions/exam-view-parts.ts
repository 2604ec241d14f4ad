import type { ExamChoiceOption, ExamQuestionCommon } from './exam-question';
import type { ChoiceOption, ListOption, QuestionOf } from './question';
import type { QuestionType } from './question-types';
import type { RichText } from './rich-text';
import { plainText, readRichText } from './rich-text';

/** How a type's exam projection shuffles a list, keyed with the question id and `part` (which list). */
export interface ExamViewTools {
  /** Always shuffled. */
  always: <T>(items: readonly T[], part: string) => T[];
  /** Shuffled when the question's shuffleOptions is on, else in the authored order. */
  maybeShuffle: <T>(items: readonly T[], part: string) => T[];
}

/** Frozen rich text already rebuilt, by identity (see cleanRichText). */
const cleanedFrozenText = new WeakMap<RichText, RichText>();

/**
 * Rich text rebuilt from known keys only: a blank marker keeps its id and an
 * empty child, whatever an editor may have left in it. Frozen rich text
 * cannot change, so it is rebuilt once: the server freezes the snapshot a
 * whole exam room shares, and each of its texts is then cleaned once, not
 * once per applicant.
 */
export function cleanRichText(rich: RichText): RichText {
  if (!Object.isFrozen(rich)) return readRichText(rich);
  let cleaned = cleanedFrozenText.get(rich);
  if (!cleaned) {
    cleaned = readRichText(rich);
    cleanedFrozenText.set(rich, cleaned);
  }
  return cleaned;
}

/** The fields every exam view has: no mark, feedback, notes or objective the author hid. */
export function examCommon<Type extends QuestionType>(question: QuestionOf<Type>): ExamQuestionCommon<Type> {
  const header = cleanRichText(question.header);
  return {
    id: question.id,
    type: question.type as Type,
    mode: 'examMode',
    header,
    headertxt: plainText(header),
    totalMark: question.totalMark,
    objectives: question.showObjectives ? question.objectives : '',
    showObjectives: question.showObjectives,
    required: question.required,
    oneLineOptions: question.oneLineOptions,
  };
}

export function examChoiceOptions(options: readonly ChoiceOption[]): ExamChoiceOption[] {
  return options.map((option) => ({ id: option.id, option: cleanRichText(option.option) }));
}

export function examListOptions(options: readonly ListOption[]): ListOption[] {
  return options.map((option) => ({ id: option.id, option: cleanRichText(option.option) }));
}

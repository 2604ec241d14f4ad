import type { ChoiceOption, McqAnswer, McqQuestion, RichText } from '@mizan/shared';
import { LIMITS, newChoiceOption } from '@mizan/shared';

/**
 * The pure edits of an MCQ question and its answer. Removing options is never
 * refused here, even below two: the save check reports "Options mustn't be
 * less than two options" (SPEC §5), so the author may remove and re-add freely.
 */

function mapOption(question: McqQuestion, optionId: string, change: (option: ChoiceOption) => ChoiceOption): McqQuestion {
  return { ...question, options: question.options.map((option) => (option.id === optionId ? change(option) : option)) };
}

/** Whether another option may be added (the server's bound on list sizes). */
export function canAddOption(question: McqQuestion): boolean {
  return question.options.length < LIMITS.options;
}

export function addOption(question: McqQuestion): McqQuestion {
  return canAddOption(question) ? { ...question, options: [...question.options, newChoiceOption()] } : question;
}

export function removeOption(question: McqQuestion, optionId: string): McqQuestion {
  return { ...question, options: question.options.filter((option) => option.id !== optionId) };
}

export function setOptionText(question: McqQuestion, optionId: string, text: RichText): McqQuestion {
  return mapOption(question, optionId, (option) => ({ ...option, option: text }));
}

export function setAuthorNote(question: McqQuestion, optionId: string, authorNote: string): McqQuestion {
  return mapOption(question, optionId, (option) => ({ ...option, authorNote: authorNote.slice(0, LIMITS.note) }));
}

/** Marks or unmarks one option as correct; any number of options may be correct. */
export function setCorrect(question: McqQuestion, optionId: string, isTrue: boolean): McqQuestion {
  return mapOption(question, optionId, (option) => ({ ...option, isTrue }));
}

/**
 * The answer after the applicant ticks or unticks `optionId`: the selected
 * ids in the order the options are shown, each once.
 */
export function toggleSelected(shownIds: readonly string[], answer: McqAnswer | null, optionId: string, checked: boolean): McqAnswer {
  const selected = new Set(answer?.selected ?? []);
  if (checked) selected.add(optionId);
  else selected.delete(optionId);
  return { type: 'MCQ', selected: shownIds.filter((id) => selected.has(id)) };
}

export type OptionVerdict = 'right' | 'wrong' | 'missed' | 'none';

/**
 * How one option of a graded MCQ reads: ticked and correct is right, ticked
 * and not correct is wrong, a correct option left unticked is missed, and an
 * incorrect option left unticked needs no mark.
 */
export function optionVerdict(option: Pick<ChoiceOption, 'isTrue'>, selected: boolean): OptionVerdict {
  if (selected) return option.isTrue ? 'right' : 'wrong';
  return option.isTrue ? 'missed' : 'none';
}

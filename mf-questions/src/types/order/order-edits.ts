import type { ExamQuestionOf } from '../question-type-ui';
import type { ListOption, OrderAnswer, OrderQuestion, ScoreMode } from '@mizan/shared';
import { addListOption, removeListOption } from '../../components/list-options/list-edits';
import { completeOrder, isCompleteOrder, moveItem } from '../../components/dnd/reorder';

/**
 * The pure edits of an Order question and its answer.
 *
 * The key (correctOptions) is an arrangement of every option id. Until the
 * author arranges or confirms it, it is incomplete and the save check says
 * 'Please select correct answer from answer mode'. Adding an option leaves
 * the key incomplete on purpose (the new item has no place yet, and guessing
 * "last" would let a wrong key be saved unnoticed); removing one keeps the
 * others in their order.
 */

export function optionIds(options: readonly ListOption[]): string[] {
  return options.map((option) => option.id);
}

export function setOrderOptions(question: OrderQuestion, options: ListOption[]): OrderQuestion {
  const ids = optionIds(options);
  return { ...question, options, correctOptions: question.correctOptions.filter((id) => ids.includes(id)) };
}

export function addOrderOption(question: OrderQuestion): OrderQuestion {
  return setOrderOptions(question, addListOption(question.options));
}

export function removeOrderOption(question: OrderQuestion, id: string): OrderQuestion {
  return setOrderOptions(question, removeListOption(question.options, id));
}

export function setScoreMode(question: OrderQuestion, scoreMode: ScoreMode): OrderQuestion {
  return { ...question, scoreMode };
}

/** The order the answer key shows: the key as far as it goes, then the options it does not place yet. */
export function keyOrder(question: OrderQuestion): string[] {
  return completeOrder(question.correctOptions, optionIds(question.options));
}

/** The key places every option once. */
export function isKeyComplete(question: OrderQuestion): boolean {
  return isCompleteOrder(question.correctOptions, optionIds(question.options));
}

/** The key after moving the item at `from` (in keyOrder) to `to`; the result is complete. */
export function moveInKey(question: OrderQuestion, from: number, to: number): OrderQuestion {
  return { ...question, correctOptions: moveItem(keyOrder(question), from, to) };
}

/** The key set to the order shown (the author confirms it as it is). */
export function confirmKey(question: OrderQuestion): OrderQuestion {
  return { ...question, correctOptions: keyOrder(question) };
}

/** The order the applicant sees: their saved order, else the (shuffled) order toExamView gave. */
export function examOrder(question: ExamQuestionOf<'OrderComponent'>, answer: OrderAnswer | null): string[] {
  return completeOrder(answer?.order ?? [], optionIds(question.options));
}

/** The answer after the applicant moves the item at `from` to `to`: every option id, in their order. */
export function moveInAnswer(
  question: ExamQuestionOf<'OrderComponent'>,
  answer: OrderAnswer | null,
  from: number,
  to: number,
): OrderAnswer {
  return { type: 'OrderComponent', order: moveItem(examOrder(question, answer), from, to) };
}

/** For each position of `order`: true when the id there is the one the key puts there (SPEC §4's per-option credit). */
export function positionVerdicts(order: readonly string[], correct: readonly string[]): boolean[] {
  return order.map((id, index) => correct[index] === id);
}

import type { ListOption, MatchAnswer, MatchQuestion, ScoreMode } from '@mizan/shared';
import { assignSlot, cleanSlots } from '../../components/dnd/slots';
import type { ExamQuestionOf } from '../question-type-ui';

/**
 * The pure edits of a Match question and its answer. Both the key
 * (correctPossibleAnswers[i] for options[i]) and an answer are handled as
 * "slots": one possible-answer id per option, '' for none, and never the same
 * possible answer in two slots (the save check wants each option matched to
 * a different possible answer; the server refuses repeats in an answer).
 */

/** A, B, …, Z, then A2, B2, … : how possible answers are named in lists and selects. */
export function answerLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  const round = Math.floor(index / 26);
  return round === 0 ? letter : `${letter}${round + 1}`;
}

/** The key as slots, aligned with the options. */
export function keySlots(question: MatchQuestion): string[] {
  return cleanSlots(
    question.correctPossibleAnswers,
    question.options.length,
    question.PossibleAnswers.map((answer) => answer.id),
  );
}

/** The key is set: every option has its own possible answer, and the two columns are the same length. */
export function isKeyComplete(question: MatchQuestion): boolean {
  const slots = keySlots(question);
  return (
    question.options.length === question.PossibleAnswers.length &&
    slots.every((id) => id !== '') &&
    slots.length === question.correctPossibleAnswers.length
  );
}

export function setKeyMatch(question: MatchQuestion, optionIndex: number, answerId: string): MatchQuestion {
  return { ...question, correctPossibleAnswers: assignSlot(keySlots(question), optionIndex, answerId) };
}

/** New options (added, removed, edited): the key and the seed's answer fields follow each option by id. */
export function setMatchOptions(question: MatchQuestion, options: ListOption[]): MatchQuestion {
  const keyOf = new Map(question.options.map((option, index) => [option.id, question.correctPossibleAnswers[index] ?? '']));
  const matchedOf = new Map(question.options.map((option, index) => [option.id, question.matchedPossibleAnswers[index] ?? '']));
  return {
    ...question,
    options,
    correctPossibleAnswers: options.map((option) => keyOf.get(option.id) ?? ''),
    matchedPossibleAnswers: question.matchedPossibleAnswers.length === 0 ? [] : options.map((option) => matchedOf.get(option.id) ?? ''),
  };
}

/** New possible answers: key entries naming a removed one are emptied. */
export function setPossibleAnswers(question: MatchQuestion, PossibleAnswers: ListOption[]): MatchQuestion {
  const ids = new Set(PossibleAnswers.map((answer) => answer.id));
  const keep = (id: string) => (ids.has(id) ? id : '');
  return {
    ...question,
    PossibleAnswers,
    correctPossibleAnswers: question.correctPossibleAnswers.map(keep),
    matchedPossibleAnswers: question.matchedPossibleAnswers.map(keep),
  };
}

export function setScoreMode(question: MatchQuestion, scoreMode: ScoreMode): MatchQuestion {
  return { ...question, scoreMode };
}

type MatchLike = { options: readonly ListOption[]; PossibleAnswers: readonly ListOption[] };

/** An answer as slots aligned with `question.options` (as shown). */
export function answerSlots(question: MatchLike, answer: MatchAnswer | null): string[] {
  const given = new Map((answer?.matches ?? []).map((match) => [match.optionId, match.possibleAnswerId]));
  return cleanSlots(
    question.options.map((option) => given.get(option.id)),
    question.options.length,
    question.PossibleAnswers.map((possible) => possible.id),
  );
}

/** The answer after the applicant puts `answerId` next to option `optionIndex` ('' takes it away). */
export function setExamMatch(
  question: ExamQuestionOf<'MatchQComponent'>,
  answer: MatchAnswer | null,
  optionIndex: number,
  answerId: string,
): MatchAnswer {
  const slots = assignSlot(answerSlots(question, answer), optionIndex, answerId);
  return {
    type: 'MatchQComponent',
    matches: question.options
      .map((option, index) => ({ optionId: option.id, possibleAnswerId: slots[index] }))
      .filter((match) => match.possibleAnswerId !== ''),
  };
}

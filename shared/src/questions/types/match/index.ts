import { scoreMatch } from '../../../scoring/match';
import { MIN_OPTIONS } from '../../defaults';
import {
  CORRECT_ANSWER_REQUIRED,
  HEADER_AND_OPTIONS_REQUIRED,
  OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS,
  OPTIONS_TOO_FEW,
  REPEATED_OPTION,
  UNKNOWN_OPTION,
} from '../../messages';
import type { MatchQuestion } from '../../question';
import { isArrangementOf, totalMarkRule } from '../../question-rules';
import { randomItemIdList } from '../../random-item-id-list';
import { readIdList, readList, readPositionalIds, readScoreMode } from '../../read-values';
import { isEmptyRichText } from '../../rich-text';
import { byId, hasRepeats, readListOption, unknownIn } from '../common/list-options';
import type { QuestionRule } from '../question-type-definition';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { matchBasics } from './basics';

function matchRules(question: MatchQuestion): QuestionRule[] {
  return [
    () => totalMarkRule(question),
    () =>
      isEmptyRichText(question.header) ||
      question.options.some((option) => isEmptyRichText(option.option)) ||
      question.PossibleAnswers.some((answer) => isEmptyRichText(answer.option))
        ? HEADER_AND_OPTIONS_REQUIRED
        : null,
    () => (question.options.length < MIN_OPTIONS ? OPTIONS_TOO_FEW : null),
    () => (question.options.length === question.PossibleAnswers.length ? null : OPTIONS_MUST_EQUAL_POSSIBLE_ANSWERS),
    // ours: each option matched to a different possible answer.
    () =>
      isArrangementOf(
        question.correctPossibleAnswers,
        question.PossibleAnswers.map((answer) => answer.id),
      )
        ? null
        : CORRECT_ANSWER_REQUIRED,
  ];
}

/** Matching (SPEC §3): each option matched with one of the possible answers. */
export const matchType: QuestionTypeDefinition<'MatchQComponent'> = {
  ...matchBasics,
  normalize: (record, common) => ({
    ...common,
    options: readList(record.options, readListOption),
    PossibleAnswers: readList(record.PossibleAnswers ?? record.possibleAnswers, readListOption),
    correctPossibleAnswers: readIdList(record.correctPossibleAnswers),
    matchedPossibleAnswers: readPositionalIds(record.matchedPossibleAnswers),
    scoreMode: readScoreMode(record.scoreMode),
  }),
  rules: matchRules,
  richTexts: (question) => [...question.options.map((option) => option.option), ...question.PossibleAnswers.map((answer) => answer.option)],
  itemLists: (question) => [question.options, question.PossibleAnswers],
  applyAnswer: (question, answer) => {
    const matches = new Map(answer ? answer.matches.map((match) => [match.optionId, match.possibleAnswerId]) : []);
    return { ...question, matchedPossibleAnswers: question.options.map((option) => matches.get(option.id) ?? '') };
  },
  answerFromQuestion: (question) => {
    const matches = question.options
      .map((option, index) => ({ optionId: option.id, possibleAnswerId: question.matchedPossibleAnswers[index] ?? '' }))
      .filter((match) => match.possibleAnswerId !== '');
    return matches.length > 0 ? { type: 'MatchQComponent', matches } : null;
  },
  validateAnswer: (question, answer) => {
    const optionIds = answer.matches.map((match) => match.optionId);
    const answerIds = answer.matches.map((match) => match.possibleAnswerId);
    if (
      unknownIn(
        optionIds,
        question.options.map((option) => option.id),
      ) !== null
    )
      return UNKNOWN_OPTION;
    if (
      unknownIn(
        answerIds,
        question.PossibleAnswers.map((possible) => possible.id),
      ) !== null
    )
      return UNKNOWN_OPTION;
    return hasRepeats(optionIds) || hasRepeats(answerIds) ? REPEATED_OPTION : null;
  },
  withoutAnswerKey: (question) => ({
    ...question,
    PossibleAnswers: byId(question.PossibleAnswers),
    correctPossibleAnswers: [],
    matchedPossibleAnswers: [],
  }),
  withRandomItemIds: (question) => {
    const answers = randomItemIdList(question.PossibleAnswers);
    return {
      ...question,
      options: randomItemIdList(question.options).items,
      PossibleAnswers: answers.items,
      correctPossibleAnswers: question.correctPossibleAnswers.map(answers.idOf),
      matchedPossibleAnswers: question.matchedPossibleAnswers.map(answers.idOf),
    };
  },
  score: scoreMatch,
};

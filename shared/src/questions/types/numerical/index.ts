import { scoreNumerical } from '../../../scoring/numerical';
import type { QuestionTypeDefinition } from '../question-type-definition';
import {
  applyNumericalAnswer,
  numericalAnswerFromQuestion,
  numericalWithoutAnswerKey,
  numericalWithRandomItemIds,
  validateNumericalAnswer,
} from './answer';
import { numericalBasics } from './basics';
import { numericalRules } from './checks';
import { normalizeNumerical } from './normalize';

/** Numerical (ours, after Moodle's numerical question): a number within a tolerance of an accepted answer, optionally with a unit. */
export const numericalType: QuestionTypeDefinition<'Numerical'> = {
  ...numericalBasics,
  normalize: normalizeNumerical,
  rules: numericalRules,
  richTexts: () => [],
  itemLists: (question) => [question.answers, question.units],
  applyAnswer: applyNumericalAnswer,
  answerFromQuestion: numericalAnswerFromQuestion,
  validateAnswer: validateNumericalAnswer,
  withoutAnswerKey: numericalWithoutAnswerKey,
  withRandomItemIds: numericalWithRandomItemIds,
  score: scoreNumerical,
};

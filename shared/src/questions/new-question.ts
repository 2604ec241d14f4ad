import type { QuestionOf } from './question';
import type { QuestionType } from './question-types';
import { basicsOf } from './types/basics-registry';

export { newQuestionCommon } from './new-question-common';
export { newBlank, newChoiceOption, newImageSpot, newListOption } from './new-items';

/**
 * A new question of `type` with SPEC's defaults (each type's basics.ts): two
 * options for choice, order and match questions; RIASEC worth '1' with its
 * two Arabic options, 'أرغب' marked correct; essay word limit 100,000,000;
 * one file at most.
 */
export function newQuestion<Type extends QuestionType>(type: Type): QuestionOf<Type> {
  return basicsOf(type).create();
}

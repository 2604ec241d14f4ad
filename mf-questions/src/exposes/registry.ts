import { BUILDER_MENU_TYPES, QUESTION_TYPE_INFO, type QuestionRegistry, type QuestionType } from '@mizan/shared';
import { QUESTION_TYPE_UIS } from '../types/registry';

/**
 * `mf_questions/registry`: what a host needs to offer question types: the
 * list with labels and routes (builder menu order), whether each type's UI is
 * available in this build, new questions with SPEC's defaults, and the UI map.
 */
export { newQuestion } from '@mizan/shared';
export { QUESTION_TYPE_UIS, questionTypeUI, type QuestionTypeUIMap } from '../types/registry';
export type { AuthoringProps, ExamProps, QuestionTypeUI, ReviewProps } from '../types/question-type-ui';

/** Every type in the builder menu's order (SPEC §2), with its label and single-editor route. */
export const QUESTION_TYPE_LIST: QuestionRegistry['QUESTION_TYPE_LIST'] = BUILDER_MENU_TYPES.map((type) => ({
  ...QUESTION_TYPE_INFO[type],
  available: QUESTION_TYPE_UIS[type] !== undefined,
}));

/** The builder menu label of a type ('True/False', 'Multiple Choice', …). */
export function questionTypeLabel(type: QuestionType): string {
  return QUESTION_TYPE_INFO[type].label;
}

import type { QuestionType } from './question-types';
import { QUESTION_TYPES } from './question-types';
import { QUESTION_TYPE_BASICS } from './types/basics-registry';

/** Whether the shared scoring marks a type or a teacher does. */
export type ScoringKind = 'auto' | 'manual';

export interface QuestionTypeInfo {
  type: QuestionType;
  /** The builder's left-menu label (SPEC §2). */
  label: string;
  /** The label in Arabic, where the type has one (ours). */
  arabicLabel?: string;
  /** The single-editor route (SPEC §2), or null when SPEC gives none (RIASEC). */
  route: string | null;
  scoring: ScoringKind;
}

/**
 * What the builder and the editors need to know of each type, no React
 * (each type's basics.ts).
 * SPEC §2's builder menu names ten types; FillTheBlank ('Fill the blank')
 * and LabelQComponent ('Label') have editors but no menu label in SPEC, so
 * the labels are ours.
 */
export const QUESTION_TYPE_INFO: Readonly<Record<QuestionType, QuestionTypeInfo>> = Object.fromEntries(
  QUESTION_TYPES.map((type) => [type, QUESTION_TYPE_BASICS[type].info]),
) as Record<QuestionType, QuestionTypeInfo>;

/** The builder's menu in SPEC §2's order, then the types SPEC's menu leaves out (Numerical, ours, after Fill the blank). */
export const BUILDER_MENU_TYPES: readonly QuestionType[] = [
  'TrueOrFalse',
  'MCQ',
  'RIASEC',
  'MatchQComponent',
  'OrderComponent',
  'EssayComponent',
  'AudioComponent',
  'VideoComponent',
  'FileUploadEnhanced',
  'ImageHighlight',
  'FillTheBlank',
  'Numerical',
  'LabelQComponent',
];

/** The type whose single editor lives at `route` ('/mcq' gives 'MCQ'), or null. */
export function questionTypeForRoute(route: string): QuestionType | null {
  const found = Object.values(QUESTION_TYPE_INFO).find((info) => info.route === route);
  return found ? found.type : null;
}

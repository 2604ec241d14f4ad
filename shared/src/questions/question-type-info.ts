import type { QuestionType } from './question-types';
import { numericalBasics } from './types/numerical/basics';

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
 * What the builder and the editors need to know of each type, no React.
 * SPEC §2's builder menu names ten types; FillTheBlank ('Fill the blank')
 * and LabelQComponent ('Label') have editors but no menu label in SPEC, so
 * the labels are ours.
 */
export const QUESTION_TYPE_INFO: Readonly<Record<QuestionType, QuestionTypeInfo>> = {
  MCQ: { type: 'MCQ', label: 'Multiple Choice', route: '/mcq', scoring: 'auto' },
  TrueOrFalse: { type: 'TrueOrFalse', label: 'True/False', route: '/truefalse', scoring: 'auto' },
  FillTheBlank: { type: 'FillTheBlank', label: 'Fill the blank', route: '/filltheblank', scoring: 'auto' },
  VideoComponent: { type: 'VideoComponent', label: 'Video', route: '/videoqst', scoring: 'manual' },
  AudioComponent: { type: 'AudioComponent', label: 'Audio', route: '/audioqst', scoring: 'manual' },
  RIASEC: { type: 'RIASEC', label: 'RIASEC', route: null, scoring: 'auto' },
  OrderComponent: { type: 'OrderComponent', label: 'Ordering', route: '/Order', scoring: 'auto' },
  MatchQComponent: { type: 'MatchQComponent', label: 'Matching', route: '/Match', scoring: 'auto' },
  LabelQComponent: { type: 'LabelQComponent', label: 'Label', route: '/Label', scoring: 'auto' },
  EssayComponent: { type: 'EssayComponent', label: 'Short Answer/Essay', route: '/essay', scoring: 'manual' },
  FileUploadEnhanced: { type: 'FileUploadEnhanced', label: 'File Upload', route: '/fileuploadenhanced', scoring: 'manual' },
  ImageHighlight: { type: 'ImageHighlight', label: 'Highlight Image', route: '/imagehighlight', scoring: 'manual' },
  Numerical: numericalBasics.info,
};

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

import type { ComponentType } from 'react';
import type { ExamQuestion, Question, QuestionAnswer, QuestionMode, QuestionType, QuestionTypeInfo } from '@mizan/shared';

/**
 * The props of mf_questions' exposes (mf-questions/README.md). Types across
 * the federation boundary are written here from shared's domain types, not
 * generated from the remote (ARCHITECTURE §3).
 */
export type Direction = 'ltr' | 'rtl';

/** A teacher's mark ('' until graded) and feedback for one answer. */
export interface Grade {
  score: string;
  feedback: string;
}

export interface QuestionViewProps {
  question: Question | ExamQuestion;
  mode: QuestionMode;
  answer?: QuestionAnswer | null;
  onChange?: (question: Question) => void;
  onAnswer?: (answer: QuestionAnswer) => void;
  grade?: Grade;
  onGrade?: (grade: Grade) => void;
  direction?: Direction;
  index?: number;
}

export interface QuestionEditorProps {
  open: boolean;
  question: Question;
  onSave: (question: Question) => void;
  onCancel: () => void;
  direction?: Direction;
}

export interface QuestionTypeEntry extends QuestionTypeInfo {
  /** The type's UI is registered in this build of mf-questions. */
  available: boolean;
}

/** What `mf_questions/registry` gives (the part this remote reads). */
export interface QuestionRegistry {
  QUESTION_TYPE_LIST: readonly QuestionTypeEntry[];
  newQuestion: <Type extends QuestionType>(type: Type) => Question;
}

/** A component expose: default and named export. */
export type ComponentModule<Name extends string, Props> = { default?: ComponentType<Props> } & {
  [key in Name]?: ComponentType<Props>;
};

export type QuestionViewModule = ComponentModule<'QuestionView', QuestionViewProps>;
export type QuestionEditorModule = ComponentModule<'QuestionEditor', QuestionEditorProps>;

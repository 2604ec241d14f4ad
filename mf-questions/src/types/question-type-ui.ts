import type { ComponentType } from 'react';
import type { QuestionAnswerOf, QuestionOf, QuestionType } from '@mizan/shared';

/**
 * What each question type contributes to mf-questions. The frame around it
 * (QuestionView) draws what every type shares: the header, the mode heading
 * ('Question Setup' / 'Correct answer setup'), the toggle button, the common
 * fields (total mark, objectives, difficulty, cognitive level, flags) and the
 * score-and-feedback panel of the grading modes. A type draws only its body.
 *
 * One folder per type under src/types/<type>/ exports a QuestionTypeUI, and
 * src/types/registry.ts lists all thirteen, so adding or fixing a type never
 * touches another type's files.
 */

/** The body of editingMode and answeringMode: the author changes the question. */
export interface AuthoringProps<Type extends QuestionType> {
  question: QuestionOf<Type>;
  onChange: (question: QuestionOf<Type>) => void;
  /** 'rtl' when the assessment's language is Arabic. */
  direction: 'ltr' | 'rtl';
}

/**
 * The body of examMode: what an applicant sees and answers. `question` is
 * the applicant's projection (toExamView): it carries no answer key, so this
 * component must never need one. Every change calls onAnswer at once (the
 * exam saves each answer immediately, SPEC §4).
 */
export interface ExamProps<Type extends QuestionType> {
  question: ExamQuestionOf<Type>;
  answer: QuestionAnswerOf<Type> | null;
  onAnswer: (answer: QuestionAnswerOf<Type>) => void;
  /** True after submission or in a read-only preview. */
  disabled: boolean;
  direction: 'ltr' | 'rtl';
}

/**
 * The body of gradingModeTeacher and gradingModeStudent: the applicant's
 * answer shown read-only, with the correct answer beside it where the type
 * has one (the full question, with its key, reaches staff and, after results
 * are released, the applicant's own graded copy).
 */
export interface ReviewProps<Type extends QuestionType> {
  question: QuestionOf<Type>;
  answer: QuestionAnswerOf<Type> | null;
  direction: 'ltr' | 'rtl';
}

export interface QuestionTypeUI<Type extends QuestionType> {
  type: Type;
  /** editingMode body: the type's own setup fields (options, image, word limit, …). */
  Setup: ComponentType<AuthoringProps<Type>>;
  /** answeringMode body: mark the correct answer(s). Types without a key show what is graded by hand. */
  AnswerKey: ComponentType<AuthoringProps<Type>>;
  Exam: ComponentType<ExamProps<Type>>;
  Review: ComponentType<ReviewProps<Type>>;
}

/** The applicant's projection of a question of one type (from shared's toExamView). */
export type ExamQuestionOf<Type extends QuestionType> = Extract<import('@mizan/shared').ExamQuestion, { type: Type }>;

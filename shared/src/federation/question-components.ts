import type { ComponentType } from 'react';
import type { ExamQuestion } from '../questions/exam-question';
import type { QuestionAnswer } from '../questions/answer';
import type { Question } from '../questions/question';
import type { QuestionMode, QuestionType } from '../questions/question-types';
import type { QuestionTypeInfo } from '../questions/question-type-info';
import type { RubricChoice } from '../rubrics/rubric';

/**
 * The contract of mf_questions' exposes (mf-questions/README.md): what
 * mf-assessments and mf-exam pass to `./QuestionView` and `./QuestionEditor`
 * and read from `./registry`. mf-questions' exposed modules `satisfies`
 * these types, so a change on either side fails the build, not the page.
 */
export type Direction = 'ltr' | 'rtl';

/** A teacher's mark ('' until graded) and feedback for one answer. */
export interface Grade {
  score: string;
  feedback: string;
  /** The level chosen per criterion when the question has a rubric and the grader marked by it. */
  rubric?: RubricChoice[];
}

/** Optional: progress of an upload, 0 to 1 (the recorders' and file upload's progress bars). */
export interface MediaUploadCallOptions {
  onProgress?: (fraction: number) => void;
}

/** Uploads one file (a recording, a drawing, an applicant's file) and answers where it is served from. */
export type MediaUpload = (blob: Blob, name: string, options?: MediaUploadCallOptions) => Promise<{ url: string }>;

/** One question in one of the five modes (SPEC §2), in its frame. */
export interface QuestionFrameProps {
  /** A full question; in examMode an applicant's projection (toExamView) is enough, and a full one is projected. */
  question: Question | ExamQuestion;
  mode: QuestionMode;
  /** The applicant's answer (examMode and the grading modes). */
  answer?: QuestionAnswer | null;
  /** editingMode and answeringMode: the changed question. The mode toggle also goes through here (question.mode). */
  onChange?: (question: Question) => void;
  /** examMode: each change of the answer, at once. Without it the exam body is read-only (a preview). */
  onAnswer?: (answer: QuestionAnswer) => void;
  /** The grading modes: score and feedback; the question's own score and feedback unless given. */
  grade?: Grade;
  /** gradingModeTeacher: each change of score or feedback. */
  onGrade?: (grade: Grade) => void;
  /** 'rtl' for Arabic assessments (lang 'Ar'): every mode, drag and drop included. */
  direction?: Direction;
  /** The question's place in the exam, shown as 'Q {index}'. */
  index?: number;
  /**
   * examMode: called once, when the question's own view (its type's answer controls) is first drawn. The exam page
   * draws the questions after the first once it is (a type that cannot be shown never calls it).
   */
  onShown?: () => void;
}

/** `mf_questions/QuestionView`. */
export interface QuestionViewProps extends QuestionFrameProps {
  /**
   * How recordings, files and drawings are uploaded. The exam screen passes
   * the applicant's upload (with the attempt hash); without it, staff upload
   * with their session. Passed here rather than through the host's own
   * context, because the context must be mf_questions' own instance.
   */
  upload?: MediaUpload;
}

/** `mf_questions/QuestionEditor`: the modal editor of one question. */
export interface QuestionEditorProps {
  open: boolean;
  /** The question to edit (a new one from newQuestion, or one of the assessment's). It is not changed: the editor works on a copy. */
  question: Question;
  /** Called with the valid question (headertxt and the other derived fields filled, mode editingMode). */
  onSave: (question: Question) => void;
  onCancel: () => void;
  direction?: Direction;
}

export interface QuestionTypeEntry extends QuestionTypeInfo {
  /** The type's UI is registered in this build of mf-questions. */
  available: boolean;
}

/** What `mf_questions/registry` gives hosts. */
export interface QuestionRegistry {
  /** Every type in the builder menu's order, with its label, route and whether this build can show it. */
  QUESTION_TYPE_LIST: readonly QuestionTypeEntry[];
  newQuestion: <Type extends QuestionType>(type: Type) => Question;
}

/** The props of each component mf_questions exposes, by expose name. */
export interface QuestionComponentProps {
  QuestionView: QuestionViewProps;
  QuestionEditor: QuestionEditorProps;
}

/** A component expose's module: the component as default export and under its own name. */
export type ComponentModule<Name extends string, Props> = { default: ComponentType<Props> } & { [Key in Name]: ComponentType<Props> };

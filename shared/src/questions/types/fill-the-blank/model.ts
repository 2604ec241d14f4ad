import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon } from '../../question';
import type { RichText } from '../../rich-text';

/** A gap of a FillTheBlank question; its marker in `content` is a blank element with the same id. */
export interface Blank {
  id: string;
  /** key: the accepted answers (compared as scoring/fill-the-blank.ts says). */
  answers: string[];
  /** answer: what the applicant typed or picked. */
  value: string;
}

/** A word of a FillTheBlank question's word bank. */
export interface WordOption {
  id: string;
  option: string;
}

export interface FillTheBlankQuestion extends QuestionCommon<'FillTheBlank'> {
  /** The text with blank markers (blank elements) where the applicant fills in. */
  content: RichText;
  /** One entry per blank marker in content. */
  blanks: Blank[];
  /** The content as plain text with each blank shown as '_____', for lists. */
  vHeader: string;
  /** When not empty, the applicant picks each blank's value from these words instead of typing. */
  options: WordOption[];
}

export interface FillTheBlankAnswer {
  type: 'FillTheBlank';
  /** A value per blank; blanks left out are unanswered. */
  blanks: { blankId: string; value: string }[];
}

export interface ExamFillTheBlankQuestion extends ExamQuestionCommon<'FillTheBlank'> {
  /** The text with its blank markers (ids only). */
  content: RichText;
  /** The blanks in reading order. */
  blanks: { id: string }[];
  vHeader: string;
  /** The word bank, always shuffled; empty when the applicant types. */
  options: WordOption[];
}

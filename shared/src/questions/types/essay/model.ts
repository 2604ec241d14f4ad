import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon, RubricFields } from '../../question';
import type { RichText } from '../../rich-text';

export interface EssayQuestion extends QuestionCommon<'EssayComponent'>, RubricFields {
  answerPlaceHolder: string;
  /** answer: the applicant's text. */
  stdanswer: RichText;
  /** answer: its plain text. */
  stdanswerTxt: string;
  /** Most words allowed, a number ≥ 0 (default 100,000,000). */
  wordlimit: number;
  /** Whether text over the limit may be submitted. */
  allowOverLimit: boolean;
  /** answer: words in stdanswer (countWords). */
  count: number;
  /** answer: count is over wordlimit. */
  overcount: boolean;
  showWordCount: boolean;
  showWordLimit: boolean;
}

export interface EssayAnswer {
  type: 'EssayComponent';
  text: RichText;
}

export interface ExamEssayQuestion extends ExamQuestionCommon<'EssayComponent'> {
  answerPlaceHolder: string;
  wordlimit: number;
  allowOverLimit: boolean;
  showWordCount: boolean;
  showWordLimit: boolean;
}

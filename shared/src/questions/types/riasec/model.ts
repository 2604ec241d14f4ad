import type { ExamChoiceOption, ExamQuestionCommon } from '../../exam-question';
import type { ChoiceOption, QuestionCommon } from '../../question';
import type { RiasecCategory } from '../../question-types';

/** A statement liked or not; its options are 'أرغب' (I want, correct) and 'لا أرغب' (I do not want). */
export interface RiasecQuestion extends QuestionCommon<'RIASEC'> {
  cat: RiasecCategory;
  options: ChoiceOption[];
}

export interface RiasecAnswer {
  type: 'RIASEC';
  optionId: string;
}

/** The statement and its two options; the category is not shown (it could sway the answer). */
export interface ExamRiasecQuestion extends ExamQuestionCommon<'RIASEC'> {
  options: ExamChoiceOption[];
}

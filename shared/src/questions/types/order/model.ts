import type { ExamQuestionCommon } from '../../exam-question';
import type { ListOption, QuestionCommon } from '../../question';
import type { ScoreMode } from '../../question-types';

export interface OrderQuestion extends QuestionCommon<'OrderComponent'> {
  /** answer: in grading views, the items in the applicant's order; otherwise as authored. */
  options: ListOption[];
  /** key: option ids in the correct order. */
  correctOptions: string[];
  scoreMode: ScoreMode;
}

export interface OrderAnswer {
  type: 'OrderComponent';
  /** Every option id, in the applicant's order. */
  order: string[];
}

export interface ExamOrderQuestion extends ExamQuestionCommon<'OrderComponent'> {
  /** Always shuffled, and never in the correct order: the applicant starts from here. */
  options: ListOption[];
}

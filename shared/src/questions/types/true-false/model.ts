import type { ExamQuestionCommon } from '../../exam-question';
import type { QuestionCommon } from '../../question';

export const TRUE_FALSE_OPTION_IDS = ['True', 'False'] as const;

export type TrueFalseOptionId = (typeof TRUE_FALSE_OPTION_IDS)[number];

/** One of the two options of a TrueOrFalse question; id and text are 'True' or 'False'. */
export interface TrueFalseOption<Id extends TrueFalseOptionId = TrueFalseOptionId> {
  id: Id;
  option: Id;
  /** answer: the applicant chose it. */
  selected: boolean;
  /** key: this is the correct answer. */
  isTrue: boolean;
}

export interface TrueOrFalseQuestion extends QuestionCommon<'TrueOrFalse'> {
  /** Always exactly [True, False] in that order. */
  options: [TrueFalseOption<'True'>, TrueFalseOption<'False'>];
  /** key: the author has chosen the correct answer in answering mode (SPEC: "a flag that a correct answer was chosen"). */
  correctAnswerChosen: boolean;
}

export interface TrueOrFalseAnswer {
  type: 'TrueOrFalse';
  optionId: TrueFalseOptionId;
}

export interface ExamTrueOrFalseQuestion extends ExamQuestionCommon<'TrueOrFalse'> {
  options: { id: TrueFalseOptionId; option: TrueFalseOptionId }[];
}

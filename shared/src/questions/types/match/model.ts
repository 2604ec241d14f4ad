import type { ExamQuestionCommon } from '../../exam-question';
import type { ListOption, QuestionCommon } from '../../question';
import type { ScoreMode } from '../../question-types';

export interface MatchQuestion extends QuestionCommon<'MatchQComponent'> {
  /** The left column: what is to be matched. */
  options: ListOption[];
  /** The right column: what the applicant drags next to each option. */
  PossibleAnswers: ListOption[];
  /** key: correctPossibleAnswers[i] is the id of the possible answer that matches options[i]. */
  correctPossibleAnswers: string[];
  /** answer (ours): matchedPossibleAnswers[i] is the id the applicant put next to options[i], '' for none. */
  matchedPossibleAnswers: string[];
  scoreMode: ScoreMode;
}

export interface MatchAnswer {
  type: 'MatchQComponent';
  /** The possible answer put next to each option; options left out are unmatched. */
  matches: { optionId: string; possibleAnswerId: string }[];
}

export interface ExamMatchQuestion extends ExamQuestionCommon<'MatchQComponent'> {
  /** Shuffled when shuffleOptions is on. */
  options: ListOption[];
  /** Always shuffled (authors often type them in the matching order). */
  PossibleAnswers: ListOption[];
}

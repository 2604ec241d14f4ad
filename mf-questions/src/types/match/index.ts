import type { QuestionTypeUI } from '../question-type-ui';
import { MatchAnswerKey } from './MatchAnswerKey';
import { MatchExam } from './MatchExam';
import { MatchReview } from './MatchReview';
import { MatchSetup } from './MatchSetup';

/** Matching (SPEC §2, §3, §4): options matched with possible answers by drag and drop or by a select per option. */
export const matchUI: QuestionTypeUI<'MatchQComponent'> = {
  type: 'MatchQComponent',
  Setup: MatchSetup,
  AnswerKey: MatchAnswerKey,
  Exam: MatchExam,
  Review: MatchReview,
};

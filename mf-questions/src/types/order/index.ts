import type { QuestionTypeUI } from '../question-type-ui';
import { OrderAnswerKey } from './OrderAnswerKey';
import { OrderExam } from './OrderExam';
import { OrderReview } from './OrderReview';
import { OrderSetup } from './OrderSetup';

/** Ordering (SPEC §2, §3, §4): rich-text items put in order by drag and drop or by move up / move down. */
export const orderUI: QuestionTypeUI<'OrderComponent'> = {
  type: 'OrderComponent',
  Setup: OrderSetup,
  AnswerKey: OrderAnswerKey,
  Exam: OrderExam,
  Review: OrderReview,
};

import type { QuestionTypeUI } from '../question-type-ui';
import { RiasecAnswerKey } from './RiasecAnswerKey';
import { RiasecExam } from './RiasecExam';
import { RiasecReview } from './RiasecReview';
import { RiasecSetup } from './RiasecSetup';

/** RIASEC (SPEC §3): a statement liked ('أرغب') or not ('لا أرغب'), counted toward its category. */
export const riasecUI: QuestionTypeUI<'RIASEC'> = {
  type: 'RIASEC',
  Setup: RiasecSetup,
  AnswerKey: RiasecAnswerKey,
  Exam: RiasecExam,
  Review: RiasecReview,
};

import { answerFromQuestion, type Question, type QuestionAnswer } from '@mizan/shared';

/**
 * The applicant's answer to one question of a grading sheet: none when the
 * sheet lists the question as unanswered (an unanswered Order question still
 * has its options in an order, which is not an answer), else what the
 * question's answer fields hold.
 */
export function gradedAnswer(question: Question, sheet: { unanswered: readonly string[] }): QuestionAnswer | null {
  return sheet.unanswered.includes(question.id) ? null : answerFromQuestion(question);
}

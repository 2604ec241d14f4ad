import type { QuestionAnswer } from './answer';
import type { Question } from './question';
import { definitionOf } from './types/registry';

/**
 * The question with the seed's answer fields filled from `answer` (see the
 * table in answer.ts), for grading views that show an answered question.
 * With no answer, or an answer of another type, the answer fields are
 * cleared, so a snapshot never shows someone else's ticks. Nothing else
 * changes: the answer key stays, so never send the result to an applicant
 * in exam mode (that is toExamView).
 */
export function applyAnswer(question: Question, answer: QuestionAnswer | null | undefined): Question {
  const given = answer && answer.type === question.type ? answer : null;
  return definitionOf(question.type).applyAnswer(question, given);
}

/**
 * The reverse, for data in the seed's form (answers inside the question,
 * e.g. the seed's answerdquestions): the answer its fields hold, or null when
 * they hold none. An Order question's options are always an order, so its
 * answer is never null here.
 */
export function answerFromQuestion(question: Question): QuestionAnswer | null {
  return definitionOf(question.type).answerFromQuestion(question);
}

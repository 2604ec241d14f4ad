import { toExamView, type ExamQuestion, type Question, type QuestionAnswer } from '@mizan/shared';

/** A full question (with its key, score and feedback) rather than an applicant's projection. */
export function isFullQuestion(question: Question | ExamQuestion): question is Question {
  return 'feedback' in question && 'difficult' in question;
}

/** The seed of the shuffle when a full question is shown in exam mode outside an attempt (previews). */
export const PREVIEW_SEED = 'preview';

/** What examMode shows: an ExamQuestion as given, a full question projected by toExamView (its key removed). */
export function examViewOf(question: Question | ExamQuestion): ExamQuestion {
  return isFullQuestion(question) ? toExamView(question, PREVIEW_SEED) : question;
}

/** The answer when it belongs to this question's type, else null. */
export function answerFor(question: Question | ExamQuestion, answer: QuestionAnswer | null | undefined): QuestionAnswer | null {
  return answer && answer.type === question.type ? answer : null;
}

import { parseMark, scoreAttempt, type Grade, type Question, type QuestionAnswer } from '@mizan/shared';
import { gradedAnswer } from './graded-answer';

export interface GradingTotals {
  total: number;
  max: number;
  percent: number;
  /** Questions whose score field holds no mark. */
  ungraded: number;
}

/**
 * The total of a submission being graded, as the server will store it: the
 * shared scoring (scoreAttempt) over the applicant's answers, with each
 * question's mark the one typed here, else the sheet's (a blank sent to the
 * server keeps the stored mark), held to 0..its total mark. A question
 * without a mark counts 0 until graded.
 */
export function gradingTotals(
  sheet: { answerdquestions: readonly Question[]; unanswered: readonly string[] },
  grades: Readonly<Record<string, Grade>>,
): GradingTotals {
  const answers = new Map<string, QuestionAnswer>();
  const marks = new Map<string, number>();
  let ungraded = 0;
  for (const question of sheet.answerdquestions) {
    const answer = gradedAnswer(question, sheet);
    if (answer) answers.set(question.id, answer);
    const typed = grades[question.id]?.score;
    if (parseMark(typed ?? question.score) === null) ungraded += 1;
    const mark = parseMark(typed ?? '') ?? parseMark(question.score);
    if (mark !== null) marks.set(question.id, mark);
  }
  const score = scoreAttempt(sheet.answerdquestions, answers, marks);
  return { total: score.total, max: score.max, percent: score.percent, ungraded };
}

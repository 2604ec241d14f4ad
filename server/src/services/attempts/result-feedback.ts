import { matchedNumericalAnswer, type Question, type QuestionAnswer } from '@mizan/shared';

/**
 * The feedback an applicant reads under one question of a released result:
 * the teacher's, and for a Numerical answer first the feedback the author
 * wrote for the accepted answer it matched (what it is for: Moodle shows it
 * in review too). The result carries the exam view, never the key, so the
 * server picks it here.
 */
export function resultFeedback(question: Question, answer: QuestionAnswer | null, teacherFeedback: string): string {
  if (question.type !== 'Numerical' || answer?.type !== 'Numerical') return teacherFeedback;
  const matched = matchedNumericalAnswer(question, answer)?.feedback.trim() ?? '';
  return [matched, teacherFeedback.trim()].filter((part) => part !== '').join('\n\n');
}

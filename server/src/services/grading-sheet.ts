import type { Kysely } from 'kysely';
import { applyAnswer, maskSsn, type Question } from '@mizan/shared';
import type { Database } from '../db/schema';
import type { Caller } from './authenticate';
import { iso } from './iso-time';
import { forGrader } from './marking/grader-sheet';
import { loadSubmission, marksOf, type LoadedSubmission } from './submission-records';

/** The grading sheet: answerdquestions (snapshot + answer + score + feedback), totals and who graded. */
export function sheetOf(submission: LoadedSubmission) {
  const marks = marksOf(submission);
  const byId = new Map(marks.questions.map((question) => [question.questionId, question]));
  const answerdquestions = submission.questions.map((question): Question => {
    const saved = submission.answers.get(question.id);
    const mark = byId.get(question.id)?.score ?? null;
    return {
      ...applyAnswer(question, saved?.answer ?? null),
      mode: 'gradingModeTeacher',
      score: mark === null ? '' : String(mark),
      feedback: saved?.feedback ?? '',
      ...(saved?.rubric && saved.rubric.length > 0 ? { rubricChoice: saved.rubric } : {}),
    } as Question;
  });
  return {
    id: submission.attempt.id,
    exam_id: submission.attempt.assessment_id,
    examname: submission.examname,
    lang: submission.lang,
    student_id: submission.attempt.applicant_id,
    studentname: submission.studentname,
    ssn: maskSsn(submission.ssn),
    submitdate: iso(submission.attempt.submitted_at),
    status: submission.attempt.status,
    answerdquestions,
    unanswered: submission.questions.filter((question) => !submission.answers.get(question.id)?.answer).map((question) => question.id),
    total: marks.total,
    max: marks.max,
    percent: marks.percent,
    needsGrading: marks.needsGrading,
    career: submission.attempt.career,
    gradedBy: submission.gradedBy,
    gradedAt: iso(submission.attempt.graded_at),
  };
}

/** The sheet as the caller may see it: anonymous and double marking applied (marking/grader-sheet.ts). */
export async function gradingSheet(db: Kysely<Database>, caller: Caller, attemptId: number) {
  const submission = await loadSubmission(db, caller, attemptId);
  return forGrader(db, caller, submission, sheetOf(submission));
}

import type { Kysely } from 'kysely';
import { ASSESSMENT_NOT_FOUND, markValue, needsModeration, type Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { findAssessmentRow, rightsOver } from '../assessment-records';
import type { Caller } from '../authenticate';
import { loadSubmission, marksOf } from '../submission-records';
import { graderLabel } from './anonymity';
import { answerMarksOf } from './double-marks';
import { markingSettingsOf, namesHidden } from './marking-settings';

export const MARKS_FOR_EDITORS = "Only administrators and the assessment's editing reviewers may see who gave which mark.";

/**
 * admin/moderationqueue.php: the answers of an assessment whose two marks
 * differ by more than the threshold and that no moderator has marked, for a
 * grader of the assessment who gave neither mark (the markers never see it).
 */
export async function moderationQueue(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  const assessment = await findAssessmentRow(db, assessmentId);
  if (!assessment || !(await rightsOver(db, caller, assessment)).grade) throw notFound(ASSESSMENT_NOT_FOUND);
  const settings = await markingSettingsOf(db, assessmentId);
  const rows = await db
    .selectFrom('answer_marks as m')
    .innerJoin('attempts as t', 't.id', 'm.attempt_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .select(['m.attempt_id', 'm.question_id', 'm.grader_user_id', 'm.role', 'm.score', 'a.name', 't.questions'])
    .where('t.assessment_id', '=', assessmentId)
    .orderBy('m.attempt_id')
    .execute();
  const answers = new Map<string, typeof rows>();
  for (const row of rows)
    answers.set(`${row.attempt_id}:${row.question_id}`, [...(answers.get(`${row.attempt_id}:${row.question_id}`) ?? []), row]);
  const queue = [];
  for (const marks of answers.values()) {
    const first = marks.find((mark) => mark.role === 'first');
    const second = marks.find((mark) => mark.role === 'second');
    if (!first || !second || marks.some((mark) => mark.role === 'moderator' || mark.grader_user_id === caller.user.id)) continue;
    const snapshot = jsonColumn<Question[]>(first.questions, []);
    const position = snapshot.findIndex((question) => question.id === first.question_id);
    const totalMark = markValue(String(snapshot[position]?.totalMark ?? '0'));
    if (!needsModeration(Number(first.score), Number(second.score), totalMark, settings.thresholdPercent)) continue;
    queue.push({
      attemptId: first.attempt_id,
      applicant: graderLabel(first.attempt_id, first.name, namesHidden(settings)),
      questionId: first.question_id,
      index: position + 1,
      totalMark,
      marks: [Number(first.score), Number(second.score)],
    });
  }
  return queue;
}

/** admin/getanswermarks.php: every mark of a submission with its grader, and how each standing mark was reached. */
export async function submissionMarks(db: Kysely<Database>, caller: Caller, attemptId: number) {
  const submission = await loadSubmission(db, caller, attemptId);
  const assessment = await findAssessmentRow(db, submission.attempt.assessment_id);
  if (!assessment || !(await rightsOver(db, caller, assessment)).edit) throw forbidden(MARKS_FOR_EDITORS);
  const settings = await markingSettingsOf(db, submission.attempt.assessment_id);
  const marks = await answerMarksOf(db, attemptId);
  const graderIds = [...new Set([...marks.values()].flat().map((mark) => mark.graderUserId))];
  const names = new Map(
    graderIds.length === 0
      ? []
      : (await db.selectFrom('users').select(['id', 'displayname']).where('id', 'in', graderIds).execute()).map((user) => [
          user.id,
          user.displayname,
        ]),
  );
  const scored = marksOf(submission);
  return {
    attemptId,
    questions: submission.questions
      .map((question, position) => {
        const given = marks.get(question.id) ?? [];
        const first = given.find((mark) => mark.role === 'first');
        const second = given.find((mark) => mark.role === 'second');
        const resolution = given.some((mark) => mark.role === 'moderator')
          ? ('moderator' as const)
          : first && second
            ? needsModeration(first.score, second.score, scored.questions[position].max, settings.thresholdPercent)
              ? ('moderationNeeded' as const)
              : ('mean' as const)
            : first
              ? ('awaitingSecond' as const)
              : ('unmarked' as const);
        return {
          id: question.id,
          index: position + 1,
          standing: scored.questions[position].score,
          resolution,
          marks: given.map((mark) => ({
            role: mark.role,
            grader: names.get(mark.graderUserId) ?? `User ${mark.graderUserId}`,
            score: mark.score,
            feedback: mark.feedback,
            at: new Date(mark.at).toISOString(),
          })),
        };
      })
      .filter((question) => question.marks.length > 0),
  };
}

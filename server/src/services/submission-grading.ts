import type { Kysely } from 'kysely';
import { markRangeMessage, parseMark, roundMark } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import type { Caller } from './authenticate';
import { sheetOf } from './grading-sheet';
import { recordDoubleMarks } from './marking/double-marks';
import { forGrader } from './marking/grader-sheet';
import { markingSettingsOf } from './marking/marking-settings';
import { setStandingMarks, type StandingMark } from './marking/standing-mark';
import { storeRubricChoices, withRubricMark } from './rubrics/rubric-grades';
import { loadSubmission, marksOf, type LoadedSubmission } from './submission-records';

export const SUBMISSION_IN_PROGRESS = 'This submission is still in progress: it can be graded once it is submitted.';
export const GRADES_SAVED = 'Grading saved.';
export const GRADES_SAVED_PENDING = (count: number) =>
  `Grading saved. ${count} question${count === 1 ? '' : 's'} still need${count === 1 ? 's' : ''} a mark before the submission counts as graded.`;
export const unknownQuestionMessage = (id: string) => `Question "${id}" is not part of this submission.`;
export const duplicateMarkMessage = (index: number) => `Question ${index} is graded twice in this request.`;

/**
 * admin/gradeexam.php: the teacher's marks (0..totalMark, 2 decimals) and
 * feedback per question. A question left out, or sent without a score, keeps
 * its mark (a mark can be changed, not removed). The percent is recomputed
 * with the shared scoring; each changed mark or feedback is written to the
 * audit log (who, when, old and new); the submission is graded once every
 * question has a mark. One grader at a time per submission (row lock).
 */
export async function gradeSubmission(db: Kysely<Database>, caller: Caller, request: { id: number; answerdquestions: Array<SentMark> }) {
  return db.transaction().execute(async (transaction) => {
    const submission = await loadSubmission(transaction, caller, request.id, { lock: true });
    if (submission.attempt.status === 'inprogress') throw conflict(SUBMISSION_IN_PROGRESS);
    const sent = marksSent(submission, request.answerdquestions);
    // Under double marking a hand-marked answer takes the grader's own mark first (marking/double-marks.ts).
    const settings = await markingSettingsOf(transaction, submission.attempt.assessment_id);
    const marks = settings.doubleMarking ? await recordDoubleMarks(transaction, caller, submission, settings, sent) : sent;
    if (marks.length > 0 || !settings.doubleMarking) {
      await setStandingMarks(transaction, { attemptId: request.id, actorUserId: caller.user.id, marks, action: 'grade.change' });
    }
    await storeRubricChoices(transaction, request.id, marks);
    const graded = await loadSubmission(transaction, caller, request.id);
    const sheet = await forGrader(transaction, caller, graded, sheetOf(graded));
    return { data: sheet, msg: sheet.needsGrading === 0 ? GRADES_SAVED : GRADES_SAVED_PENDING(sheet.needsGrading) };
  });
}

type SentMark = { id: string; score?: string | number | null; feedback?: string | null; rubric?: StandingMark['rubric'] | null };

/**
 * The request's marks checked against the submission: known questions, each
 * once, a score within 0..its mark (a blank or missing score keeps the mark).
 */
export function marksSent(submission: LoadedSubmission, sent: Array<SentMark>): StandingMark[] {
  const before = marksOf(submission);
  const index = new Map(submission.questions.map((question, position) => [question.id, position]));
  const seen = new Set<string>();
  return sent.map((request) => {
    const position = index.get(request.id);
    if (position === undefined) throw badRequest(unknownQuestionMessage(request.id));
    // Rubric choices become the score and feedback they give (services/rubrics/rubric-grades.ts).
    const graded = withRubricMark(
      submission.questions[position],
      position + 1,
      request,
      submission.lang,
      submission.answers.get(request.id)?.feedback ?? '',
    );
    if (seen.has(graded.id)) throw badRequest(duplicateMarkMessage(position + 1));
    seen.add(graded.id);
    const max = before.questions[position].max;
    const mark: StandingMark = { questionId: graded.id };
    const text = graded.score === undefined || graded.score === null ? '' : String(graded.score).trim();
    if (text !== '') {
      const value = typeof graded.score === 'number' ? graded.score : parseMark(text);
      if (value === null || !Number.isFinite(value) || value < 0 || value > max) throw badRequest(markRangeMessage(position + 1, max));
      mark.score = roundMark(value);
    }
    if (graded.feedback !== undefined && graded.feedback !== null) mark.feedback = graded.feedback;
    if (graded.rubric) mark.rubric = graded.rubric;
    return mark;
  });
}

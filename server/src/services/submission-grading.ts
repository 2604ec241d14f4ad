import { sql, type Kysely } from 'kysely';
import { markRangeMessage, parseMark, roundMark, type AttemptStatus } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { sheetOf } from './grading-sheet';
import { loadSubmission, marksOf, numberOrNull } from './submission-records';

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
export async function gradeSubmission(
  db: Kysely<Database>,
  caller: Caller,
  request: { id: number; answerdquestions: Array<{ id: string; score?: string | number | null; feedback?: string | null }> },
) {
  return db.transaction().execute(async (transaction) => {
    const submission = await loadSubmission(transaction, caller, request.id, { lock: true });
    if (submission.attempt.status === 'inprogress') throw conflict(SUBMISSION_IN_PROGRESS);
    const before = marksOf(submission);
    const index = new Map(submission.questions.map((question, position) => [question.id, position]));
    const seen = new Set<string>();
    const changes: Array<{
      questionId: string;
      index: number;
      score?: { from: number | null; to: number };
      feedback?: { from: string; to: string };
    }> = [];

    for (const graded of request.answerdquestions) {
      const position = index.get(graded.id);
      if (position === undefined) throw badRequest(unknownQuestionMessage(graded.id));
      if (seen.has(graded.id)) throw badRequest(duplicateMarkMessage(position + 1));
      seen.add(graded.id);
      const question = submission.questions[position];
      const max = before.questions[position].max;
      const current = submission.answers.get(graded.id);
      const currentMark = before.questions[position].score;
      const change: (typeof changes)[number] = { questionId: graded.id, index: position + 1 };

      const sent = graded.score === undefined || graded.score === null ? '' : String(graded.score).trim();
      if (sent !== '') {
        const value = typeof graded.score === 'number' ? graded.score : parseMark(sent);
        if (value === null || !Number.isFinite(value) || value < 0 || value > max) throw badRequest(markRangeMessage(position + 1, max));
        const mark = roundMark(value);
        if (mark !== currentMark || current?.score === null || current === undefined) {
          if (mark !== currentMark) change.score = { from: currentMark, to: mark };
          await saveMark(transaction, request.id, question.id, { score: mark });
          submission.answers.set(question.id, { answer: current?.answer ?? null, score: mark, feedback: current?.feedback ?? '' });
        }
      }
      if (graded.feedback !== undefined && graded.feedback !== null && graded.feedback !== (current?.feedback ?? '')) {
        change.feedback = { from: current?.feedback ?? '', to: graded.feedback };
        await saveMark(transaction, request.id, question.id, { feedback: graded.feedback });
        const latest = submission.answers.get(question.id);
        submission.answers.set(question.id, { answer: latest?.answer ?? null, score: latest?.score ?? null, feedback: graded.feedback });
      }
      if (change.score || change.feedback) changes.push(change);
    }

    const after = marksOf(submission);
    const status: AttemptStatus = after.needsGrading === 0 ? 'graded' : 'submitted';
    await transaction
      .updateTable('attempts')
      .set({ percent: after.percent, needs_grading: after.needsGrading, status, graded_by: caller.user.id, graded_at: sql<Date>`now()` })
      .where('id', '=', request.id)
      .execute();
    for (const change of changes) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'grade.change',
        subjectType: 'attempt',
        subjectId: request.id,
        details: change,
      });
    }
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'attempt.grade',
      subjectType: 'attempt',
      subjectId: request.id,
      details: {
        percent: { from: numberOrNull(submission.attempt.percent), to: after.percent },
        status: { from: submission.attempt.status, to: status },
        changed: changes.length,
      },
    });
    const sheet = sheetOf(await loadSubmission(transaction, caller, request.id));
    return { data: sheet, msg: after.needsGrading === 0 ? GRADES_SAVED : GRADES_SAVED_PENDING(after.needsGrading) };
  });
}

/** Set score and/or feedback of one question, making the answers row when the applicant left it unanswered. */
async function saveMark(db: Kysely<Database>, attemptId: number, questionId: string, values: { score?: number; feedback?: string }) {
  await db
    .insertInto('answers')
    .values({
      attempt_id: attemptId,
      question_id: questionId,
      answer: null,
      seq: 0,
      score: values.score ?? null,
      feedback: values.feedback ?? '',
    })
    .onConflict((conflict) =>
      conflict.columns(['attempt_id', 'question_id']).doUpdateSet({
        ...(values.score !== undefined ? { score: values.score } : {}),
        ...(values.feedback !== undefined ? { feedback: values.feedback } : {}),
      }),
    )
    .execute();
}

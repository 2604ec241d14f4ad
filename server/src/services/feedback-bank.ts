import type { Kysely } from 'kysely';
import { ASSESSMENT_NOT_FOUND } from '@mizan/shared';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { rightsOver } from './assessment-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { isUniqueViolation } from './db-errors';

/**
 * The grading cockpit's bank of reusable feedback comments: one bank per
 * assessment, shared by everyone who may grade it (its Assigned Reviewers
 * and admins), the same people and the same 404 as admin/gradeexam.php.
 */
export const FEEDBACK_COMMENT_NOT_FOUND = 'Comment not found. It may have been removed already.';
export const FEEDBACK_COMMENT_ADDED = 'Comment added to the bank.';
export const FEEDBACK_COMMENT_REMOVED = 'Comment removed from the bank.';
export const FEEDBACK_COMMENT_DUPLICATE = 'This comment is already in the bank.';

/** The assessment's id if the caller may grade it; otherwise 404, as for a submission they may not see. */
async function gradableAssessment(db: Kysely<Database>, caller: Caller, assessmentId: number): Promise<number> {
  const row = await db.selectFrom('assessments').select(['id', 'created_by']).where('id', '=', assessmentId).executeTakeFirst();
  if (!row || !(await rightsOver(db, caller, row)).grade) throw notFound(ASSESSMENT_NOT_FOUND);
  return row.id;
}

async function bankOf(db: Kysely<Database>, assessmentId: number) {
  return db.selectFrom('feedback_comments').select(['id', 'text']).where('assessment_id', '=', assessmentId).orderBy('id').execute();
}

export async function feedbackBank(db: Kysely<Database>, caller: Caller, assessmentId: number) {
  return bankOf(db, await gradableAssessment(db, caller, assessmentId));
}

export async function addFeedbackComment(db: Kysely<Database>, caller: Caller, request: { exam_id: number; text: string }) {
  const assessmentId = await gradableAssessment(db, caller, request.exam_id);
  try {
    await db.transaction().execute(async (transaction) => {
      const inserted = await transaction
        .insertInto('feedback_comments')
        .values({ assessment_id: assessmentId, text: request.text, created_by: caller.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'feedback-comment.add',
        subjectType: 'assessment',
        subjectId: assessmentId,
        details: { commentId: inserted.id, text: request.text },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(FEEDBACK_COMMENT_DUPLICATE);
    throw error;
  }
  return { data: await bankOf(db, assessmentId), msg: FEEDBACK_COMMENT_ADDED };
}

export async function deleteFeedbackComment(db: Kysely<Database>, caller: Caller, commentId: number) {
  const comment = await db
    .selectFrom('feedback_comments')
    .select(['id', 'assessment_id', 'text'])
    .where('id', '=', commentId)
    .executeTakeFirst();
  if (!comment) throw notFound(FEEDBACK_COMMENT_NOT_FOUND);
  const row = await db
    .selectFrom('assessments')
    .select(['id', 'created_by'])
    .where('id', '=', comment.assessment_id)
    .executeTakeFirstOrThrow();
  if (!(await rightsOver(db, caller, row)).grade) throw notFound(FEEDBACK_COMMENT_NOT_FOUND);
  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('feedback_comments').where('id', '=', comment.id).execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'feedback-comment.delete',
      subjectType: 'assessment',
      subjectId: comment.assessment_id,
      details: { commentId: comment.id, text: comment.text },
    });
  });
  return { data: await bankOf(db, comment.assessment_id), msg: FEEDBACK_COMMENT_REMOVED };
}

import { sql, type Kysely } from 'kysely';
import type { AssessmentInput, AssessmentItem } from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { editableAssessment } from './assessment-access';
import { hasAttempts, inputColumns, saveReviewers } from './assessment-records';
import { checkReferences } from './assessment-references';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { unfillableDrawMessage } from './draw-check';
import { assessmentAuthorReader } from './question-bank/bank-access';

export const ASSESSMENT_HAS_ATTEMPTS =
  'Applicants have already registered for or started this assessment, so it cannot be deleted. Pull it instead.';
export const NO_QUESTIONS_TO_PUBLISH = 'Add at least one question before publishing the assessment.';

/** A new assessment, stored unpublished with its reviewers, audited; answers its id. */
export async function addAssessment(db: Kysely<Database>, actor: Caller, input: AssessmentInput): Promise<number> {
  await checkReferences(db, actor, input, null);
  return db.transaction().execute(async (transaction) => {
    const inserted = await transaction
      .insertInto('assessments')
      .values({ ...inputColumns(input), created_by: actor.user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await saveReviewers(transaction, inserted.id, input.reviewerIds, input.editorIds);
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'assessment.add',
      subjectType: 'assessment',
      subjectId: inserted.id,
      details: { name: input.name, questions: input.questions.length },
    });
    return inserted.id;
  });
}

/**
 * Replaces setup, questions and reviewers; `published` is left as it is.
 * Attempts already started keep their own snapshot of the questions (taken
 * when the attempt starts), so this never changes them. Answers whether any
 * applicant has registered or started.
 */
export async function updateAssessment(
  db: Kysely<Database>,
  actor: Caller,
  id: number,
  input: AssessmentInput,
): Promise<{ started: boolean }> {
  const current = await editableAssessment(db, actor, id);
  await checkReferences(db, actor, input, id, current.next_assessment_id);
  // A published assessment stays one whose draws can be filled.
  const unfillable = current.published
    ? await unfillableDrawMessage(db, input.questions, await assessmentAuthorReader(db, current.created_by))
    : null;
  if (unfillable) throw badRequest(unfillable);
  await db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('assessments')
      .set({ ...inputColumns(input), updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await saveReviewers(transaction, id, input.reviewerIds, input.editorIds);
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'assessment.update',
      subjectType: 'assessment',
      subjectId: id,
      details: { name: { from: current.name, to: input.name }, questions: input.questions.length },
    });
  });
  return { started: await hasAttempts(db, id) };
}

/**
 * Publish or pull, audited. Publishing needs a question and draws the bank
 * can fill. Answers whether anything changed (false: it already was so).
 */
export async function setPublished(db: Kysely<Database>, actor: Caller, id: number, published: boolean): Promise<{ changed: boolean }> {
  const row = await editableAssessment(db, actor, id);
  if (row.published === published) return { changed: false };
  if (published) {
    const questions = jsonColumn<AssessmentItem[]>(row.questions, []);
    if (questions.length === 0) throw badRequest(NO_QUESTIONS_TO_PUBLISH);
    const unfillable = await unfillableDrawMessage(db, questions, await assessmentAuthorReader(db, row.created_by));
    if (unfillable) throw badRequest(unfillable);
  }
  await db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('assessments')
      .set({ published, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .execute();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: published ? 'assessment.publish' : 'assessment.pull',
      subjectType: 'assessment',
      subjectId: row.id,
      details: { published: { from: row.published, to: published } },
    });
  });
  return { changed: true };
}

/** Deleted, audited, only while no applicant has registered or started (one with attempts can only be pulled). */
export async function deleteAssessment(db: Kysely<Database>, actor: Caller, id: number): Promise<void> {
  const row = await editableAssessment(db, actor, id);
  if (await hasAttempts(db, row.id)) throw conflict(ASSESSMENT_HAS_ATTEMPTS);
  await db.transaction().execute(async (transaction) => {
    await transaction.deleteFrom('assessments').where('id', '=', row.id).execute();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: 'assessment.delete',
      subjectType: 'assessment',
      subjectId: row.id,
      details: { name: row.name, published: row.published },
    });
  });
}

import { sql, type Kysely } from 'kysely';
import {
  NEXT_ASSESSMENT_INVALID,
  REVIEWER_ID_INVALID,
  type Assessment,
  type AssessmentInput,
  type AssessmentItem,
  type AssessmentCallName,
} from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { AssessmentRow, Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import {
  findAssessmentRow,
  findReviewers,
  hasAttempts,
  inputColumns,
  listAssessments,
  rightsOver,
  saveReviewers,
  toAssessment,
} from '../services/assessment-records';
import { writeAudit } from '../services/audit';
import type { Caller } from '../services/authenticate';
import { isUniqueViolation } from '../services/db-errors';
import { unfillableDrawMessage } from '../services/draw-check';
import { addFeedbackComment, deleteFeedbackComment, feedbackBank } from '../services/feedback-bank';
import { gradeSubmission, gradingSheet, itemAnalysis } from '../services/grading';
import { findStudentExams } from '../services/students-exams';
import { signedIn, type Handlers } from './handler';

export const ASSESSMENT_ADDED = 'Assessment added successfully.';
export const ASSESSMENT_UPDATED = 'Assessment updated successfully.';
export const ASSESSMENT_UPDATED_STARTED =
  'Assessment updated successfully. Applicants who had already started it keep the questions they started with.';
export const ASSESSMENT_PUBLISHED = (id: number) => `Assessment published. Applicants can register at /apply/${id}.`;
export const ASSESSMENT_ALREADY_PUBLISHED = 'The assessment was already published.';
export const ASSESSMENT_PULLED = 'Assessment pulled. Applicants can no longer register for it.';
export const ASSESSMENT_ALREADY_PULLED = 'The assessment was not published.';
export const ASSESSMENT_DELETED = 'Assessment deleted.';
export const ASSESSMENT_NOT_FOUND = 'Assessment not found. It may have been deleted.';
export const ASSESSMENT_HAS_ATTEMPTS = 'Applicants have already registered for or started this assessment, so it cannot be deleted. Pull it instead.';
export const NO_QUESTIONS_TO_PUBLISH = 'Add at least one question before publishing the assessment.';
export const NOT_AN_EDITOR =
  'You may not change this assessment: only its author, its reviewers with editing rights and administrators may.';
export const NEXT_ASSESSMENT_LOOP = 'Next assessment would lead back to this assessment: an admission sequence cannot loop.';
export const GRADE_UNKNOWN = 'Grade must be one of the grades list.';
export const GROUP_UNKNOWN = (name: string) => `Group "${name}" is not in the groups list.`;
export const SUBJECT_ADDED = 'Subject added successfully.';
export const duplicateSubjectMessage = (name: string) => `A subject named "${name}" already exists.`;
export const GRADE_NOT_FOUND = 'Grade not found.';

/** The assessment, if the caller may see it; otherwise 404 (an assessment one may not see is not revealed). */
async function visibleAssessment(db: Kysely<Database>, caller: Caller, id: number): Promise<{ row: AssessmentRow; canEdit: boolean }> {
  const row = await findAssessmentRow(db, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  const rights = await rightsOver(db, caller, row);
  if (!rights.see) throw notFound(ASSESSMENT_NOT_FOUND);
  return { row, canEdit: rights.edit };
}

async function editableAssessment(db: Kysely<Database>, caller: Caller, id: number): Promise<AssessmentRow> {
  const { row, canEdit } = await visibleAssessment(db, caller, id);
  if (!canEdit) throw forbidden(NOT_AN_EDITOR);
  return row;
}

async function assessmentAnswer(db: Kysely<Database>, id: number): Promise<Assessment> {
  const row = await findAssessmentRow(db, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
  return toAssessment(row, await findReviewers(db, id));
}

/**
 * What the fields name must exist: reviewers (enabled staff), the grade and
 * groups (from their lists), the next assessment (another one the caller may
 * see, and following the chain from it never comes back to `selfId`). An
 * assessment the caller may not see answers exactly as an absent one, so ids
 * cannot be probed through this field; the next assessment the edited one
 * already has (`currentNextId`, perhaps set by an administrator) is kept.
 */
async function checkReferences(
  db: Kysely<Database>,
  caller: Caller,
  input: AssessmentInput,
  selfId: number | null,
  currentNextId: number | null = null,
): Promise<void> {
  if (input.reviewerIds.length > 0) {
    const users = await db.selectFrom('users').select('id').where('id', 'in', input.reviewerIds).where('disabled', '=', false).execute();
    if (users.length !== input.reviewerIds.length) throw badRequest(REVIEWER_ID_INVALID);
  }
  if (input.grade !== '') {
    const grade = await db.selectFrom('grades').select('id').where('name', '=', input.grade).executeTakeFirst();
    if (!grade) throw badRequest(GRADE_UNKNOWN);
  }
  if (input.selectedgroups.length > 0) {
    const names = input.selectedgroups.map((group) => group.groupname);
    const known = new Set((await db.selectFrom('groups').select('name').where('name', 'in', names).execute()).map((group) => group.name));
    const unknown = names.find((name) => !known.has(name));
    if (unknown !== undefined) throw badRequest(GROUP_UNKNOWN(unknown));
  }
  if (input.nextAssessmentId !== null) {
    if (input.nextAssessmentId === selfId) throw badRequest(NEXT_ASSESSMENT_INVALID);
    if (input.nextAssessmentId !== currentNextId && !(await mayName(db, caller, input.nextAssessmentId))) {
      throw badRequest(NEXT_ASSESSMENT_INVALID);
    }
    const seen = new Set<number>();
    let current: number | null = input.nextAssessmentId;
    let first = true;
    while (current !== null && !seen.has(current)) {
      seen.add(current);
      const next: { next_assessment_id: number | null } | undefined = await db
        .selectFrom('assessments')
        .select('next_assessment_id')
        .where('id', '=', current)
        .executeTakeFirst();
      if (!next) {
        if (first) throw badRequest(NEXT_ASSESSMENT_INVALID);
        break;
      }
      first = false;
      if (next.next_assessment_id === selfId && selfId !== null) throw badRequest(NEXT_ASSESSMENT_LOOP);
      current = next.next_assessment_id;
    }
  }
}

/** Whether the caller may see the assessment with this id (false when there is none). */
async function mayName(db: Kysely<Database>, caller: Caller, id: number): Promise<boolean> {
  const row = await findAssessmentRow(db, id);
  return row !== undefined && row !== null && (await rightsOver(db, caller, row)).see;
}

/** Publish or pull, audited, answering the refreshed list. */
function publishing(published: boolean) {
  return async ({ data, caller, services }: { data: { id: number }; caller: Caller | null; services: { db: Kysely<Database> } }) => {
    const actor = signedIn(caller);
    const { db } = services;
    const row = await editableAssessment(db, actor, data.id);
    let msg: string;
    if (row.published === published) {
      msg = published ? ASSESSMENT_ALREADY_PUBLISHED : ASSESSMENT_ALREADY_PULLED;
    } else {
      if (published && (await questionCount(db, row.id)) === 0) throw badRequest(NO_QUESTIONS_TO_PUBLISH);
      const unfillable = published ? await unfillableDrawMessage(db, jsonColumn<AssessmentItem[]>(row.questions, [])) : null;
      if (unfillable) throw badRequest(unfillable);
      await db.transaction().execute(async (transaction) => {
        await transaction.updateTable('assessments').set({ published, updated_at: sql<Date>`now()` }).where('id', '=', row.id).execute();
        await writeAudit(transaction, {
          actorUserId: actor.user.id,
          action: published ? 'assessment.publish' : 'assessment.pull',
          subjectType: 'assessment',
          subjectId: row.id,
          details: { published: { from: row.published, to: published } },
        });
      });
      msg = published ? ASSESSMENT_PUBLISHED(row.id) : ASSESSMENT_PULLED;
    }
    return { data: await listAssessments(db, actor), msg };
  };
}

async function questionCount(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db.selectFrom('assessments').select(sql<number>`jsonb_array_length(questions)`.as('count')).where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.count);
}

const groupRow = (row: { id: number; name: string }) => ({ id: row.id, name: row.name, groupname: row.name });

/** The assessment area's calls (shared/src/api/contract-assessments.ts, contract-grading.ts). */
export const assessmentHandlers = {
  /** `admin/addexam.php`: validated by the contract's schema (every question), references checked, stored unpublished. */
  addAssessment: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const { db } = services;
    await checkReferences(db, actor, data, null);
    const id = await db.transaction().execute(async (transaction) => {
      const inserted = await transaction
        .insertInto('assessments')
        .values({ ...inputColumns(data), created_by: actor.user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      await saveReviewers(transaction, inserted.id, data.reviewerIds, data.editorIds);
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'assessment.add',
        subjectType: 'assessment',
        subjectId: inserted.id,
        details: { name: data.name, questions: data.questions.length },
      });
      return inserted.id;
    });
    return { data: await assessmentAnswer(db, id), msg: ASSESSMENT_ADDED };
  },

  /**
   * `admin/updateexam.php`: replaces setup, questions and reviewers; `published`
   * is left as it is. Attempts already started keep their own snapshot of the
   * questions (taken when the attempt starts, issue 5), so this never changes them.
   */
  updateAssessment: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const { db } = services;
    const { id, ...input } = data;
    const current = await editableAssessment(db, actor, id);
    await checkReferences(db, actor, input, id, current.next_assessment_id);
    // A published assessment stays one whose draws can be filled.
    const unfillable = current.published ? await unfillableDrawMessage(db, input.questions) : null;
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
    const started = await hasAttempts(db, id);
    return { data: await assessmentAnswer(db, id), msg: started ? ASSESSMENT_UPDATED_STARTED : ASSESSMENT_UPDATED };
  },

  listAssessments: async ({ caller, services }) => ({ data: await listAssessments(services.db, signedIn(caller)) }),

  /** `admin/getexam.php`: the full assessment, answer keys included (a staff call; applicants never reach it). */
  getAssessment: async ({ data, caller, services }) => {
    const { row } = await visibleAssessment(services.db, signedIn(caller), data.id);
    return { data: toAssessment(row, await findReviewers(services.db, row.id)) };
  },

  publishAssessment: publishing(true),
  pullAssessment: publishing(false),

  /** ours `admin/deleteexam.php`: only while no applicant has started it (one with attempts can only be pulled). */
  deleteAssessment: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const { db } = services;
    const row = await editableAssessment(db, actor, data.id);
    const started = await hasAttempts(db, row.id);
    if (started) throw conflict(ASSESSMENT_HAS_ATTEMPTS);
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
    return { data: await listAssessments(db, actor), msg: ASSESSMENT_DELETED };
  },

  /** `admin/addsubject.php`: names are unique regardless of case. */
  addSubject: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const { db } = services;
    const name = data.subject;
    const existing = await db.selectFrom('subjects').select('name').where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
    if (existing) throw conflict(duplicateSubjectMessage(existing.name));
    try {
      const row = await db.transaction().execute(async (transaction) => {
        const inserted = await transaction.insertInto('subjects').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow();
        await writeAudit(transaction, { actorUserId: actor.user.id, action: 'subject.add', subjectType: 'subject', subjectId: inserted.id, details: { name } });
        return inserted;
      });
      return { data: { id: row.id, subject: row.name }, msg: SUBJECT_ADDED };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(duplicateSubjectMessage(name));
      throw error;
    }
  },

  listSubjects: async ({ services }) => ({
    data: (await services.db.selectFrom('subjects').select(['id', 'name']).orderBy('name').orderBy('id').execute()).map((row) => ({
      id: row.id,
      subject: row.name,
    })),
  }),

  listGrades: async ({ services }) => ({
    data: await services.db.selectFrom('grades').select(['id', 'name']).orderBy('id').execute(),
  }),

  listGroups: async ({ services }) => ({
    data: (await services.db.selectFrom('groups').select(['id', 'name']).orderBy('id').execute()).map(groupRow),
  }),

  /** Teachers (2) and Exam graders (3): the staff an assessment's grading is assigned to. */
  listTeachers: async ({ services }) => ({
    data: await services.db
      .selectFrom('users')
      .select(['id', 'displayname'])
      .where('role_id', 'in', [2, 3])
      .where('disabled', '=', false)
      .orderBy('displayname')
      .orderBy('id')
      .execute(),
  }),

  /**
   * `admin/getgradesubject.php`: the subjects and groups linked to the grade
   * (grade_subjects, grade_groups), plus those linked to no grade at all.
   */
  gradeSubjects: async ({ data, services }) => {
    const { db } = services;
    const grade = await db
      .selectFrom('grades')
      .select('id')
      .where(typeof data.grade === 'number' ? 'id' : 'name', '=', data.grade)
      .executeTakeFirst();
    if (!grade) throw notFound(GRADE_NOT_FOUND);
    const subjects = await db
      .selectFrom('subjects')
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('grade_subjects').select('grade_id').whereRef('grade_subjects.subject_id', '=', 'subjects.id').where('grade_subjects.grade_id', '=', grade.id)),
          eb.not(eb.exists(eb.selectFrom('grade_subjects').select('grade_id').whereRef('grade_subjects.subject_id', '=', 'subjects.id'))),
        ]),
      )
      .orderBy('name')
      .orderBy('id')
      .execute();
    const groups = await db
      .selectFrom('groups')
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('grade_groups').select('grade_id').whereRef('grade_groups.group_id', '=', 'groups.id').where('grade_groups.grade_id', '=', grade.id)),
          eb.not(eb.exists(eb.selectFrom('grade_groups').select('grade_id').whereRef('grade_groups.group_id', '=', 'groups.id'))),
        ]),
      )
      .orderBy('id')
      .execute();
    return { data: { subjects: subjects.map((row) => ({ id: row.id, subject: row.name })), groups: groups.map(groupRow) } };
  },

  // Taken assessments and grading (services/grading.ts) read the exam
  // engine's attempts and answers (migration 0005, issue 5).
  studentExams: async ({ data, caller, services }) => ({ data: await findStudentExams(services.db, signedIn(caller), data) }),
  studentSolution: async ({ data, caller, services }) => ({ data: await gradingSheet(services.db, signedIn(caller), data.id) }),
  gradedExam: async ({ data, caller, services }) => ({ data: await gradingSheet(services.db, signedIn(caller), data.id) }),
  gradeExam: async ({ data, caller, services }) => gradeSubmission(services.db, signedIn(caller), data),
  itemAnalysis: async ({ data, caller, services }) => ({ data: await itemAnalysis(services.db, signedIn(caller), data.id) }),

  // ours: the grading cockpit's feedback bank (services/feedback-bank.ts).
  feedbackBank: async ({ data, caller, services }) => ({ data: await feedbackBank(services.db, signedIn(caller), data.exam_id) }),
  addFeedbackComment: async ({ data, caller, services }) => addFeedbackComment(services.db, signedIn(caller), data),
  deleteFeedbackComment: async ({ data, caller, services }) => deleteFeedbackComment(services.db, signedIn(caller), data.id),
} satisfies Pick<Handlers, AssessmentCallName>;


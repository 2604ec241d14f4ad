import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import {
  isDrawSlot,
  withRandomItemIds,
  type Assessment,
  type AssessmentInput,
  type AssessmentItem,
  type AssessmentListItem,
  type Teacher,
} from '@mizan/shared';
import { jsonColumn } from '../db/json-column';
import type { AssessmentRow, Database } from '../db/schema';
import type { Caller } from './authenticate';
import { iso } from './iso-time';

/**
 * Queries and wire mapping of the assessment area (migration 0004). Who sees
 * what (docs/decisions.md, Assessments): an admin (role 1) every assessment;
 * anyone else those they created or are an Assigned Reviewer of.
 */
export const ADMIN_ROLE_ID = 1;

export const isAdmin = (caller: Caller) => caller.user.role_id === ADMIN_ROLE_ID;

export interface ReviewerRow {
  user_id: number;
  displayname: string;
  can_edit: boolean;
}

export function toAssessment(row: AssessmentRow, reviewers: readonly ReviewerRow[]): Assessment {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    type: row.type,
    startdate: iso(row.startdate),
    enddate: iso(row.enddate),
    nooftrials: row.nooftrials,
    lang: row.lang,
    questions: jsonColumn<AssessmentItem[]>(row.questions, []),
    selectedteachers: reviewers.map((reviewer): Teacher => ({ id: reviewer.user_id, displayname: reviewer.displayname })),
    selectedgroups: jsonColumn<{ groupname: string }[]>(row.selectedgroups, []),
    istimed: row.istimed === 1 ? 1 : 0,
    duration: row.duration,
    open: row.open,
    grading_teachers_ids: reviewers.map((reviewer) => reviewer.user_id),
    editing_teachers_ids: reviewers.filter((reviewer) => reviewer.can_edit).map((reviewer) => reviewer.user_id),
    published: row.published ? '1' : '0',
    nextAssessmentId: row.next_assessment_id,
    showResults: row.show_results_after_grading,
    allowResume: row.allow_resume,
    requireAccessCodes: row.require_access_codes,
    shuffleQuestions: row.shuffle_questions,
  };
}

/** The columns an input sets (add and update). */
export function inputColumns(input: AssessmentInput) {
  return {
    name: input.name,
    grade: input.grade,
    type: input.type,
    startdate: input.startdate,
    enddate: input.enddate,
    nooftrials: input.nooftrials,
    lang: input.lang,
    // Ids an applicant would see counting up in authoring order are replaced (withRandomItemIds).
    questions: JSON.stringify(input.questions.map((item) => (isDrawSlot(item) ? item : withRandomItemIds(item)))),
    selectedgroups: JSON.stringify(input.selectedgroups),
    istimed: input.istimed,
    duration: input.duration,
    open: input.open,
    next_assessment_id: input.nextAssessmentId,
    show_results_after_grading: input.showResults,
    allow_resume: input.allowResume,
    require_access_codes: input.requireAccessCodes,
    shuffle_questions: input.shuffleQuestions,
  };
}

export async function findReviewers(db: Kysely<Database>, assessmentId: number): Promise<ReviewerRow[]> {
  return db
    .selectFrom('assessment_reviewers')
    .innerJoin('users', 'users.id', 'assessment_reviewers.user_id')
    .select(['assessment_reviewers.user_id', 'users.displayname', 'assessment_reviewers.can_edit'])
    .where('assessment_reviewers.assessment_id', '=', assessmentId)
    .orderBy('users.displayname')
    .orderBy('users.id')
    .execute();
}

export async function findAssessmentRow(db: Kysely<Database>, id: number): Promise<AssessmentRow | undefined> {
  return db.selectFrom('assessments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replace the Assigned Reviewers (editors are reviewers with can_edit). */
export async function saveReviewers(
  db: Kysely<Database>,
  assessmentId: number,
  reviewerIds: readonly number[],
  editorIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('assessment_reviewers').where('assessment_id', '=', assessmentId).execute();
  if (reviewerIds.length === 0) return;
  await db
    .insertInto('assessment_reviewers')
    .values(reviewerIds.map((userId) => ({ assessment_id: assessmentId, user_id: userId, can_edit: editorIds.includes(userId) })))
    .execute();
}

/** What the caller may do with one assessment. */
export interface AssessmentRights {
  /** May see it (the builder, the preview, the list). */
  see: boolean;
  /** May change, publish, pull or delete it. */
  edit: boolean;
  /** May see and grade its submissions (reviewers and admins). */
  grade: boolean;
}

export async function rightsOver(
  db: Kysely<Database>,
  caller: Caller,
  row: Pick<AssessmentRow, 'id' | 'created_by'>,
): Promise<AssessmentRights> {
  if (isAdmin(caller)) return { see: true, edit: true, grade: true };
  const reviewer = await db
    .selectFrom('assessment_reviewers')
    .select('can_edit')
    .where('assessment_id', '=', row.id)
    .where('user_id', '=', caller.user.id)
    .executeTakeFirst();
  const author = row.created_by === caller.user.id;
  return { see: author || reviewer !== undefined, edit: author || reviewer?.can_edit === true, grade: reviewer !== undefined };
}

/**
 * Whose assessments a reading may cover: every one (an administrator), or
 * those of one staff member (rightsOver's `see`: created or reviewed).
 */
export type AssessmentsSeen = { readonly every: true } | { readonly by: number };

export const EVERY_ASSESSMENT: AssessmentsSeen = { every: true };

export function assessmentsSeenBy(caller: Caller): AssessmentsSeen {
  return isAdmin(caller) ? EVERY_ASSESSMENT : { by: caller.user.id };
}

/** rightsOver's `see` for many rows in one query: whether the assessment whose id is `assessmentId` is among those seen. */
export function isSeenAssessment(seen: AssessmentsSeen, assessmentId: Expression<number>): RawBuilder<SqlBool> {
  if ('every' in seen) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${assessmentId} in (select id from assessments where created_by = ${seen.by})
    or ${assessmentId} in (select assessment_id from assessment_reviewers where user_id = ${seen.by}))`;
}

/** Attempts started or registered per assessment (any state), from the exam engine's attempts (migration 0005). */
export async function attemptCounts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('attempts')
    .select(['assessment_id', sql<string>`count(*)`.as('count')])
    .where('assessment_id', 'in', ids)
    .groupBy('assessment_id')
    .execute();
  for (const row of rows) counts.set(row.assessment_id, Number(row.count));
  return counts;
}

/** Whether any applicant has registered for or started this assessment. */
export async function hasAttempts(db: Kysely<Database>, assessmentId: number): Promise<boolean> {
  return ((await attemptCounts(db, [assessmentId])).get(assessmentId) ?? 0) > 0;
}

/** The assessments list the caller may see, newest first. */
export async function listAssessments(db: Kysely<Database>, caller: Caller): Promise<AssessmentListItem[]> {
  const query = db
    .selectFrom('assessments')
    .select([
      'id',
      'name',
      'startdate',
      'enddate',
      'published',
      'lang',
      'istimed',
      'duration',
      'nooftrials',
      'open',
      'grade',
      'type',
      // A draw slot counts as the questions it draws.
      sql<number>`(select coalesce(sum(case when item->>'type' = 'BankDraw' then (item->>'count')::int else 1 end), 0)::int from jsonb_array_elements(questions) as item)`.as(
        'question_count',
      ),
    ])
    .orderBy('id', 'desc');
  const rows = await query.where(isSeenAssessment(assessmentsSeenBy(caller), sql.ref('assessments.id'))).execute();
  const counts = await attemptCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.name,
    startdate: iso(row.startdate),
    enddate: iso(row.enddate),
    published: row.published ? '1' : '0',
    publishedText: row.published ? 'Yes' : 'No',
    lang: row.lang,
    istimed: row.istimed === 1 ? 1 : 0,
    duration: row.duration,
    nooftrials: row.nooftrials,
    open: row.open,
    grade: row.grade,
    type: row.type,
    questionCount: Number(row.question_count),
    attemptCount: counts.get(row.id) ?? 0,
  }));
}

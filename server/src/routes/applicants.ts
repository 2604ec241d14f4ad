import { sql } from 'kysely';
import {
  interviewAnswersProblem,
  interviewFormSize,
  interviewQuestionKeys,
  interviewRatings,
  nationalIdGender,
  nationalIdProblem,
  parentScore,
  REQUIRED,
  SCHOOL_CHOICE,
  TRANSFER_REASON_REQUIRED,
  type Applicant,
  type ApplicantFields,
  type YesNoChoice,
} from '@mizan/shared';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import {
  findApplicant,
  findApplicants,
  findInterview,
  listSchools,
  noApplicantMessage,
} from '../services/applicant-records';
import { applicantFor, applicantsFor, filterFor, maskHistoryDetails, maskedFieldsOf } from '../services/applicant-masking';
import { scoreColumns, scoresOfApplicant } from '../services/assessment-scores';
import { writeAudit } from '../services/audit';
import { missingFlagMessage } from '../services/authenticate';
import { isUniqueViolation } from '../services/db-errors';
import type { Database } from '../db/schema';
import type { Kysely } from 'kysely';
import { signedIn, type CallContext, type Handlers } from './handler';

export const APPLICATION_ADDED = 'Application Added Successfully.';
export const APPLICATION_UPDATED = 'Application Updated Successfully.';
export const INTERVIEW_SUBMITTED = 'You have submitted Successfuly.';
export const NOTHING_TO_CHANGE = 'Nothing to change.';
export const SCHOOL_ONLY =
  'With the Change Specialization permission alone you may change only the school; the other fields must stay as they are.';

export function duplicateSsnMessage(ssn: string, holder: { id: number; name: string }): string {
  return `An applicant with the national ID ${ssn} already exists: ${holder.name} (#${holder.id}). One person can apply only once.`;
}

/** The fields an update compares and records (school_id apart: Change Specialization). */
const EDITABLE_FIELDS = [
  'name',
  'ssn',
  'gender',
  'email',
  'mobile',
  'prep_mark',
  'math',
  'english',
  'std_code',
  'career',
  'cmatch',
  'position',
  'job',
  'extra_time_percent',
] as const satisfies ReadonlyArray<keyof ApplicantFields & keyof Applicant>;

/** The fields of `data` that differ from `current`, as { field: { from, to } }; absent optional fields keep their value. */
export function changedFields(current: Applicant, data: Omit<ApplicantFields, 'ssn'> & { ssn?: string }): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of EDITABLE_FIELDS) {
    const next = data[field];
    if (next === undefined) continue;
    if (next !== current[field]) changed[field] = { from: current[field], to: next };
  }
  if (data.school_id !== current.school_id) changed.school_id = { from: current.school_id, to: data.school_id };
  return changed;
}

async function assertSchoolExists(db: Kysely<Database>, schoolId: number): Promise<void> {
  const school = await db.selectFrom('schools').select('id').where('id', '=', schoolId).executeTakeFirst();
  if (!school) throw badRequest(SCHOOL_CHOICE);
}

/** 409 when another applicant holds this national ID. */
async function assertSsnFree(db: Kysely<Database>, ssn: string, exceptId: number | null): Promise<void> {
  let query = db.selectFrom('applicants').select(['id', 'name']).where('ssn', '=', ssn);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  const holder = await query.executeTakeFirst();
  if (holder) throw conflict(duplicateSsnMessage(ssn, holder));
}

async function existingApplicant(db: Kysely<Database>, id: number): Promise<Applicant> {
  const applicant = await findApplicant(db, id);
  if (!applicant) throw notFound(noApplicantMessage(id));
  return applicant;
}

/** enrolled.php and competent.php: one Yes/No/'' column, audited. */
function yesNoHandler(column: 'enrolled' | 'competent') {
  return async ({ data, caller, services }: CallContext<{ id: number; status: YesNoChoice }>): Promise<{ data: Applicant }> => {
    const actor = signedIn(caller);
    const current = await existingApplicant(services.db, data.id);
    if (current[column] !== data.status) {
      await services.db.transaction().execute(async (transaction) => {
        await transaction
          .updateTable('applicants')
          .set({ [column]: data.status, updated_at: sql<Date>`now()` })
          .where('id', '=', data.id)
          .execute();
        await writeAudit(transaction, {
          actorUserId: actor.user.id,
          action: `applicant.${column}`,
          subjectType: 'applicant',
          subjectId: data.id,
          details: { [column]: { from: current[column], to: data.status } },
        });
      });
    }
    return { data: applicantFor(actor, await existingApplicant(services.db, data.id)) };
  };
}

/** The applicant area's calls (shared/src/api/contract-applicants.ts). */
export const applicantHandlers = {
  /** `admin/getapplicant.php`: every applicant matching the query's filters, sorted, and the schools. */
  listApplicants: async ({ data, caller, services }) => {
    const viewer = signedIn(caller);
    const [applicants, schools, columns] = await Promise.all([findApplicants(services.db, filterFor(viewer, data)), listSchools(services.db), scoreColumns(services.db)]);
    return { data: { applicants: applicantsFor(viewer, applicants), schools, scoreColumns: columns } };
  },

  /** `admin/getapplicantinterview.php`: the previous review, or null. */
  applicantInterview: async ({ data, services }) => {
    const id = (data.appId ?? data.id) as number;
    await existingApplicant(services.db, id);
    return { data: await findInterview(services.db, id) };
  },

  /**
   * `admin/submitinterview.php`: q1..qN checked against the applicant's job
   * form, saved (one review per applicant, replaced on a new submit), and the
   * parent score stored on the applicant too.
   */
  submitInterview: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const applicant = await existingApplicant(services.db, data.applicant_id);
    const size = interviewFormSize(applicant.job);
    const problem = interviewAnswersProblem(size, data);
    if (problem) throw badRequest(problem);
    const ratings = interviewRatings(size, data);
    const answers = Object.fromEntries(interviewQuestionKeys(size).map((key, index) => [key, ratings[index]]));
    const parent = parentScore(ratings);
    const notes = data.notes?.trim() ?? '';
    await services.db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('interviews')
        .values({ applicant_id: applicant.id, form: size, answers: JSON.stringify(answers), parent, notes, reviewer_user_id: actor.user.id })
        .onConflict((conflict) =>
          conflict.column('applicant_id').doUpdateSet({
            form: size,
            answers: JSON.stringify(answers),
            parent,
            notes,
            reviewer_user_id: actor.user.id,
            at: sql<Date>`now()`,
          }),
        )
        .execute();
      await transaction
        .updateTable('applicants')
        .set({ interview: parent, updated_at: sql<Date>`now()` })
        .where('id', '=', applicant.id)
        .execute();
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'applicant.interview',
        subjectType: 'applicant',
        subjectId: applicant.id,
        details: { form: size, answers, interview: { from: applicant.interview, to: parent } },
      });
    });
    const review = await findInterview(services.db, applicant.id);
    if (!review) throw new Error('The interview was saved but cannot be read back.');
    return { data: { parent, review }, msg: INTERVIEW_SUBMITTED };
  },

  /**
   * `admin/updateapp.php`: add (no applicant_id; needs updateinfo) or update.
   * A caller with movetoschool but not updateinfo may change only school_id.
   */
  saveApplicant: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const mayEditAll = actor.flags.includes('updateinfo');
    const { applicant_id: applicantId, reason: givenReason, ...fields } = data;
    const db = services.db;

    if (applicantId === undefined) {
      if (!mayEditAll) throw forbidden(missingFlagMessage('updateinfo'));
      const ssn = fields.ssn;
      if (ssn === undefined) throw badRequest(REQUIRED);
      await assertSchoolExists(db, fields.school_id);
      await assertSsnFree(db, ssn, null);
      try {
        const id = await db.transaction().execute(async (transaction) => {
          const row = await transaction
            .insertInto('applicants')
            .values({ ...fields, ssn, career: fields.career ?? '', cmatch: fields.cmatch ?? '', position: fields.position ?? '', job: fields.job ?? null, created_by: actor.user.id })
            .returning('id')
            .executeTakeFirstOrThrow();
          await writeAudit(transaction, {
            actorUserId: actor.user.id,
            action: 'applicant.add',
            subjectType: 'applicant',
            subjectId: row.id,
            details: { ...fields },
          });
          return row.id;
        });
        return { data: applicantFor(actor, await existingApplicant(db, id)), msg: APPLICATION_ADDED };
      } catch (error) {
        // Two people adding the same national ID at once: the unique index decides.
        if (isUniqueViolation(error)) await assertSsnFree(db, ssn, null);
        throw error;
      }
    }

    const current = await existingApplicant(db, applicantId);
    const changed = changedFields(current, fields);
    if (!mayEditAll && Object.keys(changed).some((field) => field !== 'school_id')) throw forbidden(SCHOOL_ONLY);
    if (Object.keys(changed).length === 0) return { data: applicantFor(actor, current), msg: NOTHING_TO_CHANGE };
    // A transfer: only the school changes, through Change Specialization (movetoschool alone, or any caller giving a reason).
    const transfer = Object.keys(changed).length === 1 && changed.school_id !== undefined && (!mayEditAll || givenReason !== undefined);
    const reason = givenReason?.trim() ?? '';
    if (transfer && (reason.length < 3 || reason.length > 500)) throw badRequest(TRANSFER_REASON_REQUIRED);
    if (changed.school_id) await assertSchoolExists(db, fields.school_id);
    if (fields.ssn === undefined && changed.gender) {
      // The ID was left out (it stays): the new gender must still agree with it.
      const problem = nationalIdGender(current.ssn) === fields.gender ? null : nationalIdProblem(current.ssn, { gender: fields.gender });
      if (problem) throw badRequest(problem);
    }
    if (fields.ssn !== undefined && changed.ssn) await assertSsnFree(db, fields.ssn, applicantId);
    try {
      await db.transaction().execute(async (transaction) => {
        const update = Object.fromEntries(Object.entries(changed).map(([field, change]) => [field, change.to]));
        await transaction
          .updateTable('applicants')
          .set({ ...update, updated_at: sql<Date>`now()` })
          .where('id', '=', applicantId)
          .execute();
        if (transfer) {
          const names = await transaction.selectFrom('schools').select(['id', 'name']).where('id', 'in', [current.school_id ?? 0, fields.school_id]).execute();
          const nameOf = (id: number | null) => names.find((school) => school.id === id)?.name ?? null;
          await writeAudit(transaction, {
            actorUserId: actor.user.id,
            action: 'transfer',
            subjectType: 'applicant',
            subjectId: applicantId,
            details: { ...changed, from_school: nameOf(current.school_id), to_school: nameOf(fields.school_id), reason },
          });
        } else {
          await writeAudit(transaction, {
            actorUserId: actor.user.id,
            action: 'applicant.update',
            subjectType: 'applicant',
            subjectId: applicantId,
            details: changed,
          });
        }
      });
    } catch (error) {
      if (isUniqueViolation(error) && fields.ssn !== undefined) await assertSsnFree(db, fields.ssn, applicantId);
      throw error;
    }
    return { data: applicantFor(actor, await existingApplicant(db, applicantId)), msg: APPLICATION_UPDATED };
  },

  /**
   * `admin/getapp.php`: one applicant and the schools (spe_only is the
   * screen's business), masked as in the list: the edit form leaves the ID
   * out of its save unless the user types a new one.
   */
  getApplicant: async ({ data, caller, services }) => {
    const [applicant, schools, scored] = await Promise.all([
      existingApplicant(services.db, data.applicant_id),
      listSchools(services.db),
      scoresOfApplicant(services.db, data.applicant_id),
    ]);
    return { data: { applicant: { ...applicantFor(signedIn(caller), applicant), scores: scored.scores }, schools, scoreColumns: scored.columns } };
  },

  /** Ours, `admin/revealapplicant.php`: one masked field's value (updateinfo or interview, checked by the contract: mayRevealApplicantData); every reveal is audited. */
  revealApplicant: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const applicant = await existingApplicant(services.db, data.applicant_id);
    await writeAudit(services.db, {
      actorUserId: actor.user.id,
      action: 'applicant.reveal',
      subjectType: 'applicant',
      subjectId: applicant.id,
      details: { field: data.field },
    });
    return { data: { field: data.field, value: applicant[data.field] } };
  },

  /** Ours, `admin/applicanthistory.php`: the applicant's audit entries, newest first, with the actor's display name. */
  applicantHistory: async ({ data, caller, services }) => {
    const viewer = signedIn(caller);
    await existingApplicant(services.db, data.applicant_id);
    const rows = await services.db
      .selectFrom('audit_log as l')
      .leftJoin('users as u', 'u.id', 'l.actor_user_id')
      .select(['l.id', 'l.action', 'l.at', 'l.details', 'u.displayname'])
      .where('l.subject_type', '=', 'applicant')
      .where('l.subject_id', '=', String(data.applicant_id))
      .orderBy('l.at', 'desc')
      .orderBy('l.id', 'desc')
      .execute();
    const masked = maskedFieldsOf(viewer);
    return {
      data: rows.map((row) => {
        const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;
        return { id: Number(row.id), action: row.action, at: new Date(row.at).toISOString(), actor: row.displayname ?? null, details: maskHistoryDetails(details, masked) };
      }),
    };
  },

  setCompetent: yesNoHandler('competent'),
  setEnrolled: yesNoHandler('enrolled'),

  /** `emp/getpositions.php` (public): the apply page's positions and schools. */
  applyOptions: async ({ services }) => {
    const [positions, schools] = await Promise.all([
      services.db.selectFrom('positions').select(['id', 'name']).orderBy('id').execute(),
      listSchools(services.db),
    ]);
    return { data: { positions, schools } };
  },
} satisfies Pick<
  Handlers,
  'listApplicants' | 'applicantInterview' | 'submitInterview' | 'saveApplicant' | 'getApplicant' | 'revealApplicant' | 'applicantHistory' | 'setCompetent' | 'setEnrolled' | 'applyOptions'
>;

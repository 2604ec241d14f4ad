import { sql, type Kysely } from 'kysely';
import {
  nationalIdGender,
  nationalIdProblem,
  REQUIRED,
  SCHOOL_CHOICE,
  TRANSFER_REASON_REQUIRED,
  type Applicant,
  type ApplicantFields,
  type ParsedRequestOf,
  type YesNoChoice,
} from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden } from '../errors';
import { existingApplicant } from './applicant-records';
import { writeAudit } from './audit';
import { missingFlagMessage, type Caller } from './authenticate';
import { isUniqueViolation } from './db-errors';

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

type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields of `data` that differ from `current`, as { field: { from, to } }; absent optional fields keep their value. */
export function changedFields(current: Applicant, data: Omit<ApplicantFields, 'ssn'> & { ssn?: string }): Changes {
  const changed: Changes = {};
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

type SaveRequest = ParsedRequestOf<'saveApplicant'>;
type SaveFields = Omit<SaveRequest, 'applicant_id' | 'reason'>;

/**
 * `admin/updateapp.php`: add (no applicant_id; needs updateinfo) or update.
 * A caller with movetoschool but not updateinfo may change only school_id.
 * Answers the applicant's id and what happened.
 */
export async function saveApplicant(
  db: Kysely<Database>,
  actor: Caller,
  request: SaveRequest,
): Promise<{ id: number; outcome: 'added' | 'updated' | 'unchanged' }> {
  const { applicant_id: applicantId, reason, ...fields } = request;
  if (applicantId === undefined) return { id: await addApplicant(db, actor, fields), outcome: 'added' };
  const changed = await updateApplicant(db, actor, applicantId, fields, reason);
  return { id: applicantId, outcome: changed ? 'updated' : 'unchanged' };
}

async function addApplicant(db: Kysely<Database>, actor: Caller, fields: SaveFields): Promise<number> {
  if (!actor.flags.includes('updateinfo')) throw forbidden(missingFlagMessage('updateinfo'));
  const ssn = fields.ssn;
  if (ssn === undefined) throw badRequest(REQUIRED);
  await assertSchoolExists(db, fields.school_id);
  await assertSsnFree(db, ssn, null);
  try {
    return await db.transaction().execute(async (transaction) => {
      const row = await transaction
        .insertInto('applicants')
        .values({
          ...fields,
          ssn,
          career: fields.career ?? '',
          cmatch: fields.cmatch ?? '',
          position: fields.position ?? '',
          job: fields.job ?? null,
          created_by: actor.user.id,
        })
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
  } catch (error) {
    // Two people adding the same national ID at once: the unique index decides.
    if (isUniqueViolation(error)) await assertSsnFree(db, ssn, null);
    throw error;
  }
}

/** Answers whether anything changed. */
async function updateApplicant(
  db: Kysely<Database>,
  actor: Caller,
  applicantId: number,
  fields: SaveFields,
  givenReason: string | undefined,
): Promise<boolean> {
  const mayEditAll = actor.flags.includes('updateinfo');
  const current = await existingApplicant(db, applicantId);
  const changed = changedFields(current, fields);
  if (!mayEditAll && Object.keys(changed).some((field) => field !== 'school_id')) throw forbidden(SCHOOL_ONLY);
  if (Object.keys(changed).length === 0) return false;
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
        const names = await transaction
          .selectFrom('schools')
          .select(['id', 'name'])
          .where('id', 'in', [current.school_id ?? 0, fields.school_id])
          .execute();
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
  return true;
}

/** enrolled.php and competent.php: one Yes/No/'' column, audited when it changes. */
export async function setYesNo(
  db: Kysely<Database>,
  actor: Caller,
  column: 'enrolled' | 'competent',
  id: number,
  status: YesNoChoice,
): Promise<void> {
  const current = await existingApplicant(db, id);
  if (current[column] === status) return;
  await db.transaction().execute(async (transaction) => {
    await transaction
      .updateTable('applicants')
      .set({ [column]: status, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await writeAudit(transaction, {
      actorUserId: actor.user.id,
      action: `applicant.${column}`,
      subjectType: 'applicant',
      subjectId: id,
      details: { [column]: { from: current[column], to: status } },
    });
  });
}

import { sql, type Kysely } from 'kysely';
import {
  EXAM_GRACE_SECONDS,
  ROOM_ALREADY_SUBMITTED,
  ASSESSMENT_NOT_FOUND_BRIEF,
  ROOM_NOT_RUNNING_EXTEND,
  ROOM_NOT_STARTED_SUBMIT,
  ROOM_NOT_SUBMITTED_REOPEN,
  ROOM_NOT_TIMED,
  ROOM_OTHER_OPEN,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { noApplicantMessage } from '../applicant-records';
import { ATTEMPT_NOT_FOUND_FOR_STAFF } from '../attempt-moves';
import { finalise } from '../attempts/finalise';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { isUniqueViolation } from '../db-errors';
import { mayRunRoom } from './room-access';

type Db = Kysely<Database>;

export interface StaffAttempt {
  id: number;
  applicant_id: number;
  assessment_id: number;
  istimed: number;
  started_at: Date | null;
  submitted_at: Date | null;
}

/** The attempt, when this caller may act on it; 404 otherwise, as if it did not exist. */
export async function attemptForStaff(db: Db, caller: Caller, attemptId: number): Promise<StaffAttempt> {
  const attempt = await db
    .selectFrom('attempts as t')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .select(['t.id', 't.applicant_id', 't.assessment_id', 't.started_at', 't.submitted_at', 's.istimed', 's.created_by'])
    .where('t.id', '=', attemptId)
    .executeTakeFirst();
  if (!attempt || !(await mayRunRoom(db, caller, { id: attempt.assessment_id, created_by: attempt.created_by })))
    throw notFound(ATTEMPT_NOT_FOUND_FOR_STAFF);
  return attempt;
}

const auditOf = (caller: Caller, attempt: StaffAttempt, action: string, details: Record<string, unknown>) => ({
  actorUserId: caller.user.id,
  action,
  subjectType: 'attempt',
  subjectId: attempt.id,
  details: { ...details, applicant_id: attempt.applicant_id, assessment_id: attempt.assessment_id },
});

/**
 * admin/extendattempt.php: N more minutes for a timed attempt not yet ended.
 * Started: its deadline moves now. Not started: the minutes are kept and its
 * deadline has them from the start (attempt-start-rules.ts). One conditional
 * update: an attempt submitted, or past its deadline plus grace, meanwhile is not moved.
 */
export async function extendAttempt(
  db: Db,
  clock: Clock,
  caller: Caller,
  request: { attemptId: number; minutes: number; reason: string },
): Promise<void> {
  const attempt = await attemptForStaff(db, caller, request.attemptId);
  await db.transaction().execute((trx) => extendWithin(trx, clock, caller, attempt, request));
}

/**
 * The extend itself, inside the caller's transaction (an incident's minutes
 * given back go through it with the incident): 409 when the attempt is not
 * timed or has ended.
 */
export async function extendWithin(
  trx: Db,
  clock: Clock,
  caller: Caller,
  attempt: StaffAttempt,
  request: { minutes: number; reason: string },
): Promise<void> {
  if (attempt.istimed !== 1) throw conflict(ROOM_NOT_TIMED);
  const lastAlive = new Date(clock.now().getTime() - EXAM_GRACE_SECONDS * 1000);
  const moved = await trx
    .updateTable('attempts')
    .set({
      extra_minutes: sql<number>`extra_minutes + ${request.minutes}`,
      deadline: sql<Date>`deadline + make_interval(mins => ${request.minutes}::int)`,
    })
    .where('id', '=', attempt.id)
    .where('submitted_at', 'is', null)
    .where((eb) => eb.or([eb('deadline', 'is', null), eb('deadline', '>=', lastAlive)]))
    .returning(['deadline'])
    .executeTakeFirst();
  if (!moved) throw conflict(ROOM_NOT_RUNNING_EXTEND);
  const deadline = moved.deadline === null ? null : new Date(moved.deadline).toISOString();
  await writeAudit(trx, auditOf(caller, attempt, 'attempt.extend', { reason: request.reason, minutes: request.minutes, deadline }));
}

/**
 * admin/reopenattempt.php: a submitted attempt runs again for N minutes from
 * now, with its answers. It is released from its browser (the applicant may
 * be at another computer by now), its result cleared; the next submission
 * scores it again. Refused while the applicant has another attempt of the
 * assessment open (one open attempt per applicant and assessment).
 */
export async function reopenAttempt(
  db: Db,
  clock: Clock,
  caller: Caller,
  request: { attemptId: number; minutes: number; reason: string },
): Promise<void> {
  const attempt = await attemptForStaff(db, caller, request.attemptId);
  if (attempt.submitted_at === null) throw conflict(ROOM_NOT_SUBMITTED_REOPEN);
  const deadline = new Date(clock.now().getTime() + request.minutes * 60_000).toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const reopened = await trx
        .updateTable('attempts')
        .set({
          submitted_at: null,
          submitted_by: null,
          status: 'inprogress',
          percent: null,
          needs_grading: 0,
          graded_at: null,
          graded_by: null,
          browser_sign: null,
          deadline,
        })
        .where('id', '=', attempt.id)
        .where('submitted_at', 'is not', null)
        .where('started_at', 'is not', null)
        .returning('id')
        .executeTakeFirst();
      if (!reopened) throw conflict(ROOM_NOT_SUBMITTED_REOPEN);
      await writeAudit(trx, auditOf(caller, attempt, 'attempt.reopen', { reason: request.reason, minutes: request.minutes, deadline }));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROOM_OTHER_OPEN);
    throw error;
  }
}

/** admin/submitattempt.php: submit a running attempt now with what the server holds, scored as any submission. */
export async function submitAttemptNow(
  db: Db,
  clock: Clock,
  caller: Caller,
  request: { attemptId: number; reason: string },
): Promise<void> {
  const attempt = await attemptForStaff(db, caller, request.attemptId);
  if (attempt.submitted_at !== null) throw conflict(ROOM_ALREADY_SUBMITTED);
  if (attempt.started_at === null) throw conflict(ROOM_NOT_STARTED_SUBMIT);
  const result = await finalise(db, clock, attempt.id, 'staff');
  if (!result.claimed) throw conflict(ROOM_ALREADY_SUBMITTED);
  await writeAudit(db, auditOf(caller, attempt, 'attempt.submit', { reason: request.reason }));
}

/** admin/addtrial.php: one more trial of this assessment for this applicant; answers how many they may take now. */
export async function addTrial(db: Db, caller: Caller, request: { applicantId: number; examId: number; reason: string }): Promise<number> {
  const assessment = await db
    .selectFrom('assessments')
    .select(['id', 'created_by', 'nooftrials'])
    .where('id', '=', request.examId)
    .executeTakeFirst();
  if (!assessment || !(await mayRunRoom(db, caller, assessment))) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
  const applicant = await db.selectFrom('applicants').select('id').where('id', '=', request.applicantId).executeTakeFirst();
  if (!applicant) throw notFound(noApplicantMessage(request.applicantId));
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('extra_trials')
      .values({ applicant_id: applicant.id, assessment_id: assessment.id, trials: 1 })
      .onConflict((oc) => oc.columns(['applicant_id', 'assessment_id']).doUpdateSet({ trials: sql<number>`extra_trials.trials + 1` }))
      .returning('trials')
      .executeTakeFirstOrThrow();
    const allowed = assessment.nooftrials + row.trials;
    await writeAudit(trx, {
      actorUserId: caller.user.id,
      action: 'attempt.add_trial',
      subjectType: 'applicant',
      subjectId: applicant.id,
      details: { reason: request.reason, assessment_id: assessment.id, extra_trials: row.trials, allowed },
    });
    return allowed;
  });
}

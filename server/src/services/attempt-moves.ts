import { sql, type Kysely } from 'kysely';
import { ATTEMPT_NOT_RUNNING } from '@mizan/shared';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { rightsOver } from './assessment-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';

export const ATTEMPT_NOT_FOUND_FOR_STAFF = 'Attempt not found.';

/**
 * admin/moveattempt.php: staff release a running attempt from the browser
 * it is bound to (attempts.browser_sign), for an applicant who cannot
 * register again (no access code with them, a crashed computer). The next
 * browser that opens the link or registers takes it over; the answers and
 * the deadline are the attempt's and stay as they are.
 *
 * Who: exam holders who may see the assessment, ans holders who review it
 * (admins: any). Anyone else gets 404, as if the attempt did not exist.
 */
export async function moveAttempt(db: Kysely<Database>, caller: Caller, request: { attemptId: number; reason: string }): Promise<void> {
  const attempt = await db
    .selectFrom('attempts as t')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .select(['t.id', 't.assessment_id', 't.applicant_id', 't.submitted_at', 't.browser_sign', 's.created_by'])
    .where('t.id', '=', request.attemptId)
    .executeTakeFirst();
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND_FOR_STAFF);
  const rights = await rightsOver(db, caller, { id: attempt.assessment_id, created_by: attempt.created_by });
  const allowed = (caller.flags.includes('exam') && rights.see) || (caller.flags.includes('ans') && rights.grade);
  if (!allowed) throw notFound(ATTEMPT_NOT_FOUND_FOR_STAFF);
  if (attempt.submitted_at !== null) throw conflict(ATTEMPT_NOT_RUNNING);
  await db.transaction().execute(async (transaction) => {
    const released = await transaction
      .updateTable('attempts')
      .set({ browser_sign: null, browser_moves: sql<number>`browser_moves + 1` })
      .where('id', '=', attempt.id)
      .where('submitted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    // Submitted between the read and the update: nothing to move.
    if (!released) throw conflict(ATTEMPT_NOT_RUNNING);
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'attempt.move',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: {
        reason: request.reason,
        applicant_id: attempt.applicant_id,
        assessment_id: attempt.assessment_id,
        wasBound: attempt.browser_sign !== null,
      },
    });
  });
}

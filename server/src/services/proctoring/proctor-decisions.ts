import type { Kysely } from 'kysely';
import {
  PROCTOR_ATTEMPT_NOT_WAITING,
  PROCTOR_CODES,
  PROCTOR_REASON_REQUIRED,
  proctorDecidedMessage,
  proctorReasonMissing,
  type ProctorKind,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { attemptForStaff } from '../exam-room/attempt-actions';
import { browserMovesAfterBinding } from '../exam-room/attempt-start-rules';

type Db = Kysely<Database>;

export interface WaitingRequest {
  id: number;
  attempt_id: number;
  kind: ProctorKind;
  sign: string;
}

/** The newest waiting request of the attempt (of this browser, when `sign` is given), locked for the decision. */
export async function newestWaiting(transaction: Db, attemptId: number, sign?: string): Promise<WaitingRequest | undefined> {
  let query = transaction
    .selectFrom('attempt_proctor_decisions')
    .select(['id', 'attempt_id', 'kind', 'sign'])
    .where('attempt_id', '=', attemptId)
    .where('state', '=', 'waiting');
  if (sign !== undefined) query = query.where('sign', '=', sign);
  return query.orderBy('requested_at', 'desc').orderBy('id', 'desc').limit(1).forUpdate().executeTakeFirst();
}

/**
 * Decide a waiting request. Letting in binds the attempt to the waiting
 * browser (a move from another browser is counted, as registering counts it);
 * it does not start the clock: the attempt starts when that browser's page
 * opens the exam, which its waiting screen does by itself.
 */
export async function decide(
  transaction: Db,
  request: WaitingRequest,
  decision: { approve: boolean; reason: string; via: 'room' | 'pin'; by: number | null; now: Date },
): Promise<void> {
  await transaction
    .updateTable('attempt_proctor_decisions')
    .set({
      state: decision.approve ? 'approved' : 'refused',
      via: decision.via,
      reason: decision.reason,
      decided_at: decision.now,
      decided_by: decision.by,
    })
    .where('id', '=', request.id)
    .execute();
  if (decision.approve) {
    await transaction
      .updateTable('attempts')
      .set({ browser_sign: request.sign, browser_moves: browserMovesAfterBinding(request.sign) })
      .where('id', '=', request.attempt_id)
      .where('submitted_at', 'is', null)
      .execute();
  }
}

/** admin/approveattempt.php: the room's staff let in or refuse the attempt's newest waiting browser; audited. */
export async function approveAttempt(
  db: Db,
  clock: Clock,
  caller: Caller,
  request: { attemptId: number; approve: boolean; reason: string },
): Promise<{ msg: string }> {
  if (proctorReasonMissing(request.approve, request.reason))
    throw new HttpError(400, PROCTOR_REASON_REQUIRED, {}, PROCTOR_CODES.reasonRequired);
  const attempt = await attemptForStaff(db, caller, request.attemptId);
  await db.transaction().execute(async (transaction) => {
    const waiting = await newestWaiting(transaction, attempt.id);
    if (!waiting) throw new HttpError(409, PROCTOR_ATTEMPT_NOT_WAITING, {}, PROCTOR_CODES.nothingWaiting);
    await decide(transaction, waiting, {
      approve: request.approve,
      reason: request.reason,
      via: 'room',
      by: caller.user.id,
      now: clock.now(),
    });
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: request.approve ? 'attempt.proctor.approve' : 'attempt.proctor.refuse',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: {
        request_id: waiting.id,
        kind: waiting.kind,
        via: 'room',
        reason: request.reason,
        applicant_id: attempt.applicant_id,
        assessment_id: attempt.assessment_id,
      },
    });
  });
  return { msg: proctorDecidedMessage(request.approve) };
}

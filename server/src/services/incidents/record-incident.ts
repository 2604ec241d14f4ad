import type { Kysely } from 'kysely';
import {
  INCIDENT_COMPENSATION_REFUSED_CODE,
  INCIDENT_NOTE_REQUIRED,
  INCIDENT_NOTE_REQUIRED_CODE,
  incidentNoteMissing,
  type IncidentCategory,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { attemptForStaff, extendWithin } from '../exam-room/attempt-actions';

export interface IncidentRequest {
  attemptId: number;
  category: IncidentCategory;
  note: string;
  minutes: number;
}

/** The reason the extend writes to the audit log for minutes given back (3 to 500 characters, as the room's reasons). */
function compensationReason(incidentId: number, category: IncidentCategory, note: string): string {
  return `Incident ${incidentId} (${category})${note ? `: ${note}` : ''}`.slice(0, 500);
}

/**
 * admin/addincident.php: the incident and its minutes given back in one
 * transaction, so an attempt that cannot be extended (untimed, ended) keeps
 * no incident claiming minutes it never got; the refusal says why, with a code.
 */
export async function recordIncident(db: Kysely<Database>, clock: Clock, caller: Caller, request: IncidentRequest): Promise<void> {
  if (incidentNoteMissing(request.category, request.note))
    throw new HttpError(400, INCIDENT_NOTE_REQUIRED, {}, INCIDENT_NOTE_REQUIRED_CODE);
  const attempt = await attemptForStaff(db, caller, request.attemptId);
  await db.transaction().execute(async (trx) => {
    const incident = await trx
      .insertInto('incidents')
      .values({
        attempt_id: attempt.id,
        category: request.category,
        note: request.note,
        minutes: request.minutes,
        recorded_by: caller.user.id,
        recorded_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      actorUserId: caller.user.id,
      action: 'attempt.incident',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: {
        incident_id: incident.id,
        category: request.category,
        note: request.note,
        minutes: request.minutes,
        applicant_id: attempt.applicant_id,
        assessment_id: attempt.assessment_id,
      },
    });
    if (request.minutes === 0) return;
    try {
      await extendWithin(trx, clock, caller, attempt, {
        minutes: request.minutes,
        reason: compensationReason(incident.id, request.category, request.note),
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409)
        throw new HttpError(409, error.message, {}, INCIDENT_COMPENSATION_REFUSED_CODE);
      throw error;
    }
  });
}

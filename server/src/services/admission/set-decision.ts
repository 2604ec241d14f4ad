import { sql, type Kysely } from 'kysely';
import {
  DECISION_NOT_ALLOWED_CODE,
  NO_FREE_SEAT,
  NO_FREE_SEAT_CODE,
  canChangeDecision,
  decisionNotAllowedMessage,
  holdsSeat,
  type DecisionState,
  type ParsedRequestOf,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { iso } from '../iso-time';
import { writeDecisionChanges } from './decision-writes';
import { lockRound, roundSchoolIds, roundSeats } from './round-records';
import { promotionDeadline, settleSeatGroup } from './waitlist-moves';

export const noApplicantMessage = (id: number) => `There is no applicant #${id}.`;
export const NOT_IN_ROUND = "This applicant is not in this round: the round reads another school's merit list.";
export const NOT_IN_ROUND_CODE = 'applicant_not_in_round';

export interface DecisionRow {
  applicant_id: number;
  round_id: number;
  school_id: number;
  state: DecisionState;
  waitlist_position: number | null;
  offer_deadline: string | null;
}

/**
 * Staff change one applicant's decision: only along the allowed changes
 * (domain/admission.ts); an offer needs a free seat in the applicant's seat
 * group and gets the promotion deadline; a place on the waitlist is the last;
 * enrolled sets the applicant's "Enrolled?" to Yes. What follows (a freed seat
 * promoted, the waitlist moving up) happens in the same transaction.
 */
export async function setDecision(
  db: Kysely<Database>,
  clock: Clock,
  actor: Caller,
  request: ParsedRequestOf<'setDecision'>,
): Promise<DecisionRow> {
  return db.transaction().execute(async (transaction) => {
    const round = await lockRound(transaction, request.roundId);
    const applicant = await transaction
      .selectFrom('applicants')
      .select(['id', 'school_id'])
      .where('id', '=', request.applicantId)
      .executeTakeFirst();
    if (!applicant) throw notFound(noApplicantMessage(request.applicantId));
    const row = await transaction
      .selectFrom('admission_decisions')
      .select(['school_id', 'state', 'waitlist_position'])
      .where('round_id', '=', round.id)
      .where('applicant_id', '=', applicant.id)
      .executeTakeFirst();
    const inRound = applicant.school_id !== null && (await roundSchoolIds(transaction, round)).includes(applicant.school_id);
    if (!row && !inRound) throw new HttpError(400, NOT_IN_ROUND, {}, NOT_IN_ROUND_CODE);
    const schoolId = row?.school_id ?? (applicant.school_id as number);
    const from = { state: row?.state ?? ('pending' as const), waitlist_position: row?.waitlist_position ?? null };
    if (!canChangeDecision(from.state, request.state))
      throw new HttpError(409, decisionNotAllowedMessage(from.state, request.state), {}, DECISION_NOT_ALLOWED_CODE);

    let offerDeadline: string | null = null;
    let position: number | null = null;
    if (request.state === 'offered') {
      const seats = (await roundSeats(transaction, round)).get(schoolId) ?? 0;
      const held = await transaction
        .selectFrom('admission_decisions')
        .select(sql<string>`count(*)`.as('count'))
        .where('round_id', '=', round.id)
        .where('school_id', '=', schoolId)
        .where('state', 'in', ['offered', 'accepted', 'enrolled'])
        .executeTakeFirstOrThrow();
      if (Number(held.count) >= seats) throw new HttpError(409, NO_FREE_SEAT, {}, NO_FREE_SEAT_CODE);
      offerDeadline = promotionDeadline(round, clock);
    }
    if (request.state === 'waitlisted') {
      const last = await transaction
        .selectFrom('admission_decisions')
        .select(sql<number | null>`max(waitlist_position)`.as('last'))
        .where('round_id', '=', round.id)
        .where('school_id', '=', schoolId)
        .executeTakeFirstOrThrow();
      position = Number(last.last ?? 0) + 1;
    }
    const change = {
      applicant_id: applicant.id,
      school_id: schoolId,
      from,
      to: { state: request.state, waitlist_position: position },
      offer_deadline: offerDeadline,
    };
    await writeDecisionChanges(transaction, round, [change], { actor: 'staff', userId: actor.user.id, reason: request.reason });
    if (request.state === 'enrolled') {
      await transaction
        .updateTable('applicants')
        .set({ enrolled: 'Yes', updated_at: sql<Date>`now()` })
        .where('id', '=', applicant.id)
        .execute();
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'applicant.enrolled',
        subjectType: 'applicant',
        subjectId: applicant.id,
        details: { round_id: round.id, reason: request.reason },
      });
    }
    if (holdsSeat(from.state) !== holdsSeat(request.state) || from.state === 'waitlisted')
      await settleSeatGroup(transaction, clock, round, schoolId, change);
    const after = await transaction
      .selectFrom('admission_decisions')
      .select(['applicant_id', 'round_id', 'school_id', 'state', 'waitlist_position', 'offer_deadline'])
      .where('round_id', '=', round.id)
      .where('applicant_id', '=', applicant.id)
      .executeTakeFirstOrThrow();
    return { ...after, offer_deadline: after.offer_deadline === null ? null : iso(after.offer_deadline) };
  });
}

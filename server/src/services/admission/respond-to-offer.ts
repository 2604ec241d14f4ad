import type { Kysely } from 'kysely';
import {
  NO_OPEN_OFFER,
  NO_OPEN_OFFER_CODE,
  OFFER_ALREADY_ANSWERED,
  OFFER_ALREADY_ANSWERED_CODE,
  OFFER_PAST_DEADLINE,
  OFFER_PAST_DEADLINE_CODE,
  type DecisionState,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { writeDecisionChanges } from './decision-writes';
import { familyDecisions, type FamilyDecision } from './family-decisions';
import { lockRound } from './round-records';
import { settleSeatGroup } from './waitlist-moves';

export interface OfferAnswer {
  applicantId: number;
  roundId: number;
  accept: boolean;
  /** Why the family declines (a key of DECLINE_REASONS, or their words). */
  reason?: string;
}

const refuse = (status: number, message: string, code: string) => new HttpError(status, message, {}, code);

/**
 * The family accepts or declines its offer. The same answer again changes
 * nothing and answers the same; the other answer after one was given, an
 * answer after the deadline, or an answer without an open offer is refused
 * (409, a stable code). A decline frees the seat: when the round promotes by
 * itself, the next waitlisted applicant is offered it in the same
 * transaction. Audited with actor 'family'.
 */
export async function respondToOffer(db: Kysely<Database>, clock: Clock, answer: OfferAnswer): Promise<FamilyDecision> {
  const wanted: DecisionState = answer.accept ? 'accepted' : 'declined';
  await db.transaction().execute(async (transaction) => {
    const round = await lockRound(transaction, answer.roundId);
    const row = await transaction
      .selectFrom('admission_decisions')
      .select(['school_id', 'state', 'waitlist_position', 'offer_deadline'])
      .where('round_id', '=', round.id)
      .where('applicant_id', '=', answer.applicantId)
      .executeTakeFirst();
    if (row && (row.state === wanted || (answer.accept && row.state === 'enrolled'))) return;
    if (row && ['accepted', 'declined', 'enrolled'].includes(row.state))
      throw refuse(409, OFFER_ALREADY_ANSWERED, OFFER_ALREADY_ANSWERED_CODE);
    if (row?.state === 'expired') throw refuse(409, OFFER_PAST_DEADLINE, OFFER_PAST_DEADLINE_CODE);
    if (!row || row.state !== 'offered') throw refuse(409, NO_OPEN_OFFER, NO_OPEN_OFFER_CODE);
    if (row.offer_deadline && clock.now() > new Date(row.offer_deadline)) throw refuse(409, OFFER_PAST_DEADLINE, OFFER_PAST_DEADLINE_CODE);
    const change = {
      applicant_id: answer.applicantId,
      school_id: row.school_id,
      from: { state: row.state, waitlist_position: null },
      to: { state: wanted, waitlist_position: null },
      offer_deadline: null,
    };
    await writeDecisionChanges(transaction, round, [change], {
      actor: 'family',
      userId: null,
      reason: answer.reason?.trim().slice(0, 500) ?? '',
    });
    await settleSeatGroup(transaction, clock, round, row.school_id, change);
  });
  const decisions = await familyDecisions(db, answer.applicantId);
  const decision = decisions.find((entry) => entry.round_id === answer.roundId);
  if (!decision) throw refuse(409, NO_OPEN_OFFER, NO_OPEN_OFFER_CODE);
  return decision;
}

import type { Kysely } from 'kysely';
import { NO_OPEN_OFFER, NO_OPEN_OFFER_CODE, WHICH_OFFER, WHICH_OFFER_CODE, type DecisionState, type DeclineReason } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { familyDecisions } from '../admission/family-decisions';
import { respondToOffer } from '../admission/respond-to-offer';
import type { Clock } from '../clock';

export interface FamilyOfferAnswer {
  /** Left out: the applicant's one open offer. */
  roundId?: number;
  accept: boolean;
  reason?: DeclineReason;
}

/**
 * emp/respondoffer.php after the token is checked: the family's answer to
 * its offer, through the decisions' own respondToOffer (idempotent, refused
 * after the deadline, audited as the family, the waitlist promoted).
 */
export async function answerFamilyOffer(db: Kysely<Database>, clock: Clock, applicantId: number, answer: FamilyOfferAnswer): Promise<void> {
  const roundId = answer.roundId ?? (await theOneOffer(db, applicantId));
  await respondToOffer(db, clock, { applicantId, roundId, accept: answer.accept, reason: answer.accept ? undefined : answer.reason });
}

/** The round of the one open offer, or, with none open, of the one answered (so the same answer again stays idempotent). */
async function theOneOffer(db: Kysely<Database>, applicantId: number): Promise<number> {
  const decisions = await familyDecisions(db, applicantId);
  const open = decisions.filter((decision) => decision.state === 'offered');
  const answered = decisions.filter((decision) => ANSWERED.has(decision.state));
  const candidates = open.length > 0 ? open : answered;
  if (candidates.length > 1) throw new HttpError(400, WHICH_OFFER, {}, WHICH_OFFER_CODE);
  if (candidates.length === 0) throw new HttpError(409, NO_OPEN_OFFER, {}, NO_OPEN_OFFER_CODE);
  return candidates[0].round_id;
}

const ANSWERED: ReadonlySet<DecisionState> = new Set(['accepted', 'declined', 'enrolled']);

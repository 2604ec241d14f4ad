import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { OFFER_REMINDER_HOURS } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { enqueueMessage } from '../messages/enqueue-message';
import { startPeriodicJob } from '../periodic-job';
import { deadlineText } from './decision-messages';
import { writeDecisionChanges } from './decision-writes';
import { lockRound } from './round-records';
import { settleSeatGroup } from './waitlist-moves';

/** How often each API process expires offers past their deadline and queues offer reminders. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000;
export const EXPIRED_REASON = 'The deadline to answer passed.';

/**
 * Expires every offer past its deadline, round by round under the round's
 * lock (the offer is read again there, so an answer that came first wins and
 * two nodes never expire one offer twice); each freed seat is settled as a
 * decline's is (automatic promotion, or it waits for staff). Answers how
 * many offers expired.
 */
export async function expireOffers(db: Kysely<Database>, clock: Clock, limit = 500): Promise<number> {
  const now = clock.now();
  const due = await db
    .selectFrom('admission_decisions')
    .select(['round_id', 'applicant_id'])
    .where('state', '=', 'offered')
    .where('offer_deadline', '<', now)
    .orderBy('offer_deadline')
    .limit(limit)
    .execute();
  let expired = 0;
  for (const roundId of new Set(due.map((row) => row.round_id))) {
    const applicantIds = due.filter((row) => row.round_id === roundId).map((row) => row.applicant_id);
    expired += await db.transaction().execute(async (transaction) => {
      const round = await lockRound(transaction, roundId);
      const rows = await transaction
        .selectFrom('admission_decisions')
        .select(['applicant_id', 'school_id'])
        .where('round_id', '=', roundId)
        .where('applicant_id', 'in', applicantIds)
        .where('state', '=', 'offered')
        .where('offer_deadline', '<', now)
        .execute();
      for (const row of rows) {
        const change = {
          applicant_id: row.applicant_id,
          school_id: row.school_id,
          from: { state: 'offered' as const, waitlist_position: null },
          to: { state: 'expired' as const, waitlist_position: null },
          offer_deadline: null,
        };
        await writeDecisionChanges(transaction, round, [change], { actor: 'system', userId: null, reason: EXPIRED_REASON });
        await settleSeatGroup(transaction, clock, round, row.school_id, change);
      }
      return rows.length;
    });
  }
  return expired;
}

/**
 * Queues the offer reminder of every open offer whose deadline is within
 * OFFER_REMINDER_HOURS: once per offer (a conditional update claims it, so
 * several nodes never queue it twice), in the claim's transaction.
 */
export async function queueOfferReminders(db: Kysely<Database>, clock: Clock): Promise<number> {
  const now = clock.now();
  const soon = new Date(now.getTime() + OFFER_REMINDER_HOURS * 3_600_000);
  return db.transaction().execute(async (transaction) => {
    const claimed = await transaction
      .updateTable('admission_decisions')
      .set({ reminded_at: sql<Date>`now()` })
      .where('state', '=', 'offered')
      .where('reminded_at', 'is', null)
      .where('offer_deadline', '>', now)
      .where('offer_deadline', '<=', soon)
      .returning(['round_id', 'applicant_id', 'offer_deadline'])
      .execute();
    for (const row of claimed)
      await enqueueMessage(transaction, {
        event: 'offer_reminder',
        applicantId: row.applicant_id,
        roundId: row.round_id,
        values: { deadline: deadlineText(row.offer_deadline as Date) },
      });
    return claimed.length;
  });
}

/** The periodic offer job, on every API node: reminders, then expiry (with promotion). Stopped when the app closes. */
export function startOfferExpiry(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'clock'>,
  everyMs = OFFER_EXPIRY_INTERVAL_MS,
): void {
  startPeriodicJob(app, {
    name: 'the offer expiry',
    everyMs,
    run: async () => {
      const reminded = await queueOfferReminders(services.db, services.clock);
      const expired = await expireOffers(services.db, services.clock);
      return reminded + expired > 0 ? { message: 'offers reminded or expired', details: { reminded, expired } } : null;
    },
  });
}

import { sql, type Kysely, type Selectable } from 'kysely';
import type { MessageChannel } from '@mizan/shared';
import type { Database, MessageOutboxTable } from '../../db/schema';

export type ClaimedMessage = Selectable<MessageOutboxTable> & { lease_until: Date };

/** How long a node holds a claimed message: far beyond the senders' own timeouts (60 s). */
export const CLAIM_LEASE_MS = 10 * 60_000;

/** What staff read when a node stopped while sending (docs/decisions.md: never sent twice, so it is not sent again by itself). */
export const LAPSED_CLAIM_ANSWER =
  'The server sending it stopped before it recorded the answer: it may or may not have arrived, so it is not sent again by itself. Retry it if it did not arrive.';

/**
 * Claim up to `limit` due waiting messages of the channels, oldest due
 * first: one statement that marks them 'sending' with a lease and counts the
 * attempt. `FOR UPDATE SKIP LOCKED` lets several nodes claim at once without
 * waiting for each other and without two claiming one message.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  now: Date,
  channels: MessageChannel[],
  limit: number,
): Promise<ClaimedMessage[]> {
  if (channels.length === 0) return [];
  const leaseUntil = new Date(now.getTime() + CLAIM_LEASE_MS);
  const claimed = await db
    .updateTable('message_outbox')
    .set({ state: 'sending', lease_until: leaseUntil, attempts: sql<number>`attempts + 1` })
    .where('id', 'in', (where) =>
      where
        .selectFrom('message_outbox')
        .select('id')
        .where('state', '=', 'waiting')
        .where('channel', 'in', channels)
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  return claimed.map((row) => ({ ...row, lease_until: leaseUntil })).sort((a, b) => a.id - b.id);
}

/** Messages whose sending node stopped mid-send (lease run out) become failed, for staff to look at and retry. */
export async function failLapsedClaims(db: Kysely<Database>, now: Date): Promise<number> {
  const lapsed = await db
    .updateTable('message_outbox')
    .set({ state: 'failed', lease_until: null, provider_answer: LAPSED_CLAIM_ANSWER })
    .where('state', '=', 'sending')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  return Number(lapsed.numUpdatedRows);
}

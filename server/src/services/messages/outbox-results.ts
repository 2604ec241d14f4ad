import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ClaimedMessage } from './outbox-claims';
import type { SendOutcome } from './send-outcome';

/** Tries before a message that keeps failing is given up (about an hour and a half of back-off). */
export const MAX_SEND_ATTEMPTS = 8;

/** The wait before try n + 1 after n failed: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Record what the provider said of a claimed message. Only the claim that
 * sent it writes (its lease is its mark): a claim that lapsed and was taken
 * over, or retried by staff, leaves the newer one alone.
 */
export async function recordOutcome(db: Kysely<Database>, now: Date, message: ClaimedMessage, outcome: SendOutcome): Promise<void> {
  const ofThisClaim = db
    .updateTable('message_outbox')
    .where('id', '=', message.id)
    .where('state', '=', 'sending')
    .where('lease_until', '=', message.lease_until);
  if (outcome.result === 'sent') {
    await ofThisClaim.set({ state: 'sent', sent_at: now, lease_until: null, provider_answer: outcome.answer }).execute();
  } else if (outcome.result === 'try_again' && message.attempts < MAX_SEND_ATTEMPTS) {
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(message.attempts));
    await ofThisClaim
      .set({ state: 'waiting', next_attempt_at: nextAttemptAt, lease_until: null, provider_answer: outcome.answer })
      .execute();
  } else {
    const answer = outcome.result === 'try_again' ? `${outcome.answer} (given up after ${message.attempts} tries)` : outcome.answer;
    await ofThisClaim.set({ state: 'failed', lease_until: null, provider_answer: answer }).execute();
  }
}

/**
 * Record a batch of sent messages in one statement (what the worker does
 * after each claim: one write per batch, not per message), each with its
 * provider's answer; like recordOutcome, only rows still held by their claim.
 */
export async function recordSent(db: Kysely<Database>, now: Date, sent: Array<{ message: ClaimedMessage; answer: string }>): Promise<void> {
  if (sent.length === 0) return;
  const rows = sql.join(sent.map(({ message, answer }) => sql`(${message.id}::int, ${answer}::text, ${message.lease_until}::timestamptz)`));
  await sql`update message_outbox as m
    set state = 'sent', sent_at = ${now}, lease_until = null, provider_answer = v.answer
    from (values ${rows}) as v (id, answer, lease_until)
    where m.id = v.id and m.state = 'sending' and m.lease_until = v.lease_until`.execute(db);
}

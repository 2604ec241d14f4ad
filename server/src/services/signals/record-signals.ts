import { sql, type Kysely } from 'kysely';
import {
  SIGNAL_REFUSAL_CODES,
  SIGNALS_FULL,
  SIGNALS_OFF,
  SIGNALS_PER_ATTEMPT_MAX,
  SIGNALS_PER_MINUTE_MAX,
  SIGNALS_TOO_FAST,
  type SignalKind,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { EXAM_CALL_ANSWERS, admitted } from '../attempts/attempt-policy';
import type { Clock } from '../clock';
import { recordsSignals } from './signal-setting';

/** Held per attempt while its signals are counted and stored, so two batches arriving together do not both pass the limits. */
const SIGNALS_LOCK = 43;
const MINUTE_MS = 60_000;

export interface SignalBatch {
  hash: string;
  sign: string;
  signals: { kind: SignalKind; at: string }[];
}

/**
 * student/signal.php: the attempt policy first (as a save: unknown, submitted,
 * another browser, not started, time up), then the assessment's setting, then
 * the limits per attempt (SIGNALS_PER_ATTEMPT_MAX in all, SIGNALS_PER_MINUTE_MAX
 * a minute): what fits is kept with the server's time beside the device's, the
 * rest refused with a stable code. Answers how many were kept.
 */
export async function recordSignals(db: Kysely<Database>, clock: Clock, batch: SignalBatch): Promise<number> {
  const found = await db
    .selectFrom('attempts')
    .select(['id', 'assessment_id', 'started_at', 'deadline', 'submitted_at', 'submitted_by', 'browser_sign'])
    .where('hash', '=', batch.hash)
    .executeTakeFirst();
  const attempt = await admitted(db, clock, found, batch.sign, clock.now(), EXAM_CALL_ANSWERS);
  if (!(await recordsSignals(db, attempt.assessment_id))) throw new HttpError(409, SIGNALS_OFF, {}, SIGNAL_REFUSAL_CODES.off);
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SIGNALS_LOCK}, ${attempt.id})`.execute(trx);
    const now = clock.now();
    const since = new Date(now.getTime() - MINUTE_MS);
    const held = await trx
      .selectFrom('attempt_signals')
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`count(*) filter (where received_at > ${since.toISOString()}::timestamptz)`.as('recent'),
        sql<Date | string | null>`min(received_at) filter (where received_at > ${since.toISOString()}::timestamptz)`.as('oldest_recent'),
      ])
      .where('attempt_id', '=', attempt.id)
      .executeTakeFirstOrThrow();
    const room = SIGNALS_PER_ATTEMPT_MAX - Number(held.total);
    if (room <= 0) throw new HttpError(429, SIGNALS_FULL, {}, SIGNAL_REFUSAL_CODES.full);
    const thisMinute = SIGNALS_PER_MINUTE_MAX - Number(held.recent);
    if (thisMinute <= 0) {
      const freeAt = held.oldest_recent === null ? now.getTime() + MINUTE_MS : new Date(held.oldest_recent).getTime() + MINUTE_MS;
      const retryAfter = String(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
      throw new HttpError(429, SIGNALS_TOO_FAST, { 'retry-after': retryAfter }, SIGNAL_REFUSAL_CODES.tooFast);
    }
    const kept = batch.signals.slice(0, Math.min(room, thisMinute));
    await trx
      .insertInto('attempt_signals')
      .values(kept.map((signal) => ({ attempt_id: attempt.id, kind: signal.kind, client_at: signal.at, received_at: now })))
      .execute();
    return kept.length;
  });
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Brute-force protection for sign-in (issue 2). Within a 15-minute window:
 * 10 failures for one username, or 30 from one address, and further attempts
 * are refused before the password is even checked. The failures are never
 * counted in memory, so the limit holds across several API nodes and
 * restarts: they are rows in the database (DatabaseLoginThrottle, the
 * default) or, with REDIS_URL, entries in Redis (RedisLoginThrottle).
 */
export const THROTTLE_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_IP = 30;
export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`;
export const THROTTLE_WINDOW_MS = THROTTLE_WINDOW_MINUTES * 60_000;

const windowStart = sql<Date>`now() - make_interval(mins => ${THROTTLE_WINDOW_MINUTES})`;

/** The username as the limit counts it: trimmed and lower-cased. */
export function throttleKey(username: string): string {
  return username.trim().toLowerCase();
}

export interface LoginThrottle {
  /** True when this username or address has used up its failed attempts. */
  isLocked(username: string, ip: string): Promise<boolean>;
  recordFailure(username: string, ip: string): Promise<void>;
  /** A successful sign-in clears that username's failures (not the address's). */
  recordSuccess(username: string): Promise<void>;
}

/** The failures as rows of `login_failures`, shared by every node on the database. */
export class DatabaseLoginThrottle implements LoginThrottle {
  constructor(private readonly db: Kysely<Database>) {}

  async isLocked(username: string, ip: string): Promise<boolean> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('login_failures')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('username', '=', throttleKey(username))
          .where('failed_at', '>', windowStart)
          .as('for_username'),
        eb
          .selectFrom('login_failures')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('ip', '=', ip)
          .where('failed_at', '>', windowStart)
          .as('for_ip'),
      ])
      .executeTakeFirstOrThrow();
    return Number(row.for_username) >= MAX_FAILURES_PER_USERNAME || Number(row.for_ip) >= MAX_FAILURES_PER_IP;
  }

  async recordFailure(username: string, ip: string): Promise<void> {
    await this.db.insertInto('login_failures').values({ username: throttleKey(username), ip }).execute();
    // Forget failures older than the window, so the table stays small.
    await this.db.deleteFrom('login_failures').where('failed_at', '<=', windowStart).execute();
  }

  async recordSuccess(username: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('username', '=', throttleKey(username)).execute();
  }
}

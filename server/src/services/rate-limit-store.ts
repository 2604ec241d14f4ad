import type { Redis } from 'ioredis';
import { CompiledQuery, type Kysely } from 'kysely';
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/schema';

/** Where the limits keep their counters: the database (default) or Redis (REDIS_URL). Both are shared by every API node. */
export type LimitStore = { kind: 'database'; db: Kysely<Database> } | { kind: 'redis'; redis: Redis; prefix: string };

export interface LimitOptions {
  /** Names the counter: `<keyPrefix>:<key>`. */
  keyPrefix: string;
  /** Attempts allowed in the window. */
  points: number;
  /** The window in seconds, from the first attempt. */
  duration: number;
}

/** The counters' table (migration 0017), in the columns rate-limiter-flexible's PostgreSQL store uses. */
export const RATE_LIMITS_TABLE = 'rate_limits';

/** A rate-limiter-flexible limiter on the store: consume() counts atomically and refuses past `points`. */
export function createLimiter(store: LimitStore, options: LimitOptions): RateLimiterAbstract {
  if (store.kind === 'redis')
    return new RateLimiterRedis({ ...options, storeClient: store.redis, keyPrefix: `${store.prefix}${options.keyPrefix}` });
  return new KyselyRateLimiter(store.db, options);
}

/**
 * rate-limiter-flexible's PostgreSQL store, its SQL unchanged (each consume
 * is one `INSERT … ON CONFLICT DO UPDATE … RETURNING` that adds the points
 * and answers the new total), sent through our Kysely database instead of a
 * node-postgres client. That way it runs on the embedded PGlite as on
 * PostgreSQL: the library's own client handling wants a pg Client or Pool
 * and named prepared statements, which PGlite does not take. The table is
 * ours (migration 0017), so the store does not create it.
 */
class KyselyRateLimiter extends RateLimiterPostgres {
  constructor(
    private readonly db: Kysely<Database>,
    options: LimitOptions,
  ) {
    super({ ...options, storeClient: db, storeType: 'kysely', tableName: RATE_LIMITS_TABLE, tableCreated: true });
  }

  /** The library's queries are `{ name, text, values }` with $n parameters; it reads `rows` and `rowCount`. */
  async _query(query: { text: string; values: unknown[] }): Promise<{ rows: unknown[]; rowCount: number }> {
    const result = await this.db.executeQuery(CompiledQuery.raw(query.text, query.values));
    return { rows: result.rows, rowCount: result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows) };
  }
}

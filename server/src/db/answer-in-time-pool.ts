import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** What node-postgres says when a query's answer did not come within `query_timeout`. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * The pg pool as Kysely sees it, made to survive a database that drops or
 * silences its connections:
 *
 * - every client gets an 'error' listener for its whole life. node-postgres
 *   emits 'error' on a client whose socket dies, and the pool only listens
 *   while the client is idle: a connection reset while a request holds the
 *   client (mid-query, or between a transaction's statements) was an
 *   unhandled 'error' event, which ends the process. The query itself still
 *   fails (and answers 503); the listener only keeps the process alive.
 * - once `limitQueryTime` is called, a query whose answer does not come in
 *   that time fails (503) instead of waiting for TCP to give up, and its
 *   client is handed back as broken, so the pool closes it rather than lend a
 *   connection with an unanswered query to the next request.
 */
export class AnswerInTimePool implements PostgresPool {
  private queryTimeoutMs: number | null = null;

  constructor(private readonly pool: pg.Pool) {
    pool.on('connect', (client) => client.on('error', ignoreClientError));
  }

  /** From now on a query fails after `ms` without an answer (null: never). */
  limitQueryTime(ms: number | null): void {
    this.queryTimeoutMs = ms;
  }

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    const queryTimeoutMs = this.queryTimeoutMs;
    let broken: Error | undefined;
    const guarded = {
      query(textOrCursor: unknown, values?: ReadonlyArray<unknown>) {
        // A transaction's ROLLBACK would queue behind the unanswered query and wait as long again.
        if (broken) return Promise.reject(broken);
        if (typeof textOrCursor !== 'string' || queryTimeoutMs === null) {
          return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
        }
        return client
          .query({ text: textOrCursor, values: values as unknown[], query_timeout: queryTimeoutMs } as pg.QueryConfig)
          .catch((error: unknown) => {
            if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) broken = error;
            throw error;
          });
      },
      release() {
        client.release(broken);
      },
    };
    return guarded as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

function ignoreClientError(): void {
  // The failing query reports the outage (error-handler.ts answers 503); the
  // pool notices the dead client when it is released and opens a new one.
}

import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { AnswerInTimePool } from './answer-in-time-pool';
import type { Database } from './schema';
import { PGliteDialect } from './pglite-dialect';

const { Pool } = pg;

/**
 * How long a query waits for a PostgreSQL connection (a new one, or a free
 * one from the busy pool) before the call answers 503. Long enough not to
 * refuse a morning rush that is only slow (a save takes milliseconds).
 */
export const CONNECT_TIMEOUT_MS = 4_000;
/**
 * How long a query waits for its answer once the API serves (not while it
 * migrates). Together with CONNECT_TIMEOUT_MS under 10 s, so a call caught
 * by a database that stops answering gets its 503 within the 10 s README
 * promises. Our slowest queries (a report over 100,000 attempts, a chunk of
 * an import) take well under a second.
 */
export const QUERY_TIMEOUT_MS = 5_000;

export type DatabaseKind = 'pglite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where it lives, for the start-up message (never carries a password). */
  description: string;
  /** From now on a PostgreSQL query fails (503) after `ms` without an answer; PGlite, in-process, needs none. */
  limitQueryTime(ms: number): void;
  /** PGlite only: the whole database as one file, which `loadFrom` opens again (the server tests start from a saved copy). */
  saveCopy?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  /** Embedded PGlite; `directory: null` keeps it in memory (tests), started from `loadFrom` (a `saveCopy`) if given. */
  | { kind: 'pglite'; directory: string | null; loadFrom?: Blob }
  /** A PostgreSQL server; `searchPath` pins every connection to one schema (tests). */
  | { kind: 'postgres'; url: string; searchPath?: string; maxConnections?: number };

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = parsed.password ? '***' : '';
    return parsed.toString();
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Open the database: PostgreSQL when a URL is given, else the embedded
 * PGlite (ARCHITECTURE §7). The same Kysely queries run on both.
 */
export async function openDatabase(location: DatabaseLocation): Promise<OpenDatabase> {
  if (location.kind === 'postgres') {
    const pool = new Pool({
      connectionString: location.url,
      max: location.maxConnections ?? 10,
      // While the database is down a call waits at most this long for a
      // connection, then answers 503, instead of hanging.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notice a connection the network silently dropped.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(location.searchPath ? { options: `-c search_path=${location.searchPath}` } : {}),
    });
    // An idle connection the database dropped (restart, network cut) is
    // reported here; without a listener it would crash the process. The pool
    // opens a new one for the next query, which reports the outage itself.
    pool.on('error', () => {});
    const guardedPool = new AnswerInTimePool(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: guardedPool }) });
    await sql`select 1`.execute(db);
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL at ${describeUrl(location.url)}`,
      limitQueryTime: (ms) => guardedPool.limitQueryTime(ms),
      close: () => db.destroy(),
    };
  }

  if (location.directory) fs.mkdirSync(location.directory, { recursive: true });
  // pg_trgm serves the substring searches of migration 0010.
  const extensions = { pg_trgm };
  const embedded = location.directory
    ? await PGlite.create(location.directory, { extensions })
    : await PGlite.create({ extensions, loadDataDir: location.loadFrom });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(embedded) });
  return {
    db,
    kind: 'pglite',
    description: location.directory ? `embedded PostgreSQL (PGlite) in ${location.directory}` : 'embedded PostgreSQL (PGlite) in memory',
    limitQueryTime: () => {},
    saveCopy: async () => embedded.dumpDataDir('none'),
    async close() {
      await db.destroy();
      // Kysely skips the driver's destroy when no query ever ran.
      if (!embedded.closed) await embedded.close();
    },
  };
}

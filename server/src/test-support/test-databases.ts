import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type OpenDatabase } from '../db/database';

const { Pool } = pg;

/** A database for one test file, thrown away by `close`. */
export interface TestDatabaseKind {
  name: string;
  open(): Promise<OpenDatabase>;
  /** PGlite only: a database started from a saved copy (OpenDatabase.saveCopy). */
  openCopy?(copy: Blob): Promise<OpenDatabase>;
}

/** PostgreSQL for the tests: TEST_DATABASE_URL, else DATABASE_URL, else none. */
export function testPostgresUrl(): string | null {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
}

/**
 * The databases every suite runs on: always the embedded PGlite in memory,
 * and PostgreSQL too when a URL is set. Each suite on PostgreSQL gets a fresh
 * schema of its own, dropped afterwards, so runs never collide. Use as
 * `describe.each(testDatabases())('… on %s', (_name, kind) => …)`.
 */
export function testDatabases(): Array<[name: string, kind: TestDatabaseKind]> {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'PGlite',
      open: () => openDatabase({ kind: 'pglite', directory: null }),
      openCopy: (copy) => openDatabase({ kind: 'pglite', directory: null, loadFrom: copy }),
    },
  ];
  const url = testPostgresUrl();
  if (url) kinds.push({ name: 'PostgreSQL', open: () => openPostgresSchema(url) });
  return kinds.map((kind) => [kind.name, kind]);
}

async function openPostgresSchema(url: string): Promise<OpenDatabase> {
  const schema = `mizan_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  try {
    const database = await openDatabase({ kind: 'postgres', url, searchPath: schema, maxConnections: 4 });
    return {
      ...database,
      description: `${database.description} (schema ${schema})`,
      async close() {
        await database.close();
        await admin.query(`drop schema if exists ${schema} cascade`);
        await admin.end();
      },
    };
  } catch (error) {
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
    throw error;
  }
}

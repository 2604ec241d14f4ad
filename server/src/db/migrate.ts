import { Migrator, sql, type Kysely } from 'kysely';
import type { Database } from './schema';
import { migrations } from './migrations/index';

/**
 * Bring the schema up to date; run on every start. Kysely's migrator takes an
 * advisory lock, so several API nodes starting together migrate once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Pin the bookkeeping tables to our own schema: left unpinned, Kysely looks
  // for them in every schema of the database and may find another's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0].schema,
    // Migrations are written on parallel branches (0002-media and 0003-applicants
    // landed in either order): run any that has not run yet, even when its name
    // sorts before the last one applied, instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  let { error, results } = await migrator.migrateToLatest();
  // The migrator looks for its tables through Kysely's introspection, which reads
  // every schema of the database; a schema dropped by someone else meanwhile (the
  // tests give each suite a schema of its own and drop it at the end) makes that
  // read fail with invalid_schema_name before anything ran. Looking again is safe.
  for (let retry = 0; retry < 3 && isOtherSchemaGone(error); retry += 1) {
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
  return (results ?? []).map((result) => result.migrationName);
}

const INVALID_SCHEMA_NAME = '3F000';

function isOtherSchemaGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === INVALID_SCHEMA_NAME;
}

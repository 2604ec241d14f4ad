import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Resolves when the database answers `select 1`; rejects with the driver's error when it does not. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}

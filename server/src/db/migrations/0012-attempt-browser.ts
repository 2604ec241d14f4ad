import type { Kysely, Migration } from 'kysely';

/**
 * One browser per attempt: `browser_sign` is the request
 * fingerprint (`sign`, 64 hex) of the browser the attempt is open in. Set by
 * registration and by the first fetch; null for attempts made before this
 * migration or chained at submission, which the next fetch binds.
 */
export const attemptBrowser: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('attempts').addColumn('browser_sign', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('attempts').dropColumn('browser_sign').execute();
  },
};

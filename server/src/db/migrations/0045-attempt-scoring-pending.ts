import { sql, type Kysely, type Migration } from 'kysely';

/**
 * A hand-in is closed durably first (submitted_at and the final batch of
 * answers in one statement) and scored in a second step; `scoring_pending`
 * marks a submitted attempt whose second step has not run yet (the process
 * stopped or the scoring failed), so the sweep and any read of its result
 * finish it (services/attempts/pending-scores.ts). Attempts from before are
 * scored already: false.
 */
export const attemptScoringPending: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('attempts')
      .addColumn('scoring_pending', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex('attempts_scoring_pending')
      .on('attempts')
      .column('id')
      .where(sql.ref('scoring_pending'), '=', true)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('attempts_scoring_pending').execute();
    await db.schema.alterTable('attempts').dropColumn('scoring_pending').execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Attempts prepared before their start (docs/decisions.md, "A start that
 * costs little"): the snapshot an attempt of an assessment that draws from
 * the bank or shuffles its questions will start with, made ahead by the
 * preparation job or at registration, and `made_from`, the fingerprint of
 * what it was made from (the assessment's questions, its shuffle, the bank
 * questions its draws could take). The start takes it only when the
 * fingerprint is still the assessment's, and deletes it.
 */
export const attemptPreparations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attempt_preparations')
      .addColumn('attempt_id', 'integer', (column) => column.primaryKey().references('attempts.id').onDelete('cascade'))
      .addColumn('questions', 'jsonb', (column) => column.notNull())
      .addColumn('made_from', 'text', (column) => column.notNull())
      .addColumn('prepared_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('attempt_preparations').execute();
  },
};

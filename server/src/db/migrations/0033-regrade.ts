import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Fixing a key and regrading (services/regrade/):
 * - `question_versions`: each regrade of an assessment's question is a new
 *   version (2, 3, …) with the question as it then is, what kind of
 *   correction it was, who, when, why and how many attempts it changed; the
 *   first regrade also writes version 1, the question as it was published.
 * - `attempt_question_versions`: which version scored an attempt's question
 *   (no row: version 1) and when it was corrected for that attempt.
 * - `regrade_previews`: a dry run, kept until it is applied, with the
 *   fingerprint of what it was made from.
 */
export const regrade: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('question_versions')
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('original', 'key', 'fullMarks', 'leaveOut')`))
      .addColumn('question', 'jsonb', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('changed', 'integer', (column) => column.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('question_versions_pkey', ['assessment_id', 'question_id', 'version'])
      .execute();
    await db.schema
      .createTable('attempt_question_versions')
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (column) => column.notNull())
      .addColumn('version', 'integer', (column) => column.notNull())
      .addColumn('corrected_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('attempt_question_versions_pkey', ['attempt_id', 'question_id'])
      .execute();
    await db.schema
      .createTable('regrade_previews')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('plan', 'jsonb', (column) => column.notNull())
      .addColumn('fingerprint', 'text', (column) => column.notNull())
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['regrade_previews', 'attempt_question_versions', 'question_versions']) await db.schema.dropTable(table).execute();
  },
};

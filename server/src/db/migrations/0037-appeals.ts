import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Appeals (docs/decisions.md, "Appeals"): `appeal_windows` holds, per
 * assessment, for how many days after release its applicants may request a
 * re-mark (no row = 0 = none, the SPEC's behaviour); `appeals` holds one
 * request per answer (attempt, question), its reason, and the second
 * grader's outcome: 'open', then 'unchanged' or 'changed' with the new mark
 * and the reason the applicant reads.
 */
export const appeals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('appeal_windows')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('days', 'integer', (column) => column.notNull().check(sql`days >= 0`))
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('appeals')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (column) => column.notNull())
      .addColumn('reason', 'text', (column) => column.notNull())
      .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
      .addColumn('state', 'text', (column) =>
        column
          .notNull()
          .defaultTo('open')
          .check(sql`state in ('open', 'unchanged', 'changed')`),
      )
      .addColumn('first_score', sql`numeric(7,2)`)
      .addColumn('new_score', sql`numeric(7,2)`)
      .addColumn('outcome_reason', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('remarked_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('resolved_at', 'timestamptz')
      .addUniqueConstraint('appeals_one_per_answer', ['attempt_id', 'question_id'])
      .execute();
    await db.schema.createIndex('appeals_open').on('appeals').columns(['state', 'requested_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('appeals').execute();
    await db.schema.dropTable('appeal_windows').execute();
  },
};

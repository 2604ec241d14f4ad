import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The proctor's gate (docs/decisions.md, "The proctor's gate"): per
 * assessment whether starting and/or resuming on another browser waits for a
 * proctor; each browser's request and its decision; the PIN of the day.
 */
export const proctoring: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessment_proctoring')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('start_needs_proctor', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('resume_needs_proctor', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
    // One row per browser (its request fingerprint `sign`) and kind: its request and, once decided, the decision.
    // The browser a started attempt trusts is the sign of its latest approved row.
    await db.schema
      .createTable('attempt_proctor_decisions')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('start', 'resume')`))
      .addColumn('sign', 'text', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull().check(sql`state in ('waiting', 'approved', 'refused')`))
      .addColumn('via', 'text', (column) => column.check(sql`via in ('room', 'pin', 'unproctored')`))
      .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('requested_at', 'timestamptz', (column) => column.notNull())
      .addColumn('decided_at', 'timestamptz')
      .addColumn('decided_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addUniqueConstraint('attempt_proctor_decisions_one_per_browser', ['attempt_id', 'kind', 'sign'])
      .execute();
    await db.schema
      .createTable('proctor_pins')
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('day', 'date', (column) => column.notNull())
      .addColumn('pin', 'text', (column) => column.notNull())
      .addColumn('set_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('set_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('proctor_pins_pkey', ['assessment_id', 'day'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('proctor_pins').execute();
    await db.schema.dropTable('attempt_proctor_decisions').execute();
    await db.schema.dropTable('assessment_proctoring').execute();
  },
};

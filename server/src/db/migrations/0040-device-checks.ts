import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Device rehearsals (docs/decisions.md, "Device rehearsal"): each result an
 * applicant's browser sent for an attempt, its verdict (ready, warned,
 * failed: the worst of its checks), every check with its outcome and what
 * was measured, and the browser that ran it. Kept, one row per rehearsal;
 * the control room shows the last.
 */
export const deviceChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('device_checks')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('verdict', 'text', (column) => column.notNull().check(sql`verdict in ('ready', 'warned', 'failed')`))
      .addColumn('checks', 'jsonb', (column) => column.notNull())
      .addColumn('user_agent', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('checked_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('device_checks_by_attempt').on('device_checks').columns(['attempt_id', 'checked_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('device_checks').execute();
  },
};

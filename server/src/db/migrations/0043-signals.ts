import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Signals (docs/decisions.md, "Signals, openly"): which assessments record
 * them (a row: on; none: off, the SPEC's behaviour), and each signal an
 * attempt's page sent, with the device's time and the server's.
 */
export const signals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessment_signals')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('turned_on_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('attempt_signals')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) =>
        column.notNull().check(sql`kind in ('page-hidden', 'focus-lost', 'fullscreen-left', 'essay-paste')`),
      )
      .addColumn('client_at', 'timestamptz', (column) => column.notNull())
      .addColumn('received_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('attempt_signals_by_attempt').on('attempt_signals').columns(['attempt_id', 'received_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('attempt_signals').execute();
    await db.schema.dropTable('assessment_signals').execute();
  },
};

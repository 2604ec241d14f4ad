import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Incidents (docs/decisions.md, "Incidents"): what staff noted in the control
 * room about one attempt (a power cut, illness, a network failure…), its
 * category, a note, and the minutes given back for it (0 when none; the
 * minutes themselves went through the attempt's extend, in the same
 * transaction).
 */
export const incidents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('incidents')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('category', 'text', (column) =>
        column.notNull().check(sql`category in ('power', 'noise', 'illness', 'late', 'network', 'device', 'misconduct', 'other')`),
      )
      .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('minutes', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`minutes >= 0`),
      )
      .addColumn('recorded_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('recorded_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('incidents_by_attempt').on('incidents').columns(['attempt_id', 'recorded_at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('incidents').execute();
  },
};

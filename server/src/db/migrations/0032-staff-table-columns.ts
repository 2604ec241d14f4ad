import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each staff member's choice of columns for a table (shared/src/domain/table-columns.ts):
 * one row per user and table, the order of the movable columns and those
 * hidden as JSON. It goes with the account.
 */
export const staffTableColumns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_table_columns')
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('table_name', 'text', (column) => column.notNull())
      .addColumn('columns', 'jsonb', (column) => column.notNull())
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('staff_table_columns_pkey', ['user_id', 'table_name'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('staff_table_columns').execute();
  },
};

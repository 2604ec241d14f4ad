import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Secrets the server generates for itself: one row per name, today
 * only 'jwt', the key that signs session tokens when JWT_SECRET is not set
 * and the database is a PostgreSQL that several API nodes share. Kept here
 * rather than in each node's DATA_DIR, so a token made by one node is good
 * on every other.
 */
export const serverSecrets: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('server_secrets')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('server_secrets').ifExists().execute();
  },
};

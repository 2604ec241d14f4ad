import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The sign-in and registration limits count in one table of counters
 * (services/rate-limit-store.ts), so each attempt is one atomic upsert
 * instead of a count followed by an insert, which a burst of parallel
 * requests walked through. The old tables of failure rows go; what they held
 * was at most 15 minutes old.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (column) => column.primaryKey())
      .addColumn('points', 'integer', (column) => column.notNull())
      .addColumn('expire', 'bigint')
      .execute();
    await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
    await db.schema.dropTable('login_failures').ifExists().execute();
    await db.schema.dropTable('registration_failures').ifExists().execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_failures')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('login_failures_username_idx').on('login_failures').columns(['username', 'failed_at']).execute();
    await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'failed_at']).execute();
    await db.schema
      .createTable('registration_failures')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('registration_failures_ip_idx').on('registration_failures').columns(['ip', 'failed_at']).execute();
    await db.schema.dropTable('rate_limits').ifExists().execute();
  },
};

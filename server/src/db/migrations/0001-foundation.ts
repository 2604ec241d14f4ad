import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Staff accounts, the lookup lists, sign-in failures and the audit
 * log. Written against `Kysely<unknown>` on purpose: a migration describes the
 * database as it was when it ran, not as `schema.ts` says it is today.
 */
export const foundation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('username', 'text', (column) => column.notNull())
      .addColumn('displayname', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('password_hash', 'text', (column) => column.notNull())
      .addColumn('role_id', 'integer', (column) => column.notNull())
      .addColumn('flags', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('disabled', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
    await sql`create unique index users_email_lower_key on users (lower(email)) where email is not null`.execute(db);
    await db.schema.createIndex('users_role_id_idx').on('users').column('role_id').execute();

    for (const table of ['schools', 'positions', 'subjects', 'grades', 'groups']) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'serial', (column) => column.primaryKey())
        .addColumn('name', 'text', (column) => column.notNull().unique())
        .execute();
    }

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
      .createTable('audit_log')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('actor_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('subject_type', 'text', (column) => column.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('details', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('audit_log_subject_idx').on('audit_log').columns(['subject_type', 'subject_id']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['audit_log', 'login_failures', 'groups', 'grades', 'subjects', 'positions', 'schools', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

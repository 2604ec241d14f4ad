import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The family's way back (docs/security.md, "The status link"):
 * `status_links` holds each applicant's private status-page token, made on
 * first use (services/family/status-links.ts); `one_time_codes` holds the
 * codes "Find my result" sends by SMS or e-mail where access codes are off,
 * kept only as a hash, short-lived, used once, with a count of wrong tries.
 */
export const familyLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('status_links')
      .addColumn('applicant_id', 'integer', (column) => column.primaryKey().references('applicants.id').onDelete('cascade'))
      .addColumn('token', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('one_time_codes')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (column) => column.notNull())
      .addColumn('wrong_tries', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('one_time_codes_applicant').on('one_time_codes').column('applicant_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('one_time_codes').execute();
    await db.schema.dropTable('status_links').execute();
  },
};

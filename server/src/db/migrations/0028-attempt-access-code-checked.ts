import type { Kysely, Migration } from 'kysely';

/**
 * Whether the registration that holds an attempt checked the applicant's
 * access code (docs/security.md, Access codes). A chained next assessment is
 * handed over without a registration of its own only when codes were proved
 * for this attempt. Attempts from before are taken as not proved: a chain
 * from one of them to an assessment that needs a code stops, and the
 * applicant registers for it with the code.
 */
export const attemptAccessCodeChecked: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('attempts')
      .addColumn('access_code_checked', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('attempts').dropColumn('access_code_checked').execute();
  },
};

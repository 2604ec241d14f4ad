import { sql, type Kysely, type Migration } from 'kysely';
import { ACCESS_CODE_ALPHABET, ACCESS_CODE_LENGTH } from '@mizan/shared';

/**
 * Access codes (shared/src/domain/access-code.ts, docs/security.md): an
 * assessment may require, with the national ID, a per-applicant code.
 *
 * The database makes the codes, as the column's default, so every way an
 * applicant is added (the form, the import, the seed) gets one and the
 * existing applicants get theirs now. The bytes come from gen_random_uuid()
 * (core since PostgreSQL 13, the server's strong random source; random() is
 * not). Version and variant bits sit in bytes 6 and 8, so only the other
 * bytes are used; 256 is a multiple of the 32 letters, so each is equally likely.
 */
const RANDOM_BYTES = [0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14, 15].slice(0, ACCESS_CODE_LENGTH);

export const accessCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create function mizan_access_code() returns text language sql volatile as $$
        select string_agg(substr(${sql.lit(ACCESS_CODE_ALPHABET)}, get_byte(random_bytes, position) % 32 + 1, 1), '' order by position)
        from (select uuid_send(gen_random_uuid()) as random_bytes) as source,
          unnest(${sql.raw(`array[${RANDOM_BYTES.join(', ')}]`)}) as position
      $$
    `.execute(db);
    await db.schema
      .alterTable('applicants')
      .addColumn('access_code', 'text', (column) => column.notNull().defaultTo(sql`mizan_access_code()`))
      .execute();
    await db.schema
      .alterTable('assessments')
      .addColumn('require_access_codes', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('assessments').dropColumn('require_access_codes').execute();
    await db.schema.alterTable('applicants').dropColumn('access_code').execute();
    await sql`drop function mizan_access_code()`.execute(db);
  },
};

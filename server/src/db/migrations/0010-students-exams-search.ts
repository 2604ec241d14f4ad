import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Indexes for /dashboard/StudentsExams (admin/getstudentsexams.php):
 * a page in well under 100 ms with 100,000 attempts (bench/RESULTS.md).
 *
 * - Search is a substring match (`like '%…%'`) over the applicant's name,
 *   SSN and e-mail and the assessment's name. A btree cannot serve a leading
 *   wildcard; trigram GIN indexes (pg_trgm, also shipped with PGlite and
 *   loaded in db/database.ts) can, for searches of 3 characters or more.
 *   Assessment names need none: there are tens of assessments, not thousands.
 * - The extension lives in `public` whatever the search path, so schemas
 *   that share one database (the tests) share it, and dropping one schema
 *   never drops it from under another. Its operator class is named with
 *   that schema because the search path may not include it. The advisory
 *   lock makes concurrent first migrations create it once.
 * - Paging walks (submitted_at desc nulls last, id desc) over started
 *   attempts only; with a status filter, the same order behind the status.
 */
const EXTENSION_LOCK = 4_200_010;

export const studentsExamsSearch: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`select pg_advisory_xact_lock(${sql.lit(EXTENSION_LOCK)})`.execute(db);
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const { rows } = await sql<{
      schema: string;
    }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const trigrams = sql.raw(`${rows[0].schema}.gin_trgm_ops`);

    await sql`create index applicants_name_trgm_idx on applicants using gin (lower(name) ${trigrams})`.execute(db);
    await sql`create index applicants_ssn_trgm_idx on applicants using gin (ssn ${trigrams})`.execute(db);
    await sql`create index applicants_email_trgm_idx on applicants using gin (lower(email) ${trigrams})`.execute(db);

    await sql`create index attempts_started_order_idx on attempts (submitted_at desc nulls last, id desc) where started_at is not null`.execute(
      db,
    );
    await sql`create index attempts_started_status_order_idx on attempts (status, submitted_at desc nulls last, id desc) where started_at is not null`.execute(
      db,
    );
    await sql`drop index if exists attempts_submitted_at_idx`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`create index if not exists attempts_submitted_at_idx on attempts (submitted_at desc nulls last, id desc)`.execute(db);
    for (const index of [
      'attempts_started_status_order_idx',
      'attempts_started_order_idx',
      'applicants_email_trgm_idx',
      'applicants_ssn_trgm_idx',
      'applicants_name_trgm_idx',
    ]) {
      await sql`drop index if exists ${sql.id(index)}`.execute(db);
    }
  },
};

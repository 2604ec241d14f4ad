import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Searching by national ID matches the whole ID or part of what the mask
 * shows, never part of the hidden digits (services/applicant-masking.ts,
 * docs/security.md). The trigram index over the whole ID (0010) served the
 * old any-part match; it is replaced by one over the masked form, the exact
 * expression `ssnSearchMatches` compares, so Taken Assessments' search still
 * finds applicants through an index with 100,000 attempts. A whole-ID search
 * uses the unique index on ssn.
 */
const MASKED_SSN = sql.raw(`(substr(ssn, 1, 7) || '••••••' || substr(ssn, 14, 1))`);

async function trigramOperators(db: Kysely<unknown>) {
  const { rows } = await sql<{
    schema: string;
  }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
  return sql.raw(`${rows[0].schema}.gin_trgm_ops`);
}

export const maskedSsnSearch: Migration = {
  async up(db: Kysely<unknown>) {
    const trigrams = await trigramOperators(db);
    await sql`create index applicants_masked_ssn_trgm_idx on applicants using gin (${MASKED_SSN} ${trigrams})`.execute(db);
    await sql`drop index if exists applicants_ssn_trgm_idx`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    const trigrams = await trigramOperators(db);
    await sql`create index if not exists applicants_ssn_trgm_idx on applicants using gin (ssn ${trigrams})`.execute(db);
    await sql`drop index if exists applicants_masked_ssn_trgm_idx`.execute(db);
  },
};

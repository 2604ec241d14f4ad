import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The question bank (/dashboard/bank, admin/getbank.php and friends): staff
 * keep questions of every type apart from any assessment, with what they
 * are about (subject, grade, free tags) and who wrote them, and copy them
 * into assessments.
 *
 * - `question` is the full question (answer keys included, staff only), in
 *   the shared question model; `question_key` is its 10-character id, unique
 *   in the bank. A copy added to an assessment keeps that id, which is how
 *   "in use by a published assessment" is found (assessments.questions holds
 *   an element with that id) without a link table the builder would have to
 *   keep in step.
 * - `type`, `difficult`, `cognitive` and `objectives` repeat the question's
 *   fields as columns so the screen filters by them with plain indexes;
 *   `search_text` is the question's text (header, options, content) for the
 *   full-text search, a substring match served by a trigram index (pg_trgm,
 *   created by migration 0010) so Arabic and English are searched alike.
 * - `version` starts at 1 and rises by one on every edit.
 * - Paging walks (updated_at desc, id desc), newest edit first.
 */
export const questionBank: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{
      schema: string;
    }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(db);
    const trigrams = sql.raw(`${rows[0].schema}.gin_trgm_ops`);
    await db.schema
      .createTable('bank_questions')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('question_key', 'text', (column) => column.notNull().unique())
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('question', 'jsonb', (column) => column.notNull())
      .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('grade', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('tags', sql`text[]`, (column) => column.notNull().defaultTo(sql`'{}'::text[]`))
      .addColumn('difficult', 'text', (column) => column.notNull())
      .addColumn('cognitive', 'text', (column) => column.notNull())
      .addColumn('objectives', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('version', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`version >= 1`),
      )
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index bank_questions_order_idx on bank_questions (updated_at desc, id desc)`.execute(db);
    await sql`create index bank_questions_search_trgm_idx on bank_questions using gin (lower(search_text) ${trigrams})`.execute(db);
    await sql`create index bank_questions_objectives_trgm_idx on bank_questions using gin (lower(objectives) ${trigrams})`.execute(db);
    await sql`create index bank_questions_tags_idx on bank_questions using gin (tags)`.execute(db);
    for (const column of ['type', 'subject', 'grade', 'difficult', 'cognitive', 'created_by']) {
      await sql`create index ${sql.id(`bank_questions_${column}_idx`)} on bank_questions (${sql.id(column)})`.execute(db);
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('bank_questions').ifExists().execute();
  },
};

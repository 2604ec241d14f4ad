import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Rubrics (shared/src/rubrics/): the rubric bank staff keep apart from any
 * question, and the levels a grader chose when marking an answer by rubric.
 *
 * - `rubric_bank.rubric` is the whole rubric (criteria × levels) in the
 *   shared model; `lang` is the language its words are in ('En' or 'Ar'),
 *   so the screen shows an Arabic rubric right to left. Every author with the
 *   `exam` flag reads the bank (a rubric holds no answer key); its author and
 *   administrators change or delete an entry. `version` rises on each edit.
 * - `answers.rubric` is the grader's choices (RubricChoice[]) behind
 *   answers.score, or null when the mark was typed.
 */
export const rubrics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rubric_bank')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('lang', 'text', (column) => column.notNull().check(sql`lang in ('En', 'Ar')`))
      .addColumn('rubric', 'jsonb', (column) => column.notNull())
      .addColumn('version', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`version >= 1`),
      )
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index rubric_bank_order_idx on rubric_bank (updated_at desc, id desc)`.execute(db);
    await sql`alter table answers add column rubric jsonb null`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table answers drop column rubric`.execute(db);
    await db.schema.dropTable('rubric_bank').execute();
  },
};

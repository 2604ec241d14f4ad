import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Interview panels (docs/decisions.md, "Interview panels"):
 *
 * - `interview_panel_settings`: one row for the whole group, the panel size (how many
 *   interviewers rate each applicant). No row, or 1, is the SPEC's single review.
 * - `interview_scorecards`: each interviewer's own submitted form for an applicant under a
 *   panel; the applicant's interview score is the mean of their parents.
 */
export const interviewPanels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('interview_panel_settings')
      .addColumn('id', 'smallint', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('panel_size', 'smallint', (column) => column.notNull().check(sql`panel_size between 1 and 5`))
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('interview_scorecards')
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('cascade'))
      .addColumn('interviewer_user_id', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('form', 'smallint', (column) => column.notNull().check(sql`form in (7, 12, 21)`))
      .addColumn('answers', 'jsonb', (column) => column.notNull())
      .addColumn('parent', sql`numeric(5,2)`, (column) => column.notNull().check(sql`parent between 0 and 100`))
      .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('submitted_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('interview_scorecards_pkey', ['applicant_id', 'interviewer_user_id'])
      .execute();
    await db.schema.createIndex('interview_scorecards_interviewer').on('interview_scorecards').column('interviewer_user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('interview_scorecards').execute();
    await db.schema.dropTable('interview_panel_settings').execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The grading cockpit's bank of reusable feedback comments ("Ours";
 * docs/decisions.md). One bank per assessment, shared by its reviewers, so
 * every grader of an assessment gives the same words for the same mistake.
 * A comment's text is unique within its assessment; deleting the assessment
 * deletes its bank.
 */
export const feedbackComments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('feedback_comments')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('text', 'text', (column) => column.notNull().check(sql`length(btrim(text)) between 1 and 1000`))
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('feedback_comments_assessment_text', ['assessment_id', 'text'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('feedback_comments').ifExists().execute();
  },
};

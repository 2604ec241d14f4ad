import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Blind double marking and anonymous marking (docs/decisions.md, "Double
 * marking"): each assessment's marking settings, and every grader's own mark
 * of an answer (first or second marker, or the moderator). The mark that
 * counts stays answers.score.
 */
export const doubleMarking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessment_marking')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('double_marking', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('threshold_percent', 'numeric(5, 2)', (column) => column.notNull().defaultTo(20))
      .addColumn('anonymous_marking', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('revealed_at', 'timestamptz')
      .addColumn('revealed_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('answer_marks')
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (column) => column.notNull())
      .addColumn('grader_user_id', 'integer', (column) => column.notNull().references('users.id'))
      .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('first', 'second', 'moderator')`))
      .addColumn('score', 'numeric(10, 2)', (column) => column.notNull())
      .addColumn('feedback', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('rubric', 'jsonb')
      .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('answer_marks_pkey', ['attempt_id', 'question_id', 'role'])
      .addUniqueConstraint('answer_marks_one_role_per_grader', ['attempt_id', 'question_id', 'grader_user_id'])
      .execute();
    await db.schema.createIndex('answer_marks_grader').on('answer_marks').columns(['grader_user_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('answer_marks').execute();
    await db.schema.dropTable('assessment_marking').execute();
  },
};

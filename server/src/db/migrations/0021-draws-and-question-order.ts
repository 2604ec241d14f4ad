import type { Kysely, Migration } from 'kysely';

/**
 * Random draws and the question-order shuffle (docs/decisions.md, "Random
 * draws and question order"). Draw slots need no column: they are elements
 * of `assessments.questions` (type 'BankDraw'), and what an applicant drew is
 * in the attempt's own `questions` snapshot. Only the assessment's option to
 * give each applicant their own order of questions is new.
 */
export const drawsAndQuestionOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('assessments')
      .addColumn('shuffle_questions', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('assessments').dropColumn('shuffle_questions').execute();
  },
};

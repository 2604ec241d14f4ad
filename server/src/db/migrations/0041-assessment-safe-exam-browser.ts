import { type Kysely, type Migration } from 'kysely';

/**
 * Safe Exam Browser (docs/decisions.md, "Safe Exam Browser"): whether an
 * assessment's applicant pages and calls require SEB, the random salt its
 * generated .seb carries (examKeySalt), and the Browser Exam Keys staff
 * allow, in the order they pasted them. No row: SEB is not required (the
 * SPEC's behaviour).
 */
export const assessmentSafeExamBrowser: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessment_safe_exam_browser')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('required', 'boolean', (column) => column.notNull())
      .addColumn('exam_key_salt', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('assessment_seb_browser_exam_keys')
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('browser_exam_key', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('assessment_seb_browser_exam_keys_pkey', ['assessment_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('assessment_seb_browser_exam_keys').execute();
    await db.schema.dropTable('assessment_safe_exam_browser').execute();
  },
};

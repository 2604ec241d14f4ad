import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Merit weights on assessments' percent score columns (shared/src/domain/merit.ts
 * MeritAssessmentWeight): one row per weighted assessment, weight > 0 (a weight
 * of 0 is stored as no row). The weights of merit_settings may now all be 0
 * when an assessment carries the weight, so the "some weight above 0" rule
 * moves to the call (it needs both tables).
 */
export const meritAssessmentWeights: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merit_assessment_weights')
      .addColumn('assessment_id', 'integer', (column) => column.primaryKey().references('assessments.id').onDelete('cascade'))
      .addColumn('weight', 'double precision', (column) => column.notNull().check(sql`weight > 0 and weight <= 1000`))
      .execute();
    await sql`alter table merit_settings drop constraint merit_settings_some_weight`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('merit_assessment_weights').ifExists().execute();
    await sql`alter table merit_settings add constraint merit_settings_some_weight check (prep + math + english + interview + cmatch > 0)`.execute(
      db,
    );
  },
};

import { type Kysely, type Migration } from 'kysely';

/**
 * Address lists (docs/decisions.md, "Address lists"): the networks, as CIDR
 * ranges in the order staff wrote them, an assessment's attempts may be
 * taken from. No row for an assessment: anywhere (the SPEC's behaviour).
 */
export const assessmentNetworks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessment_networks')
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('cidr', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('assessment_networks_pkey', ['assessment_id', 'position'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('assessment_networks').execute();
  },
};

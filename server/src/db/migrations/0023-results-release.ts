import { sql, type Kysely, type Migration } from 'kysely';

/**
 * From result to decision: when staff released an attempt's result
 * (docs/decisions.md, "Releasing results"), and the school's name and logo
 * for printed reports and results letters (one row, id 1).
 */
export const resultsRelease: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('attempts').addColumn('results_released_at', 'timestamptz').execute();
    await db.schema
      .createTable('school_profile')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('name', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('logo', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`insert into school_profile (id) values (1)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('school_profile').execute();
    await db.schema.alterTable('attempts').dropColumn('results_released_at').execute();
  },
};

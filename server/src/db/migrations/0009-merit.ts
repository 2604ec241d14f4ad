import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The merit list's settings ("Ours"; shared/src/domain/merit.ts).
 *
 * - `merit_settings`: one row (id = 1, checked) with the five weights, each
 *   numeric >= 0; at least one above 0 is checked by the call and here.
 * - `school_seats`: seats per school (>= 0); a school without a row has 0.
 */
export const merit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('merit_settings')
      .addColumn('id', 'integer', (column) => column.primaryKey().check(sql`id = 1`))
      .addColumn('prep', 'double precision', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`prep >= 0`),
      )
      .addColumn('math', 'double precision', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`math >= 0`),
      )
      .addColumn('english', 'double precision', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`english >= 0`),
      )
      .addColumn('interview', 'double precision', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`interview >= 0`),
      )
      .addColumn('cmatch', 'double precision', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`cmatch >= 0`),
      )
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('merit_settings_some_weight', sql`prep + math + english + interview + cmatch > 0`)
      .execute();
    await sql`insert into merit_settings (id) values (1)`.execute(db);
    await db.schema
      .createTable('school_seats')
      .addColumn('school_id', 'integer', (column) => column.primaryKey().references('schools.id').onDelete('cascade'))
      .addColumn('seats', 'integer', (column) => column.notNull().check(sql`seats >= 0`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('school_seats').ifExists().execute();
    await db.schema.dropTable('merit_settings').ifExists().execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Applicants and their interview reviews (SPEC §3, ARCHITECTURE §8).
 *
 * - `ssn` (the national ID) is unique: one person can never be two applicants.
 * - Scores are numeric(5,2): exact to the 2 decimals the form allows (0..100).
 * - `interview` on the applicant is the latest parent score, kept in step with
 *   `interviews.parent` by the submit call, so the list needs no join.
 * - Indexes serve the list's filters and sorts (school, gender, enrolled,
 *   career, name, interview) and the exact lookups (ssn, e-mail, mobile).
 *   Search is a substring match over four columns; 20,000 rows scan in a few
 *   milliseconds, so no trigram index (PGlite would need an extension).
 */
export const applicants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('applicants')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('ssn', 'text', (column) => column.notNull().unique())
      .addColumn('gender', 'text', (column) => column.notNull().check(sql`gender in ('male', 'female')`))
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('mobile', 'text', (column) => column.notNull())
      .addColumn('prep_mark', sql`numeric(5,2)`, (column) => column.notNull().check(sql`prep_mark between 0 and 100`))
      .addColumn('math', sql`numeric(5,2)`, (column) => column.notNull().check(sql`math between 0 and 100`))
      .addColumn('english', sql`numeric(5,2)`, (column) => column.notNull().check(sql`english between 0 and 100`))
      .addColumn('std_code', 'text', (column) => column.notNull())
      .addColumn('school_id', 'integer', (column) => column.references('schools.id').onDelete('set null'))
      .addColumn('career', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('cmatch', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('position', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('interview', sql`numeric(5,2)`, (column) => column.check(sql`interview between 0 and 100`))
      .addColumn('enrolled', 'text', (column) =>
        column
          .notNull()
          .defaultTo('')
          .check(sql`enrolled in ('Yes', 'No', '')`),
      )
      .addColumn('competent', 'text', (column) =>
        column
          .notNull()
          .defaultTo('')
          .check(sql`competent in ('Yes', 'No', '')`),
      )
      .addColumn('job', 'integer')
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('applicants_school_id_idx').on('applicants').column('school_id').execute();
    await db.schema.createIndex('applicants_gender_idx').on('applicants').column('gender').execute();
    await db.schema.createIndex('applicants_enrolled_idx').on('applicants').column('enrolled').execute();
    await db.schema.createIndex('applicants_interview_idx').on('applicants').column('interview').execute();
    await sql`create index applicants_name_lower_idx on applicants (lower(name))`.execute(db);
    await sql`create index applicants_career_lower_idx on applicants (lower(career))`.execute(db);
    await sql`create index applicants_email_lower_idx on applicants (lower(email))`.execute(db);
    await db.schema.createIndex('applicants_mobile_idx').on('applicants').column('mobile').execute();

    await db.schema
      .createTable('interviews')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('applicant_id', 'integer', (column) => column.notNull().unique().references('applicants.id').onDelete('cascade'))
      .addColumn('form', 'smallint', (column) => column.notNull().check(sql`form in (7, 12, 21)`))
      .addColumn('answers', 'jsonb', (column) => column.notNull())
      .addColumn('parent', sql`numeric(5,2)`, (column) => column.notNull().check(sql`parent between 0 and 100`))
      .addColumn('notes', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('reviewer_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('interviews').ifExists().execute();
    await db.schema.dropTable('applicants').ifExists().execute();
  },
};

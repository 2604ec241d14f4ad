import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The exam-day control room and accommodations (docs/decisions.md, "Exam-day
 * control room"):
 *
 * - `applicants.extra_time_percent`: an accommodation, 0 to 200; every timed
 *   attempt of the applicant starts with duration × (1 + percent / 100).
 * - `attempts.extra_minutes`: minutes staff added to this attempt (extend),
 *   kept so an attempt extended before it started gets them at its start.
 * - `attempts.browser_moves`: how often the attempt went to another browser
 *   (staff moves and re-registrations from a new browser), for the room.
 * - `attempts.submitted_by` may now be 'staff' (submit now).
 * - `extra_trials`: trials staff allowed an applicant beyond the
 *   assessment's Number of trials.
 */
export const examRoom: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('applicants')
      .addColumn('extra_time_percent', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`extra_time_percent between 0 and 200`),
      )
      .execute();
    await db.schema
      .alterTable('attempts')
      .addColumn('extra_minutes', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('browser_moves', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`alter table attempts drop constraint attempts_submitted_by_check`.execute(db);
    await sql`alter table attempts add constraint attempts_submitted_by_check check (submitted_by in ('applicant', 'timer', 'server', 'staff'))`.execute(
      db,
    );
    await db.schema
      .createTable('extra_trials')
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('cascade'))
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('trials', 'integer', (column) => column.notNull().check(sql`trials >= 0`))
      .addPrimaryKeyConstraint('extra_trials_pkey', ['applicant_id', 'assessment_id'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('extra_trials').execute();
    await sql`update attempts set submitted_by = 'server' where submitted_by = 'staff'`.execute(db);
    await sql`alter table attempts drop constraint attempts_submitted_by_check`.execute(db);
    await sql`alter table attempts add constraint attempts_submitted_by_check check (submitted_by in ('applicant', 'timer', 'server'))`.execute(
      db,
    );
    await db.schema.alterTable('attempts').dropColumn('browser_moves').dropColumn('extra_minutes').execute();
    await db.schema.alterTable('applicants').dropColumn('extra_time_percent').execute();
  },
};

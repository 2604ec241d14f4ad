import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Exam attempts and their answers (ARCHITECTURE §8, §9). The engine
 * that writes them is server/src/services/attempts/.
 *
 * - `attempts`: one row per registration of an applicant for an assessment,
 *   made at registration (emp/reg.php) and started by the first
 *   admin/getstudentexam.php, which copies the assessment's questions (WITH
 *   answer keys; never sent to applicants) into `questions` and sets
 *   `started_at` and `deadline` (null when untimed) in one conditional update.
 *   `hash` is the applicant's credential: 32 base64url characters (192 random
 *   bits). `trial` counts from 1; unique (applicant, assessment, trial) plus
 *   the partial unique index "one unsubmitted attempt per applicant and
 *   assessment" make trials and re-registration safe under concurrency.
 *   `submitted_at` is set by exactly one conditional update; `submitted_by`
 *   says who: 'applicant' (the submit call before the deadline), 'timer' (the
 *   submit call after the deadline, within the grace), 'server' (the server
 *   finalised an attempt past its deadline plus grace). `status` is the
 *   grading state: 'inprogress' until submitted, then 'submitted' while a
 *   question awaits a teacher (`needs_grading` > 0), 'graded' once every
 *   question has a mark. `next_attempt_id`: the attempt of the next
 *   assessment of an admission sequence, made at submission.
 * - `answers`: the latest answer per (attempt, question), with the client's
 *   `seq` (a save only replaces a row whose seq is lower), `score` (the mark
 *   counted: automatic at submission, then the teacher's; null while it
 *   needs grading) and `feedback`.
 * - `registration_failures`: unknown-ID answers of emp/reg.php per address,
 *   for the per-address limit (like login_failures).
 */
export const attempts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('attempts')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('hash', 'text', (column) =>
        column
          .notNull()
          .unique()
          .check(sql`hash ~ '^[A-Za-z0-9_-]{32}$'`),
      )
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('restrict'))
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('restrict'))
      .addColumn('trial', 'integer', (column) => column.notNull().check(sql`trial >= 1`))
      .addColumn('questions', 'jsonb')
      .addColumn('shuffle_seed', 'text', (column) => column.notNull())
      .addColumn('registered_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('started_at', 'timestamptz')
      .addColumn('deadline', 'timestamptz')
      .addColumn('submitted_at', 'timestamptz')
      .addColumn('submitted_by', 'text', (column) => column.check(sql`submitted_by in ('applicant', 'timer', 'server')`))
      .addColumn('percent', 'numeric(5, 2)')
      .addColumn('career', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('needs_grading', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('status', 'text', (column) =>
        column
          .notNull()
          .defaultTo('inprogress')
          .check(sql`status in ('inprogress', 'submitted', 'graded')`),
      )
      .addColumn('graded_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('graded_at', 'timestamptz')
      .addColumn('next_attempt_id', 'integer', (column) => column.references('attempts.id').onDelete('set null'))
      .addUniqueConstraint('attempts_applicant_assessment_trial_key', ['applicant_id', 'assessment_id', 'trial'])
      .addCheckConstraint('attempts_snapshot_at_start_check', sql`started_at is not null or (questions is null and deadline is null)`)
      .addCheckConstraint('attempts_submitter_when_submitted_check', sql`(submitted_at is null) = (submitted_by is null)`)
      .addCheckConstraint('attempts_inprogress_until_submitted_check', sql`(submitted_at is null) = (status = 'inprogress')`)
      .execute();
    // At most one attempt not yet submitted per applicant and assessment: a second registration finds it.
    await sql`create unique index attempts_one_open_idx on attempts (applicant_id, assessment_id) where submitted_at is null`.execute(db);
    await db.schema.createIndex('attempts_assessment_id_idx').on('attempts').columns(['assessment_id', 'status']).execute();
    await db.schema.createIndex('attempts_applicant_id_idx').on('attempts').column('applicant_id').execute();
    await sql`create index attempts_submitted_at_idx on attempts (submitted_at desc nulls last, id desc)`.execute(db);
    // The sweep of expired attempts: only the unsubmitted, timed ones.
    await sql`create index attempts_open_deadline_idx on attempts (deadline) where submitted_at is null and deadline is not null`.execute(
      db,
    );

    await db.schema
      .createTable('answers')
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (column) => column.notNull())
      .addColumn('answer', 'jsonb')
      .addColumn('seq', 'bigint', (column) => column.notNull().check(sql`seq >= 0`))
      .addColumn('saved_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('score', 'numeric(10, 2)')
      .addColumn('feedback', 'text', (column) => column.notNull().defaultTo(''))
      .addPrimaryKeyConstraint('answers_pkey', ['attempt_id', 'question_id'])
      .execute();

    await db.schema
      .createTable('registration_failures')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('ip', 'text', (column) => column.notNull())
      .addColumn('failed_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('registration_failures_ip_idx').on('registration_failures').columns(['ip', 'failed_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('registration_failures').ifExists().execute();
    await db.schema.dropTable('answers').ifExists().execute();
    await db.schema.dropTable('attempts').ifExists().execute();
  },
};

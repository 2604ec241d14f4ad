import { sql, type Kysely, type Migration } from 'kysely';

const STATES = `('pending','offered','accepted','declined','expired','waitlisted','not_admitted','withdrawn','enrolled')`;

/**
 * Admission rounds and decisions (shared/src/domain/admission.ts; docs/decisions.md,
 * "Admission rounds and decisions"):
 *
 * - `admission_rounds`: one school's round, or the whole group's (school_id null);
 *   the offer deadline, the offer window a promotion gets at least, and whether a
 *   freed seat goes to the next waitlisted applicant by itself.
 * - `admission_round_seats`: seats per school in the round (copied from the merit
 *   list's seats when the round is made).
 * - `admission_decisions`: the applicant's current state in the round; no row is
 *   'pending'. The seat group is the applicant's school when the row was written.
 * - `admission_decision_changes`: one row per change (who, when, from, to, why).
 * - `admission_previews`: a what-if, kept until it is applied, with the
 *   fingerprint of what it was made from.
 * - the `decide` permission flag, granted to every role-1 account.
 */
export const admission: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('admission_rounds')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('school_id', 'integer', (column) => column.references('schools.id').onDelete('restrict'))
      .addColumn('offer_deadline', 'timestamptz', (column) => column.notNull())
      .addColumn('offer_window_hours', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(72)
          .check(sql`offer_window_hours between 1 and 2160`),
      )
      .addColumn('auto_promote', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('admission_round_seats')
      .addColumn('round_id', 'integer', (column) => column.notNull().references('admission_rounds.id').onDelete('cascade'))
      .addColumn('school_id', 'integer', (column) => column.notNull().references('schools.id').onDelete('cascade'))
      .addColumn('seats', 'integer', (column) => column.notNull().check(sql`seats >= 0`))
      .addPrimaryKeyConstraint('admission_round_seats_pkey', ['round_id', 'school_id'])
      .execute();
    await db.schema
      .createTable('admission_decisions')
      .addColumn('round_id', 'integer', (column) => column.notNull().references('admission_rounds.id').onDelete('cascade'))
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('cascade'))
      .addColumn('school_id', 'integer', (column) => column.notNull())
      .addColumn('state', 'text', (column) => column.notNull().check(sql.raw(`state in ${STATES}`)))
      .addColumn('waitlist_position', 'integer')
      .addColumn('offer_deadline', 'timestamptz')
      .addColumn('reminded_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('admission_decisions_pkey', ['round_id', 'applicant_id'])
      .addCheckConstraint('admission_decisions_position', sql`(state = 'waitlisted') = (waitlist_position is not null)`)
      .execute();
    await db.schema.createIndex('admission_decisions_applicant').on('admission_decisions').column('applicant_id').execute();
    await sql`create index admission_decisions_open_offers on admission_decisions (offer_deadline) where state = 'offered'`.execute(db);
    await db.schema
      .createTable('admission_decision_changes')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('round_id', 'integer', (column) => column.notNull().references('admission_rounds.id').onDelete('cascade'))
      .addColumn('applicant_id', 'integer', (column) => column.notNull().references('applicants.id').onDelete('cascade'))
      .addColumn('from_state', 'text', (column) => column.notNull())
      .addColumn('to_state', 'text', (column) => column.notNull())
      .addColumn('from_position', 'integer')
      .addColumn('to_position', 'integer')
      .addColumn('actor', 'text', (column) => column.notNull().check(sql`actor in ('staff','family','system')`))
      .addColumn('actor_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('admission_decision_changes_round').on('admission_decision_changes').columns(['round_id', 'id']).execute();
    await db.schema
      .createTable('admission_previews')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('round_id', 'integer', (column) => column.notNull().references('admission_rounds.id').onDelete('cascade'))
      .addColumn('action', 'text', (column) => column.notNull())
      .addColumn('plan', 'jsonb', (column) => column.notNull())
      .addColumn('fingerprint', 'text', (column) => column.notNull())
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`update users set flags = array_append(flags, 'decide') where role_id = 1 and not ('decide' = any(flags))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`update users set flags = array_remove(flags, 'decide')`.execute(db);
    for (const table of [
      'admission_previews',
      'admission_decision_changes',
      'admission_decisions',
      'admission_round_seats',
      'admission_rounds',
    ])
      await db.schema.dropTable(table).execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Assessments and their assigned reviewers (SPEC §3 Assessment, ARCHITECTURE §8).
 *
 * - Setup fields keep the SPEC's meaning: `name` is the title, `startdate` and
 *   `enddate` are instants (timestamptz; null = no limit on that side),
 *   `nooftrials` ≥ 1 (default 1), `lang` 'En' | 'Ar' (default 'En'),
 *   `istimed` 0 | 1 (default 0) and `duration` in minutes, ≥ 1 when timed.
 * - `questions` is the full question list WITH answer keys (staff only); an
 *   attempt copies it when it starts, so editing an assessment never
 *   changes an attempt already started.
 * - `selectedgroups` is the SPEC's [{groupname}] list as jsonb.
 * - `open` (ours): staff may close registration without pulling the
 *   assessment; registration needs published AND open AND inside the dates.
 * - `next_assessment_id` chains an admission sequence; deleting the next one
 *   leaves the chain ending here.
 * - `assessment_reviewers`: 'Assigned Reviewers' (they see and grade its
 *   submissions); `can_edit` marks the ones who may also edit it
 *   (editing_teachers_ids on the wire).
 * - `grade_subjects` and `grade_groups` (ours) say which subjects and groups a
 *   grade offers (admin/getgradesubject.php). A subject or group linked to no
 *   grade at all is offered for every grade, so one added with 'Add subject'
 *   (which names no grade) shows up everywhere until staff narrow it.
 */
export const assessments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assessments')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('name', 'text', (column) => column.notNull().check(sql`length(btrim(name)) > 0`))
      .addColumn('grade', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('type', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('startdate', 'timestamptz')
      .addColumn('enddate', 'timestamptz')
      .addColumn('nooftrials', 'integer', (column) =>
        column
          .notNull()
          .defaultTo(1)
          .check(sql`nooftrials >= 1`),
      )
      .addColumn('lang', 'text', (column) =>
        column
          .notNull()
          .defaultTo('En')
          .check(sql`lang in ('En', 'Ar')`),
      )
      .addColumn('questions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('selectedgroups', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('istimed', 'smallint', (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`istimed in (0, 1)`),
      )
      .addColumn('duration', 'integer', (column) => column.check(sql`duration is null or duration >= 1`))
      .addColumn('open', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('published', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('next_assessment_id', 'integer', (column) => column.references('assessments.id').onDelete('set null'))
      .addColumn('show_results_after_grading', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('allow_resume', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('assessments_timed_duration_check', sql`istimed = 0 or duration >= 1`)
      .addCheckConstraint('assessments_dates_check', sql`startdate is null or enddate is null or enddate > startdate`)
      .addCheckConstraint('assessments_next_not_self_check', sql`next_assessment_id is null or next_assessment_id <> id`)
      .execute();
    await db.schema.createIndex('assessments_published_idx').on('assessments').column('published').execute();
    await db.schema.createIndex('assessments_next_assessment_id_idx').on('assessments').column('next_assessment_id').execute();
    await db.schema.createIndex('assessments_created_by_idx').on('assessments').column('created_by').execute();
    await sql`create index assessments_name_lower_idx on assessments (lower(name))`.execute(db);

    await db.schema
      .createTable('assessment_reviewers')
      .addColumn('assessment_id', 'integer', (column) => column.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (column) => column.notNull().references('users.id').onDelete('cascade'))
      .addColumn('can_edit', 'boolean', (column) => column.notNull().defaultTo(false))
      .addPrimaryKeyConstraint('assessment_reviewers_pkey', ['assessment_id', 'user_id'])
      .execute();
    await db.schema.createIndex('assessment_reviewers_user_id_idx').on('assessment_reviewers').column('user_id').execute();

    for (const [table, column, target] of [
      ['grade_subjects', 'subject_id', 'subjects.id'],
      ['grade_groups', 'group_id', 'groups.id'],
    ] as const) {
      await db.schema
        .createTable(table)
        .addColumn('grade_id', 'integer', (c) => c.notNull().references('grades.id').onDelete('cascade'))
        .addColumn(column, 'integer', (c) => c.notNull().references(target).onDelete('cascade'))
        .addPrimaryKeyConstraint(`${table}_pkey`, ['grade_id', column])
        .execute();
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('grade_groups').ifExists().execute();
    await db.schema.dropTable('grade_subjects').ifExists().execute();
    await db.schema.dropTable('assessment_reviewers').ifExists().execute();
    await db.schema.dropTable('assessments').ifExists().execute();
  },
};

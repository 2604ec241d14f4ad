import { sql, type Kysely, type Migration } from 'kysely';

const EVENTS = sql`('exam_invitation', 'exam_reminder', 'results_released', 'offer_made', 'offer_reminder', 'waitlisted',
  'promoted', 'offer_expired', 'decision_changed', 'one_time_code', 'staff_message')`;

/**
 * Messages to families (docs/decisions.md, "Messages and the outbox").
 *
 * - `message_outbox`: one row per message per channel, inserted in the
 *   transaction of the event that causes it. It keeps the template as it was
 *   when queued and the values; the worker renders them when it sends (links
 *   made absolute with PUBLIC_URL). A worker claims due rows (`state` 'sending',
 *   `lease_until`), sends, then records 'sent' or, after a failure, 'waiting'
 *   again with a later `next_attempt_at`, or 'failed'. `dedupe_key` makes an
 *   event that must reach an applicant once (the exam reminder) insert once.
 * - `message_templates`: staff's own texts; no row: the shipped default.
 * - `message_mutes`: an event on a channel turned off for an assessment or a round.
 */
export const messages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('message_outbox')
      .addColumn('id', 'serial', (column) => column.primaryKey())
      .addColumn('applicant_id', 'integer', (column) => column.references('applicants.id').onDelete('set null'))
      .addColumn('event', 'text', (column) => column.notNull().check(sql`event in ${EVENTS}`))
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
      .addColumn('language', 'text', (column) => column.notNull().check(sql`language in ('En', 'Ar')`))
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('values', 'jsonb', (column) => column.notNull())
      .addColumn('assessment_id', 'integer', (column) => column.references('assessments.id').onDelete('set null'))
      .addColumn('round_id', 'integer')
      .addColumn('state', 'text', (column) =>
        column
          .notNull()
          .defaultTo('waiting')
          .check(sql`state in ('waiting', 'sending', 'sent', 'failed')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('lease_until', 'timestamptz')
      .addColumn('provider_answer', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('dedupe_key', 'text', (column) => column.unique())
      .addColumn('created_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    // What the worker claims: due waiting rows of a channel, and rows whose sender's lease ran out.
    await sql`create index message_outbox_due_idx on message_outbox (channel, next_attempt_at)
      where state in ('waiting', 'sending')`.execute(db);
    await db.schema.createIndex('message_outbox_applicant_idx').on('message_outbox').columns(['applicant_id', 'id']).execute();

    await db.schema
      .createTable('message_templates')
      .addColumn('event', 'text', (column) => column.notNull().check(sql`event in ${EVENTS}`))
      .addColumn('language', 'text', (column) => column.notNull().check(sql`language in ('En', 'Ar')`))
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
      .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
      .addColumn('body', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('message_templates_pkey', ['event', 'language', 'channel'])
      .execute();

    await db.schema
      .createTable('message_mutes')
      .addColumn('scope', 'text', (column) => column.notNull().check(sql`scope in ('assessment', 'round')`))
      .addColumn('scope_id', 'integer', (column) => column.notNull())
      .addColumn('event', 'text', (column) => column.notNull().check(sql`event in ${EVENTS}`))
      .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
      .addPrimaryKeyConstraint('message_mutes_pkey', ['scope', 'scope_id', 'event', 'channel'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('message_mutes').execute();
    await db.schema.dropTable('message_templates').execute();
    await db.schema.dropTable('message_outbox').execute();
  },
};

import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Bank questions get an owner and a sharing (docs/security.md "The question
 * bank"):
 *
 * - `owner_id`: who decides the sharing and may delete the question. An
 *   existing question's owner is its author, or the first administrator when
 *   its author is unknown; null (an owner's account removed) leaves it to
 *   administrators.
 * - `shared_scope` ('owner', 'subject', 'everyone') and `shared_level`
 *   ('read', 'edit'): who else may use it and how. Questions that existed
 *   before are shared read-only with every author: whoever used them in a
 *   draw or copied them still may, but their answer keys and editing stay with
 *   the owner. New questions default to read-only for the subject's teachers.
 * - The subject group is read from the bank itself (the teachers who own a
 *   question of that subject), hence the index on (owner_id, subject).
 */
export const bankSharing: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('bank_questions')
      .addColumn('owner_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('shared_scope', 'text', (column) =>
        column
          .notNull()
          .defaultTo('everyone')
          .check(sql`shared_scope in ('owner', 'subject', 'everyone')`),
      )
      .addColumn('shared_level', 'text', (column) =>
        column
          .notNull()
          .defaultTo('read')
          .check(sql`shared_level in ('read', 'edit')`),
      )
      .execute();
    await sql`update bank_questions set owner_id = coalesce(created_by, (select min(id) from users where role_id = 1))`.execute(db);
    await sql`alter table bank_questions alter column shared_scope set default 'subject'`.execute(db);
    await sql`create index bank_questions_owner_subject_idx on bank_questions (owner_id, subject)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await sql`drop index if exists bank_questions_owner_subject_idx`.execute(db);
    await db.schema.alterTable('bank_questions').dropColumn('owner_id').dropColumn('shared_scope').dropColumn('shared_level').execute();
  },
};

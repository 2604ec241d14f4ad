import type { Kysely, Migration } from 'kysely';

/**
 * `users.must_change_password`: the account signs in with a password someone
 * else set (an administrator adding it or resetting its password, or the
 * random first-start admin password), so it must choose its own before it
 * gets a session (docs/security.md, "Passwords and sign-in"). Accounts that
 * exist already keep the password they have.
 */
export const passwordChoice: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'boolean', (column) => column.notNull().defaultTo(false))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('users').dropColumn('must_change_password').execute();
  },
};

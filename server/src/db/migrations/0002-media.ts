import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Uploaded media (ours, ARCHITECTURE §7/§8): recordings, applicants' files and
 * question pictures. The id is the capability in the URL /api/media/<id>, so
 * it is 192 random bits in base64url (32 characters), never a sequence.
 * `storage` says which driver holds the bytes: 'fs' (a file under
 * DATA_DIR/media) or 'postgres' (the `bytes` column, shared by every API node).
 */
export const media: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('media')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('size', 'integer', (column) => column.notNull().check(sql`size >= 0`))
      .addColumn('owner_kind', 'text', (column) => column.notNull().check(sql`owner_kind in ('staff', 'attempt')`))
      .addColumn('owner_user_id', 'integer', (column) => column.references('users.id').onDelete('set null'))
      .addColumn('owner_attempt_hash', 'text')
      .addColumn('storage', 'text', (column) => column.notNull().check(sql`storage in ('fs', 'postgres')`))
      .addColumn('bytes', 'bytea')
      .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
      // The bytes are in the row exactly when the postgres driver holds them.
      .addCheckConstraint('media_bytes_match_storage', sql`(storage = 'postgres') = (bytes is not null)`)
      .addCheckConstraint('media_attempt_owner_has_hash', sql`(owner_kind = 'attempt') = (owner_attempt_hash is not null)`)
      .execute();
    await db.schema.createIndex('media_owner_attempt_hash_idx').on('media').column('owner_attempt_hash').execute();
    await db.schema.createIndex('media_owner_user_id_idx').on('media').column('owner_user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media').ifExists().execute();
  },
};

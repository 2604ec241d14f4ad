import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Media quotas and deletion (docs/media.md, "Quotas" and "Deletion").
 * `media_usage` holds the bytes kept per quota (an attempt by its hash, an
 * assessment by its id, a staff member by their user id): an upload adds to
 * it with one conditional statement per quota, so concurrent uploads never
 * pass one. An applicant's file now records its attempt's assessment, which
 * outlives the attempt. A file deleted under the retention rule keeps its
 * row (id, name, type, size) without its bytes, so its link can say why.
 */
export const mediaQuotas: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('media')
      .addColumn('assessment_id', 'integer')
      .addColumn('deleted_at', 'timestamptz')
      .addColumn('deleted_reason', 'text', (column) => column.check(sql`deleted_reason in ('retention')`))
      .execute();
    await sql`alter table media drop constraint media_bytes_match_storage`.execute(db);
    await sql`alter table media add constraint media_bytes_match_storage
      check ((storage = 'postgres' and deleted_at is null) = (bytes is not null))`.execute(db);
    await sql`alter table media add constraint media_deleted_with_reason
      check ((deleted_at is null) = (deleted_reason is null))`.execute(db);
    await sql`update media set assessment_id = attempts.assessment_id
      from attempts where attempts.hash = media.owner_attempt_hash`.execute(db);
    // What the retention job and the removal of deleted attempts' files look for.
    await sql`create index media_kept_attempt_files_idx on media (owner_attempt_hash)
      where owner_kind = 'attempt' and deleted_at is null`.execute(db);

    await db.schema
      .createTable('media_usage')
      .addColumn('scope', 'text', (column) => column.notNull().check(sql`scope in ('attempt', 'assessment', 'staff')`))
      .addColumn('owner', 'text', (column) => column.notNull())
      .addColumn('bytes', 'bigint', (column) => column.notNull().check(sql`bytes >= 0`))
      .addPrimaryKeyConstraint('media_usage_pkey', ['scope', 'owner'])
      .execute();
    await sql`insert into media_usage (scope, owner, bytes)
      select 'attempt', owner_attempt_hash, sum(size) from media where owner_kind = 'attempt' group by owner_attempt_hash
      union all
      select 'assessment', assessment_id::text, sum(size) from media where assessment_id is not null group by assessment_id
      union all
      select 'staff', owner_user_id::text, sum(size) from media where owner_kind = 'staff' and owner_user_id is not null group by owner_user_id`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('media_usage').execute();
    await sql`delete from media where deleted_at is not null`.execute(db);
    await sql`drop index media_kept_attempt_files_idx`.execute(db);
    await sql`alter table media drop constraint media_deleted_with_reason`.execute(db);
    await sql`alter table media drop constraint media_bytes_match_storage`.execute(db);
    await db.schema.alterTable('media').dropColumn('deleted_reason').dropColumn('deleted_at').dropColumn('assessment_id').execute();
    await sql`alter table media add constraint media_bytes_match_storage check ((storage = 'postgres') = (bytes is not null))`.execute(db);
  },
};

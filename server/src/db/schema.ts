import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables as Kysely sees them (ARCHITECTURE §8). Column names are the
 * database's snake_case; the routes translate them to the SPEC's wire names.
 */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string, string>;

export interface UsersTable {
  id: Generated<number>;
  /** Unique regardless of case (a unique index on lower(username)). */
  username: string;
  displayname: string;
  email: string | null;
  password_hash: string;
  role_id: number;
  /** Granted permission flags, e.g. {exam,ans}. */
  flags: ColumnType<string[], string[], string[]>;
  /** Bumped when the password is reset, so older tokens stop working. */
  token_version: ColumnType<number, number | undefined, number>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface NamedRowTable {
  id: Generated<number>;
  name: string;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  /** Lower-cased, as typed (a username or an e-mail). */
  username: string;
  ip: string;
  failed_at: CreatedAt;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  details: Json;
  at: CreatedAt;
}

/** Uploaded media (migration 0002); `bytes` is set only when `storage` is 'postgres'. */
export interface MediaTable {
  /** 32 base64url characters (192 random bits): the capability in /api/media/<id>. */
  id: string;
  /** The MIME type's essence, e.g. 'audio/webm'. */
  content_type: string;
  /** The file name the uploader gave, cleaned (no path, no control characters). */
  name: string;
  size: number;
  owner_kind: 'staff' | 'attempt';
  owner_user_id: number | null;
  owner_attempt_hash: string | null;
  storage: 'fs' | 'postgres';
  bytes: Uint8Array | null;
  created_at: CreatedAt;
}

export interface Database {
  users: UsersTable;
  schools: NamedRowTable;
  positions: NamedRowTable;
  subjects: NamedRowTable;
  grades: NamedRowTable;
  groups: NamedRowTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
  media: MediaTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowChanges = Updateable<UsersTable>;

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

export interface Database {
  users: UsersTable;
  schools: NamedRowTable;
  positions: NamedRowTable;
  subjects: NamedRowTable;
  grades: NamedRowTable;
  groups: NamedRowTable;
  login_failures: LoginFailuresTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserRowChanges = Updateable<UsersTable>;

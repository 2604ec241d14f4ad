import type { ColumnType } from 'kysely';

/** Column types every table file shares (Kysely's select, insert and update types). */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json = ColumnType<unknown, string, string>;

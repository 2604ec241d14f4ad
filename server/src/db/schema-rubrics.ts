import type { ColumnType } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from './schema-columns';

/** A rubric kept in the bank (migration 0034): shared Rubric as JSON. */
export interface RubricBankTable {
  id: ColumnType<number, never, never>;
  title: string;
  lang: 'En' | 'Ar';
  rubric: Json;
  version: ColumnType<number, number | undefined, number>;
  created_by: ColumnType<number | null, number | null, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** The rubric tables, combined into schema.ts's Database. */
export interface RubricTables {
  rubric_bank: RubricBankTable;
}

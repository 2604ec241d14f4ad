import { sql, type Kysely } from 'kysely';
import type { ChoosableTable, ColumnChoice } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** The columns `userId` chose for `table`, or null when they kept the default. */
export async function readTableColumns(db: Kysely<Database>, userId: number, table: ChoosableTable): Promise<ColumnChoice | null> {
  const row = await db
    .selectFrom('staff_table_columns')
    .select('columns')
    .where('user_id', '=', userId)
    .where('table_name', '=', table)
    .executeTakeFirst();
  if (!row) return null;
  const stored = (typeof row.columns === 'string' ? JSON.parse(row.columns) : row.columns) as Partial<ColumnChoice>;
  return { order: stored.order ?? [], hidden: stored.hidden ?? [] };
}

/** Keeps `userId`'s choice for `table` (null: back to the default), one row per user and table. */
export async function saveTableColumns(
  db: Kysely<Database>,
  userId: number,
  table: ChoosableTable,
  columns: ColumnChoice | null,
): Promise<ColumnChoice | null> {
  if (columns === null) {
    await db.deleteFrom('staff_table_columns').where('user_id', '=', userId).where('table_name', '=', table).execute();
    return null;
  }
  const choice: ColumnChoice = { order: [...new Set(columns.order)], hidden: [...new Set(columns.hidden)] };
  const json = JSON.stringify(choice);
  await db
    .insertInto('staff_table_columns')
    .values({ user_id: userId, table_name: table, columns: json })
    .onConflict((conflict) => conflict.columns(['user_id', 'table_name']).doUpdateSet({ columns: json, updated_at: sql<Date>`now()` }))
    .execute();
  return choice;
}

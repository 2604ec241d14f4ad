import { readTableColumns, saveTableColumns } from '../services/table-columns/staff-table-columns';
import { signedIn, type Handlers } from './handler';

export const TABLE_COLUMNS_SAVED = 'Your columns were saved.';

/** Each staff member's own choice of table columns (shared/src/api/contract-table-columns.ts). */
export const tableColumnHandlers = {
  /** `admin/gettablecolumns.php`: the caller's choice, or null (the default). */
  getTableColumns: async ({ data, caller, services }) => ({
    data: { table: data.table, columns: await readTableColumns(services.db, signedIn(caller).user.id, data.table) },
  }),

  /** `admin/savetablecolumns.php`: keeps the caller's choice; null goes back to the default. */
  saveTableColumns: async ({ data, caller, services }) => ({
    data: { table: data.table, columns: await saveTableColumns(services.db, signedIn(caller).user.id, data.table, data.columns) },
    msg: TABLE_COLUMNS_SAVED,
  }),
} satisfies Pick<Handlers, 'getTableColumns' | 'saveTableColumns'>;

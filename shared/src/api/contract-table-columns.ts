import { z } from 'zod';
import { CHOOSABLE_TABLES, MAX_CHOSEN_COLUMNS, isApplicantColumnKey } from '../domain/table-columns';
import { SIGNED_IN } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';

/**
 * The columns each staff member chose for a table (ours; domain/table-columns.ts),
 * kept on the server so a shared lab computer keeps each person's own.
 * Spread into `contract` in contract.ts.
 */

export const UNKNOWN_COLUMN = 'A column the applicants table does not have was named.';
export const TOO_MANY_COLUMNS = `Name at most ${MAX_CHOSEN_COLUMNS} columns.`;

const columnKeys = z.array(z.string().max(40).refine(isApplicantColumnKey, UNKNOWN_COLUMN)).max(MAX_CHOSEN_COLUMNS, TOO_MANY_COLUMNS);
const columnChoiceSchema = z.object({ order: columnKeys, hidden: columnKeys });
const tableSchema = z.enum(CHOOSABLE_TABLES);

export const tableColumnCalls = {
  getTableColumns: call({
    method: 'POST',
    path: 'admin/gettablecolumns.php',
    access: SIGNED_IN,
    request: z.object({ table: tableSchema }),
    response: answer(z.object({ table: tableSchema, columns: columnChoiceSchema.nullable() })),
    summary:
      "Ours: the caller's own choice of columns for a table (order of the movable columns, and those hidden), or null when they kept the default",
    ours: true,
  }),
  saveTableColumns: call({
    method: 'POST',
    path: 'admin/savetablecolumns.php',
    access: SIGNED_IN,
    request: z.object({ table: tableSchema, columns: columnChoiceSchema.nullable() }),
    response: answer(z.object({ table: tableSchema, columns: columnChoiceSchema.nullable() })),
    summary:
      "Ours: keep the caller's choice of columns for a table (null goes back to the default). The #, Name and Actions columns are always shown, whatever is sent",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export type TableColumnCallName = keyof typeof tableColumnCalls;

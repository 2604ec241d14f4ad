import { unstorableCharacterIn, unstorableTextMessage } from '../unstorable-text';

/** A row of a sheet: its cells, and its number as the sheet shows it (the first row is 1). */
export interface SheetRow {
  cells: readonly string[];
  row: number;
}

/**
 * The JSON calls' rule (unstorable-text.ts) for the sheet an applicant
 * import reads: the first cell holding a NUL or half of a character, named
 * by its row and its column's heading (the first row given), or null.
 * Preview and import both read the sheet through this, so what one refuses
 * the other refuses with the same sentence.
 */
export function unstorableCellProblem(rows: readonly SheetRow[]): string | null {
  const heading = rows[0]?.cells ?? [];
  for (const [index, { cells, row }] of rows.entries()) {
    for (const [column, cell] of cells.entries()) {
      const what = unstorableCharacterIn(cell);
      if (!what) continue;
      if (index === 0) return unstorableTextMessage(`Row ${row} of the file: the heading of column ${column + 1}`, what);
      // The heading row was checked first, so a title here is storable.
      const title = (heading[column] ?? '').trim();
      const field = title !== '' ? `the field "${title}"` : `the field in column ${column + 1}`;
      return unstorableTextMessage(`Row ${row} of the file: ${field}`, what);
    }
  }
  return null;
}

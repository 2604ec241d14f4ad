import { PassThrough } from 'node:stream';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import {
  ACCESS_CODE_INVALID,
  APPLICANT_FILE_COLUMNS,
  SCHOOL_CHOICE,
  applicantFieldMessages,
  applicantFieldsSchema,
  checkSsn,
  isAccessCode,
  normalizeAccessCode,
  type Applicant,
  type ApplicantFields,
  type ApplicantFileColumn,
  type Gender,
  type ImportPreview,
  type ScoreColumn,
} from '@mizan/shared';
import { badRequest } from '../errors';
import { matchSchool, restoreMobileZero, type ImportWarning, type KnownSchool } from './applicant-import-checks';
import { unstorableCellProblem } from './unstorable-cells';
import { utf16Text } from './utf16-text';

export { noSchoolNamedMessage } from './applicant-import-checks';

/**
 * Reading and writing applicant files (ours): CSV (UTF-8 with a BOM, so Excel
 * shows Arabic) through csv-parse and csv-stringify, and Excel .xlsx through
 * exceljs. Pure functions over bytes and
 * rows; applicant-import.ts and applicant-export.ts own the database.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

export const FILE_EMPTY = 'The file is empty: it has no heading row and no applicants.';
export const FILE_NO_ROWS = 'The file has a heading row but no applicants under it.';
export const FILE_UNREADABLE = 'The file could not be read as CSV or Excel (.xlsx). Save it again as one of those and retry.';
export const FILE_TOO_MANY_ROWS = 'The file has more than 20,000 applicants; split it into smaller files.';
export const MAX_IMPORT_ROWS = 20_000;

export function missingColumnsMessage(headers: string[]): string {
  return `The file has no ${headers.map((header) => `"${header}"`).join(', ')} column${headers.length > 1 ? 's' : ''}. The first row must name the columns (see the export for the layout).`;
}

// ---------------------------------------------------------------- CSV

/**
 * RFC 4180 CSV (csv-parse): quoted fields with "" for a quote, CRLF, LF or CR
 * rows, rows of any length; the delimiter is , or ; (Excel in many locales
 * saves ;), whichever the first row has more of. A quote inside an unquoted
 * field is kept as text. A quote never closed makes the file unreadable.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const firstLine = source.slice(0, source.search(/\r?\n|\r|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    // Handed over as UTF-16, the text comes back unit for unit: as a string, csv-parse would encode
    // it as UTF-8 and a half of a character would silently become U+FFFD instead of being refused.
    const units = Buffer.from(source, 'utf16le');
    return parse(units, { encoding: 'utf16le', delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(FILE_UNREADABLE);
    throw error;
  }
}

/**
 * CSV text for a file's bytes: UTF-16 as Excel's "Unicode text" saves it,
 * UTF-8 (with or without BOM), else Windows-1256 as Arabic Excel saves it.
 */
export function decodeCsv(bytes: Buffer): string {
  const utf16 = utf16Text(bytes);
  if (utf16 !== null) return utf16;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1256').decode(bytes);
  }
}

/**
 * A spreadsheet program runs a cell that starts with = + - @ as a formula
 * (CSV injection); such text gets a leading apostrophe, which Excel shows as
 * text. The import takes the apostrophe off again.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
function restoreFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/** Text of one cell in the export: numbers as they are, texts protected from formulas. */
function exportText(column: ApplicantFileColumn, applicant: Applicant): string {
  const value = applicant[column.key];
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  return neutralizeFormula(String(value));
}

/** An applicant's score at an assessment as a cell: the percent as a number, a Holland code as text, or empty. */
function scoreCell(applicant: Applicant, column: ScoreColumn): number | string | null {
  const value = applicant.scores?.[String(column.id)];
  return value === undefined ? null : value;
}

/** The heading of a score column: the assessment's name, and what the number is. */
export function scoreColumnHeader(column: ScoreColumn): string {
  return `${column.name} (${column.career ? 'Holland code' : '%'})`;
}

/** The export as CSV (csv-stringify): UTF-8 with a BOM, CRLF rows, a field quoted when it holds , ; " or a line break. */
export function applicantsCsv(applicants: readonly Applicant[], scoreColumns: readonly ScoreColumn[] = []): Buffer {
  const heading = [...APPLICANT_FILE_COLUMNS.map((column) => column.header), ...scoreColumns.map(scoreColumnHeader)].map(neutralizeFormula);
  const rows = applicants.map((applicant) => [
    ...APPLICANT_FILE_COLUMNS.map((column) => exportText(column, applicant)),
    ...scoreColumns.map((column) => {
      const value = scoreCell(applicant, column);
      return value === null ? '' : typeof value === 'number' ? String(value) : neutralizeFormula(value);
    }),
  ]);
  return Buffer.from(BOM + stringify([heading, ...rows], { record_delimiter: '\r\n', quoted_match: /[;\r\n]/ }), 'utf8');
}

// ---------------------------------------------------------------- xlsx

/**
 * The export as .xlsx, written with exceljs's streaming writer (rows are
 * committed as they go: about twice as fast as building the whole workbook
 * for 20,000 applicants, and far less memory).
 */
export async function applicantsXlsx(
  applicants: readonly Applicant[],
  title: string,
  scoreColumns: readonly ScoreColumn[] = [],
): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Mizan';
  workbook.created = new Date();
  workbook.title = title;
  const sheet = workbook.addWorksheet('Applicants', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    ...APPLICANT_FILE_COLUMNS.map((column) => ({
      header: column.header,
      key: column.key as string,
      width: column.key === 'name' || column.key === 'school' ? 32 : column.key === 'email' ? 30 : column.key === 'ssn' ? 17 : 14,
    })),
    ...scoreColumns.map((column) => ({ header: neutralizeFormula(scoreColumnHeader(column)), key: `score:${column.id}`, width: 18 })),
  ];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: APPLICANT_FILE_COLUMNS.length + scoreColumns.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const applicant of applicants) {
    sheet
      .addRow(
        Object.fromEntries([
          ...APPLICANT_FILE_COLUMNS.map((column) => {
            const value = applicant[column.key];
            // Texts stay texts (an SSN or mobile as a number would lose digits or its leading 0).
            return [column.key, value === null || value === '' ? null : typeof value === 'number' ? value : String(value)];
          }),
          ...scoreColumns.map((column) => [`score:${column.id}`, scoreCell(applicant, column)]),
        ]),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The rows of the first worksheet as texts (numbers without formatting; formulas by their result). */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest(FILE_UNREADABLE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      cells[columnNumber - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellText((value.result ?? '') as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

// ---------------------------------------------------------------- import

/** Letters and digits only, lower-cased: 'SSN(ID)' → 'ssnid', 'Prep. Score' → 'prepscore'. */
function headingKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const HEADING_TO_FIELD = new Map<string, string>();
for (const column of APPLICANT_FILE_COLUMNS) {
  if (!column.imported) continue;
  HEADING_TO_FIELD.set(headingKey(column.header), column.key);
  HEADING_TO_FIELD.set(headingKey(column.key), column.key);
}
HEADING_TO_FIELD.set('ssn', 'ssn');
HEADING_TO_FIELD.set('nationalid', 'ssn');
HEADING_TO_FIELD.set('schoolid', 'school_id');
HEADING_TO_FIELD.set('stdcode', 'std_code');
HEADING_TO_FIELD.set('unifiedcode', 'std_code');
HEADING_TO_FIELD.set('preparatoryscore', 'prep_mark');
HEADING_TO_FIELD.set('mathscore', 'math');
HEADING_TO_FIELD.set('englishscore', 'english');

const REQUIRED_COLUMNS: Array<[field: string, header: string]> = [
  ['name', 'Name'],
  ['ssn', 'SSN(ID)'],
  ['email', 'Email'],
  ['mobile', 'Mobile'],
  ['gender', 'Gender'],
  ['prep_mark', 'Prep. Score'],
  ['math', 'Math. Score'],
  ['english', 'Eng. Score'],
  ['std_code', 'Unified Code'],
];

export interface ImportedRow {
  row: number;
  values: Record<string, string>;
  messages: Array<{ field: string; message: string }>;
  /** Corrections the row is imported with (applicant-import-checks.ts). */
  warnings: ImportWarning[];
  /** Set when the row is clean. */
  applicant?: ApplicantFields;
  /** The row's access code, when the file gives one (else the database makes one). */
  accessCode?: string;
}

export interface ImportContext {
  /** Schools by lower-cased name (applicant-import-checks.ts schoolsByLowerName). */
  schoolsByName: Map<string, KnownSchool>;
  schoolIds: Set<number>;
  /** National IDs already in the database, with who holds them. */
  existing(ssns: string[]): Promise<Map<string, { id: number; name: string }>>;
}

export function duplicateInFileMessage(row: number): string {
  return `This national ID is also on row ${row} of the file`;
}
export function alreadyAnApplicantMessage(holder: { id: number; name: string }): string {
  return `An applicant with this national ID already exists: ${holder.name} (#${holder.id})`;
}

/** Gender as people write it in a sheet: male/female, m/f, ذكر/أنثى. */
function normalizeGender(text: string): string {
  const value = text.trim().toLowerCase();
  if (['male', 'm', 'ذكر'].includes(value)) return 'male';
  if (['female', 'f', 'أنثى', 'انثى', 'انثي', 'أنثي'].includes(value)) return 'female';
  return text.trim();
}

/** The cell texts of one sheet row, read through the heading. */
function rowValues(cells: string[], fields: Array<string | undefined>): Record<string, string> {
  const values: Record<string, string> = {};
  fields.forEach((field, index) => {
    if (!field) return;
    values[field] = restoreFormula((cells[index] ?? '').trim());
  });
  return values;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The old binary Excel (.xls) is an OLE2 compound file. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The bytes of an upload as sheet rows: xlsx when it is a zip, else CSV; an old .xls is unreadable. */
export async function readSheet(bytes: Buffer): Promise<string[][]> {
  if (bytes.subarray(0, ZIP.length).equals(ZIP)) return readXlsx(bytes);
  if (bytes.subarray(0, OLE2.length).equals(OLE2)) throw badRequest(FILE_UNREADABLE);
  return parseCsv(decodeCsv(bytes));
}

/**
 * Check every row: the applicant form's rules (SPEC messages), the national
 * ID, the school by name, duplicates within the file and against the
 * database. Nothing is written.
 */
export async function checkImport(bytes: Buffer, context: ImportContext): Promise<{ preview: ImportPreview; rows: ImportedRow[] }> {
  // Row numbers as the sheet shows them (the heading is row 1); blank rows are skipped.
  const sheet = (await readSheet(bytes))
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  const unstorable = unstorableCellProblem(sheet);
  if (unstorable) throw badRequest(unstorable);
  if (sheet.length === 0) throw badRequest(FILE_EMPTY);
  const [heading, ...body] = sheet;
  const fields = heading.cells.map((text) => HEADING_TO_FIELD.get(headingKey(text)));
  const missing = REQUIRED_COLUMNS.filter(([field]) => !fields.includes(field)).map(([, header]) => header);
  if (!fields.includes('school') && !fields.includes('school_id')) missing.push('School');
  if (missing.length > 0) throw badRequest(missingColumnsMessage(missing));
  if (body.length === 0) throw badRequest(FILE_NO_ROWS);
  if (body.length > MAX_IMPORT_ROWS) throw badRequest(FILE_TOO_MANY_ROWS);

  const firstRowOfSsn = new Map<string, number>();
  const rows = body.map(({ cells, row }): ImportedRow & { schoolId: number | null } => {
    const values = rowValues(cells, fields);
    values.gender = normalizeGender(values.gender ?? '');
    const messages: ImportedRow['messages'] = [];
    const warnings: ImportWarning[] = [];
    const mobile = restoreMobileZero(values.mobile ?? '');
    if (mobile.warning) {
      values.mobile = mobile.mobile;
      warnings.push(mobile.warning);
    }

    // The school: by id when the file has a school_id column, else by name.
    let schoolId: number | null = null;
    let schoolProblem: string | null = null;
    if (values.school_id) {
      const id = Number(values.school_id);
      if (context.schoolIds.has(id)) schoolId = id;
      else schoolProblem = SCHOOL_CHOICE;
    } else if (values.school) {
      const school = matchSchool(values.school, context.schoolsByName);
      if ('problem' in school) schoolProblem = school.problem;
      else {
        schoolId = school.id;
        if (school.warning) warnings.push(school.warning);
      }
    }

    const fieldMessages = applicantFieldMessages({ ...values, school_id: schoolProblem ? 1 : schoolId });
    for (const [field, message] of Object.entries(fieldMessages)) {
      messages.push({ field: field === 'school_id' ? 'school' : field, message });
    }
    if (schoolProblem) messages.push({ field: 'school', message: schoolProblem });
    const accessCode = values.access_code ? normalizeAccessCode(values.access_code) : undefined;
    if (accessCode !== undefined && !isAccessCode(accessCode)) messages.push({ field: 'access_code', message: ACCESS_CODE_INVALID });
    // The schema checks the gender against the ID only when every field is valid; a row with other problems gets it too.
    if (messages.length > 0 && !fieldMessages.ssn && !fieldMessages.gender) {
      const problem = checkSsn(values.ssn, values.gender as Gender);
      if (problem) messages.push({ field: 'ssn', message: problem });
    }
    const ssn = values.ssn ?? '';
    if (ssn !== '') {
      const first = firstRowOfSsn.get(ssn);
      if (first !== undefined) messages.push({ field: 'ssn', message: duplicateInFileMessage(first) });
      else firstRowOfSsn.set(ssn, row);
    }
    return { row, values, messages, warnings, schoolId, accessCode };
  });

  const holders = await context.existing([...firstRowOfSsn.keys()]);
  for (const row of rows) {
    const holder = holders.get(row.values.ssn ?? '');
    if (holder) row.messages.push({ field: 'ssn', message: alreadyAnApplicantMessage(holder) });
    if (row.messages.length === 0) row.applicant = applicantFieldsSchema.parse({ ...row.values, school_id: row.schoolId });
  }

  const invalid = rows.filter((row) => row.messages.length > 0).length;
  return {
    rows: rows.map(({ schoolId: _schoolId, ...row }) => row),
    preview: {
      columns: heading.cells.map((text, index) => fields[index] ?? text),
      rows: rows.map(({ row, values, messages, warnings }) => ({ row, values, messages, ...(warnings.length > 0 ? { warnings } : {}) })),
      total: rows.length,
      valid: rows.length - invalid,
      invalid,
    },
  };
}

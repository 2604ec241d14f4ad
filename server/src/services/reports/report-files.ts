import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { CSV_TYPE, XLSX_TYPE, neutralizeFormula } from '../applicant-files';
import type { ReportCell, ReportTable } from './report-table';

const BOM = '\uFEFF';

const csvCell = (cell: ReportCell) => (cell === null ? '' : typeof cell === 'number' ? String(cell) : neutralizeFormula(cell));

/** The report as CSV: UTF-8 with a BOM (so Excel shows Arabic), CRLF rows, texts that look like formulas made plain text. */
export function reportCsv(table: ReportTable): Buffer {
  const heading = table.columns.map((column) => neutralizeFormula(column.heading));
  const rows = table.rows.map((row) => row.map(csvCell));
  return Buffer.from(BOM + stringify([heading, ...rows], { record_delimiter: '\r\n', quoted_match: /[;\r\n]/ }), 'utf8');
}

/** The report as .xlsx: one sheet, the heading row bold and frozen, numbers as numbers, right to left for Arabic. */
export async function reportXlsx(table: ReportTable): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Mizan';
  workbook.created = new Date();
  workbook.title = table.title;
  // A sheet name is at most 31 characters and has none of : \ / ? * [ ].
  const sheetName = table.title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31);
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: table.language === 'ar' }],
  });
  sheet.columns = table.columns.map((column, index) => ({
    header: neutralizeFormula(column.heading),
    key: String(index),
    width: column.kind === 'name' ? 32 : column.kind === 'number' ? 12 : 20,
  }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) {
    sheet.addRow(Object.fromEntries(row.map((cell, index) => [String(index), cell]))).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The file of a report in the format asked for, with its type and name. */
export async function reportFile(
  table: ReportTable,
  format: 'csv' | 'xlsx',
  day: string,
): Promise<{ body: Buffer; contentType: string; name: string }> {
  const name = `${table.fileName}-${day}.${format}`;
  return format === 'xlsx'
    ? { body: await reportXlsx(table), contentType: XLSX_TYPE, name }
    : { body: reportCsv(table), contentType: CSV_TYPE, name };
}

import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { APPLICANT_COLUMN_NOTES, APPLICANT_FILE_COLUMNS, type ApplicantFileColumn } from '@mizan/shared';

/**
 * The blank import file a school downloads from the import dialog: the
 * columns the import reads (APPLICANT_FILE_COLUMNS, the same list
 * services/applicant-files.ts reads headings by), each explained. The .xlsx
 * has the headings (each with a note) on its first sheet, where the rows go,
 * and a "Columns" sheet explaining every column; the .csv can only hold the
 * heading row (a line of explanations would be read as an applicant).
 */

const BOM = '\uFEFF';

export function templateColumns(): ApplicantFileColumn[] {
  return APPLICANT_FILE_COLUMNS.filter((column) => column.imported);
}

export function applicantTemplateCsv(): Buffer {
  return Buffer.from(BOM + stringify([templateColumns().map((column) => column.header)], { record_delimiter: '\r\n' }), 'utf8');
}

export async function applicantTemplateXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Mizan';
  workbook.created = new Date();
  const columns = templateColumns();

  const rows = workbook.addWorksheet('Applicants', { views: [{ state: 'frozen', ySplit: 1 }] });
  rows.columns = columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.key === 'name' || column.key === 'school' || column.key === 'email' ? 30 : 16,
    // Text cells, so a national ID keeps its 14 digits and a mobile its leading 0.
    style: { numFmt: '@' },
  }));
  rows.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    const note = APPLICANT_COLUMN_NOTES[column.key];
    if (note) rows.getRow(1).getCell(index + 1).note = `${note.required ? 'Required. ' : 'Optional. '}${note.holds}`;
  });

  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 18 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'What it holds', key: 'holds', width: 100 },
    { header: 'Example', key: 'example', width: 30 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns) {
    const note = APPLICANT_COLUMN_NOTES[column.key];
    help.addRow({ header: column.header, required: note?.required ? 'Yes' : 'No', holds: note?.holds ?? '', example: note?.example ?? '' });
  }
  help.getColumn('holds').alignment = { wrapText: true, vertical: 'top' };
  help.addRow({});
  help.addRow({
    holds:
      'One applicant per row of the Applicants sheet, under the heading row. Keep the headings; the order of the columns does not matter.',
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

import ExcelJS from 'exceljs';
import type { ImportPreview } from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { FILE_UNREADABLE } from '../services/applicant-files';
import { freshSsn } from '../test-support/applicant-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

/**
 * Applicant files hold text the database cannot store (a NUL, half of a
 * character) or come in UTF-16: the preview and the import judge them the
 * same way, as the JSON calls do, and never answer 500.
 */

const HEADING = ['Name', 'SSN(ID)', 'Email', 'Mobile', 'Gender', 'School', 'Prep. Score', 'Math. Score', 'Eng. Score', 'Unified Code'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NUL = String.fromCharCode(0);
const NUL_REFUSED = 'contains the NUL character (U+0000), which cannot be stored. Remove it and try again.';
const HALF_REFUSED = (code: string) => `contains half of a character (U+${code}), which is not valid text. Remove it and try again.`;

function row(name: string, school: string = SEED_SCHOOLS[1]): string[] {
  return [
    name,
    freshSsn('female', '2012-04-04', '13'),
    'text@families.example',
    '01234567890',
    'female',
    school,
    '91',
    '87',
    '93',
    'TXT-1',
  ];
}

function csvText(rows: string[][], heading = HEADING): string {
  return `${[heading, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

function utf16be(text: string): Buffer {
  return Buffer.from(text, 'utf16le').swap16();
}

/** An .xlsx whose cells hold these texts; exceljs reads `_x0000_` in a cell as the character U+0000, as Excel does. */
async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Applicants');
  for (const cells of [HEADING, ...rows]) sheet.addRow(cells);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabases())('applicant files with unstorable text or in UTF-16 on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType, 'x-sign': SIGN },
      payload: body,
    });
  const count = async (table: 'applicants' | 'audit_log') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Preview, import and import dropping bad rows all answer 400 with `message`, and nothing is written. */
  async function expectRefusedEverywhere(body: Buffer, contentType: string, message: string) {
    const before = { applicants: await count('applicants'), audit: await count('audit_log') };
    for (const path of ['admin/importapplicants-preview', 'admin/importapplicants', 'admin/importapplicants?drop_invalid=1']) {
      const response = await post(path, body, contentType);
      expect({ path, status: response.statusCode, msg: response.json<{ msg: string }>().msg }).toEqual({ path, status: 400, msg: message });
    }
    expect({ applicants: await count('applicants'), audit: await count('audit_log') }).toEqual(before);
  }

  it('refuses a CSV whose cell holds a NUL, naming the row and the column, in the preview and the import alike', async () => {
    const body = Buffer.from(csvText([row('Clean Person'), row(`Nul${NUL}Person`)]), 'utf8');
    await expectRefusedEverywhere(body, 'text/csv', `Row 3 of the file: the field "Name" ${NUL_REFUSED}`);
  });

  it('names the heading when the heading row holds a NUL', async () => {
    const heading = HEADING.map((title, index) => (index === 1 ? `SSN${NUL}(ID)` : title));
    await expectRefusedEverywhere(
      Buffer.from(csvText([row('Some One')], heading), 'utf8'),
      'text/csv',
      `Row 1 of the file: the heading of column 2 ${NUL_REFUSED}`,
    );
  });

  it('refuses an .xlsx cell holding a NUL or half of a character', async () => {
    await expectRefusedEverywhere(
      await xlsxOf([row('Clean Person'), row('Nul_x0000_Person')]),
      XLSX,
      `Row 3 of the file: the field "Name" ${NUL_REFUSED}`,
    );
    await expectRefusedEverywhere(
      await xlsxOf([row('Half Person', `${SEED_SCHOOLS[1]}_xD83D_`)]),
      XLSX,
      `Row 2 of the file: the field "School" ${HALF_REFUSED('D83D')}`,
    );
  });

  it('reads UTF-16 CSV, little-endian without a byte order mark (Excel\'s "Unicode text") and big-endian with one, and imports what it previews', async () => {
    const arabicName = 'مريم أحمد سعيد';
    for (const [label, body] of [
      ['UTF-16LE without BOM', Buffer.from(csvText([row(arabicName), row('Latin Name')]), 'utf16le')],
      ['UTF-16BE with BOM', utf16be(`\uFEFF${csvText([row(arabicName), row('Latin Name')])}`)],
    ] as const) {
      const preview = await post('admin/importapplicants-preview', body, 'text/csv');
      expect({ label, status: preview.statusCode }).toEqual({ label, status: 200 });
      const shown = preview.json<{ data: ImportPreview }>().data;
      expect({ label, valid: shown.valid, invalid: shown.invalid, names: shown.rows.map((r) => r.values.name) }).toEqual({
        label,
        valid: 2,
        invalid: 0,
        names: [arabicName, 'Latin Name'],
      });
      const ssns = shown.rows.map((r) => r.values.ssn);

      const imported = await post('admin/importapplicants', body, 'text/csv');
      expect({ label, status: imported.statusCode, data: imported.json<{ data: unknown }>().data }).toEqual({
        label,
        status: 200,
        data: { imported: 2, dropped: 0 },
      });
      const stored = await t.database.db.selectFrom('applicants').select(['name', 'ssn']).where('ssn', 'in', ssns).orderBy('id').execute();
      expect(stored.map((applicant) => applicant.name)).toEqual([arabicName, 'Latin Name']);
    }
  });

  it('refuses a UTF-16 CSV holding half of a character, naming the row and the column', async () => {
    const body = Buffer.from(csvText([row('Clean Person'), row('Half \uD800 Person')]), 'utf16le');
    await expectRefusedEverywhere(body, 'text/csv', `Row 3 of the file: the field "Name" ${HALF_REFUSED('D800')}`);
  });

  it('refuses an old binary Excel file (.xls) as unreadable rather than reading its bytes as text', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    await expectRefusedEverywhere(xls, 'application/vnd.ms-excel', FILE_UNREADABLE);
  });
});

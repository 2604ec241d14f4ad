import ExcelJS from 'exceljs';
import {
  APPLICANT_COLUMN_NOTES,
  APPLICANT_FILE_COLUMNS,
  checkEmail,
  checkMobile,
  checkSsn,
  type Gender,
  type ImportPreview,
} from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { FILE_NO_ROWS, parseCsv } from '../services/applicant-files';
import { mobileZeroAddedMessage, schoolCapitalsMessage } from '../services/applicant-import-checks';
import { freshSsn } from '../test-support/applicant-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { TEMPLATE_FORMAT_INVALID } from './applicant-template';

jest.setTimeout(120_000);

const IMPORTED = APPLICANT_FILE_COLUMNS.filter((column) => column.imported);

describe('the column notes', () => {
  test("explain every column the import reads, and their examples pass the import's own rules", () => {
    for (const column of IMPORTED) expect(APPLICANT_COLUMN_NOTES[column.key]?.holds).toEqual(expect.any(String));
    const example = (key: keyof typeof APPLICANT_COLUMN_NOTES) => APPLICANT_COLUMN_NOTES[key]?.example ?? '';
    expect(checkSsn(example('ssn'), example('gender') as Gender)).toBeNull();
    expect(checkMobile(example('mobile'))).toBeNull();
    expect(checkEmail(example('email'))).toBeNull();
    expect(SEED_SCHOOLS).toContain(example('school'));
  });

  test('say what job chooses: the interview form, by the same bounds as the forms', () => {
    expect(APPLICANT_COLUMN_NOTES.job?.holds).toMatch(
      /below 3 the early-childhood form \(12 criteria\), 3 to 11 the short form \(7 criteria\), above 11 the detailed form \(21 criteria\)/,
    );
  });
});

describe.each(testDatabases())('the import template and the preview flags on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const template = (format: string, token: string | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/applicanttemplate?format=${format}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const preview = async (body: Buffer, contentType = 'text/csv') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/importapplicants-preview',
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType, 'x-sign': SIGN },
      payload: body,
    });
    return response;
  };

  test('the CSV template is the heading row of every column the import reads, and the import reads it back', async () => {
    const response = await template('csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/applicants-template\.csv/);
    expect(parseCsv(response.body)).toEqual([IMPORTED.map((column) => column.header)]);
    // Every required column is there: the import's only complaint is that no applicant is under the heading.
    const back = await preview(response.rawPayload);
    expect(back.statusCode).toBe(400);
    expect(back.json<{ msg: string }>().msg).toBe(FILE_NO_ROWS);
  });

  test('the .xlsx template has the headings to fill in and a Columns sheet explaining each one', async () => {
    const response = await template('xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [rows, help] = workbook.worksheets;
    expect(rows.name).toBe('Applicants');
    expect((rows.getRow(1).values as unknown[]).slice(1)).toEqual(IMPORTED.map((column) => column.header));
    expect(rows.rowCount).toBe(1);
    expect(String(rows.getRow(1).getCell(IMPORTED.findIndex((c) => c.key === 'job') + 1).note)).toMatch(/interview form/);
    expect(help.name).toBe('Columns');
    const explained = new Map<string, string>();
    help.eachRow((row) => explained.set(String(row.getCell(1).value ?? ''), String(row.getCell(3).value ?? '')));
    for (const column of IMPORTED) expect(explained.get(column.header)).toBe(APPLICANT_COLUMN_NOTES[column.key]?.holds);
    expect(explained.get('Job')).toMatch(/For a Grade 7 applicant write 7, not 2/);
  });

  test('needs a sign-in with the import flag, and a known format', async () => {
    expect((await template('csv', null)).statusCode).toBe(401);
    const teacher = await t.signIn('teacher', t.accounts.teacher.password);
    expect((await template('csv', teacher)).statusCode).toBe(403);
    const bad = await template('pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ msg: string }>().msg).toContain(TEMPLATE_FORMAT_INVALID);
  });

  test('the preview flags a school name in other capitals and a 10-digit mobile, and refuses a mobile of another length', async () => {
    const heading = ['Name', 'SSN(ID)', 'Email', 'Mobile', 'Gender', 'School', 'Prep. Score', 'Math. Score', 'Eng. Score', 'Unified Code'];
    const school = SEED_SCHOOLS[0];
    const line = (mobile: string, schoolName: string) =>
      [
        'Flag Person',
        freshSsn('female', '2012-04-04', '13'),
        'flag@example.com',
        mobile,
        'female',
        schoolName,
        '90',
        '90',
        '90',
        'U-1',
      ].join(',');
    const csv = Buffer.from(
      [
        heading.join(','),
        line('01012345678', school),
        line('01012345678', school.toLowerCase()),
        line('1012345678', school),
        line('010123456789', school),
      ].join('\r\n'),
    );
    const response = await preview(csv);
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: ImportPreview }>().data;
    expect(data.rows.map((row) => [row.row, row.messages, row.warnings ?? []])).toEqual([
      [2, [], []],
      [3, [], [{ field: 'school', message: schoolCapitalsMessage(school.toLowerCase(), school) }]],
      [4, [], [{ field: 'mobile', message: mobileZeroAddedMessage('1012345678') }]],
      [5, [{ field: 'mobile', message: 'Must be 11 characters' }], []],
    ]);
    expect(data.rows[2].values.mobile).toBe('01012345678');
  });
});

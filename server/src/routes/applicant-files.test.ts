import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  applicantFilterSchema,
  APPLICANT_FILE_COLUMNS,
  INVALID_EMAIL,
  NATIONAL_ID_FEMALE_BUT_MALE,
  NATIONAL_ID_GOVERNORATE,
  scoreRangeMessage,
  type Applicant,
  type ImportPreview,
} from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import {
  alreadyAnApplicantMessage,
  duplicateInFileMessage,
  FILE_EMPTY,
  missingColumnsMessage,
  noSchoolNamedMessage,
  parseCsv,
} from '../services/applicant-files';
import { findApplicants } from '../services/applicant-records';
import { EVERY_ASSESSMENT } from '../services/assessment-records';
import { freshSsn } from '../test-support/applicant-fixtures';
import { SIGN, TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { importRefusedMessage } from '../services/applicant-import';
import { IMPORT_TOO_LARGE, IMPORT_TYPE_REFUSED, importedMessage } from './applicant-files';

jest.setTimeout(120_000);

const HEADING = [
  'Name',
  'SSN(ID)',
  'Email',
  'Mobile',
  'Gender',
  'School',
  'Prep. Score',
  'Math. Score',
  'Eng. Score',
  'Unified Code',
  'Job',
];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = Record<(typeof HEADING)[number], string>;

function row(overrides: Partial<Row> = {}): Row {
  return {
    Name: 'Imported Person',
    'SSN(ID)': freshSsn('female', '2012-04-04', '13'),
    Email: 'imported@families.example',
    Mobile: '01234567890',
    Gender: 'female',
    School: SEED_SCHOOLS[1],
    'Prep. Score': '91',
    'Math. Score': '87.5',
    'Eng. Score': '93',
    'Unified Code': 'IMP-1',
    Job: '4',
    ...overrides,
  };
}

function csvOf(rows: Row[], heading = HEADING, delimiter = ','): Buffer {
  const quote = (value: string) => (/[",;\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [heading.join(delimiter), ...rows.map((r) => heading.map((h) => quote(r[h] ?? '')).join(delimiter))];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function xlsxOf(rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(HEADING);
  // Numbers as a spreadsheet keeps them: the SSN a number, the mobile a number that lost its 0.
  for (const r of rows) {
    sheet.addRow(HEADING.map((h) => (h === 'SSN(ID)' || h === 'Mobile' || h.endsWith('Score') ? Number(r[h]) : r[h])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.each(testDatabases())('applicant import and export on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (path: string, body: Buffer, contentType = 'text/csv', headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers: { authorization: `Bearer ${admin}`, 'content-type': contentType, 'x-sign': SIGN, ...headers },
      payload: body,
    });
  const preview = async (body: Buffer, contentType = 'text/csv') => {
    const response = await post('admin/importapplicants-preview', body, contentType);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: ImportPreview }>().data;
  };
  const exportFile = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/exportapplicants?${query}`, headers: { authorization: `Bearer ${admin}` } });
  const count = async (table: 'applicants' | 'audit_log' = 'applicants') =>
    Number(
      (
        await t.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The applicants as stored (unmasked), filtered and sorted like the list: what an export by a viewer who may reveal IDs holds. */
  const list = async (query: Record<string, string> = {}): Promise<Applicant[]> =>
    findApplicants(t.database.db, applicantFilterSchema.parse(query), EVERY_ASSESSMENT);

  describe('preview', () => {
    test('marks every bad row with each of its messages, passes the clean ones, and imports nothing', async () => {
      const existing = (await list())[0];
      const twin = row({ Name: 'Twin One' });
      const rows = [
        row({ Name: 'Clean Row' }),
        row({ Name: '', Email: 'not-an-address', 'Math. Score': '120' }),
        row({ Gender: 'male' }),
        row({ 'SSN(ID)': '29001012012345' }),
        row({ School: 'Hogwarts' }),
        twin,
        { ...twin, Name: 'Twin Two' },
        row({ 'SSN(ID)': existing.ssn, Gender: existing.gender }),
      ];
      const before = { applicants: await count(), audit: await count('audit_log') };
      const data = await preview(csvOf(rows));
      expect(data).toMatchObject({ total: 8, valid: 2, invalid: 6 });
      expect(data.columns).toEqual([
        'name',
        'ssn',
        'email',
        'mobile',
        'gender',
        'school',
        'prep_mark',
        'math',
        'english',
        'std_code',
        'job',
      ]);
      expect(data.rows.map((r) => [r.row, r.messages])).toEqual([
        [2, []],
        [
          3,
          [
            { field: 'name', message: 'Required' },
            { field: 'email', message: INVALID_EMAIL },
            { field: 'math', message: scoreRangeMessage() },
          ],
        ],
        [4, [{ field: 'ssn', message: NATIONAL_ID_FEMALE_BUT_MALE }]],
        [5, [{ field: 'ssn', message: NATIONAL_ID_GOVERNORATE }]],
        [6, [{ field: 'school', message: noSchoolNamedMessage('Hogwarts') }]],
        [7, []],
        [8, [{ field: 'ssn', message: duplicateInFileMessage(7) }]],
        [9, [{ field: 'ssn', message: alreadyAnApplicantMessage({ id: existing.id, name: existing.name }) }]],
      ]);
      expect(data.rows[0].values).toMatchObject({ name: 'Clean Row', school: SEED_SCHOOLS[1], math: '87.5' });
      expect({ applicants: await count(), audit: await count('audit_log') }).toEqual(before);
    });

    test('reads .xlsx the same way; numbers stay whole (14-digit SSN) and a mobile that lost its leading 0 gets it back', async () => {
      const rows = [row({ Name: 'محمد عبد الرحمن', Gender: 'male', 'SSN(ID)': freshSsn('male') }), row({ 'Eng. Score': '101' })];
      const data = await preview(await xlsxOf(rows), XLSX);
      expect(data.rows.map((r) => r.messages)).toEqual([[], [{ field: 'english', message: scoreRangeMessage() }]]);
      expect(data.rows[0].values).toMatchObject({ name: 'محمد عبد الرحمن', ssn: rows[0]['SSN(ID)'], mobile: '01234567890' });
    });

    test('reads CSV from Arabic Excel: semicolons, Windows-1256, Arabic gender words, blank lines skipped', async () => {
      const text = csvOf([row({ Name: 'ليلى حسن', Gender: 'أنثى' })], HEADING, ';')
        .toString('utf8')
        .replace('\r\n', '\r\n\r\n');
      const data = await preview(encode1256(text), 'application/vnd.ms-excel');
      expect(data.total).toBe(1);
      expect(data.rows[0]).toMatchObject({ row: 3, messages: [] });
      expect(data.rows[0].values).toMatchObject({ name: 'ليلى حسن', gender: 'female' });
    });

    test.each([
      [
        'a file without the SSN(ID) and School columns',
        csvOf(
          [row()],
          HEADING.filter((h) => h !== 'SSN(ID)' && h !== 'School'),
        ),
        missingColumnsMessage(['SSN(ID)', 'School']),
      ],
      ['an empty file', Buffer.from('\uFEFF\r\n'), FILE_EMPTY],
    ])('%s answers 400', async (_case, body, message) => {
      const response = await post('admin/importapplicants-preview', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: message });
    });

    test('a JSON body answers 400, a body over 5 MB 413', async () => {
      const json = await post('admin/importapplicants-preview', Buffer.from('{}'), 'application/json');
      expect(json.statusCode).toBe(400);
      expect(json.json()).toEqual({ msg: IMPORT_TYPE_REFUSED });
      const large = await post('admin/importapplicants-preview', Buffer.alloc(5 * 1024 * 1024 + 1, 0x41));
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ msg: IMPORT_TOO_LARGE });
    });
  });

  describe('import', () => {
    test('refuses a file with a bad row: 400, and nothing is imported', async () => {
      const before = await count();
      const response = await post('admin/importapplicants', csvOf([row(), row({ Mobile: '123' })]));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: importRefusedMessage(1) });
      expect(await count()).toBe(before);
    });

    test('with drop_invalid=1 imports the clean rows only, in one go, each audited', async () => {
      const good = [row({ Name: 'Kept One' }), row({ Name: 'Kept Two', Gender: 'male', 'SSN(ID)': freshSsn('male') })];
      const before = await count();
      const response = await post('admin/importapplicants?drop_invalid=1', csvOf([good[0], row({ Email: 'x' }), good[1]]));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { imported: 2, dropped: 1 }, msg: importedMessage(2, 1) });
      expect(await count()).toBe(before + 2);
      const kept = await list({ search: 'kept' });
      expect(kept.map((a) => [a.name, a.ssn, a.school, a.math, a.job])).toEqual([
        ['Kept One', good[0]['SSN(ID)'], SEED_SCHOOLS[1], 87.5, 4],
        ['Kept Two', good[1]['SSN(ID)'], SEED_SCHOOLS[1], 87.5, 4],
      ]);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .selectAll()
        .where('action', '=', 'applicant.add')
        .where('subject_id', '=', String(kept[0].id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0].details).toMatchObject({ name: 'Kept One', via: 'import' });

      // The same file again: every row is now a duplicate of the database.
      const again = await preview(csvOf(good));
      expect(again.rows.map((r) => r.messages)).toEqual(
        kept.map((a) => [{ field: 'ssn', message: alreadyAnApplicantMessage({ id: a.id, name: a.name }) }]),
      );
      expect((await post('admin/importapplicants', csvOf(good))).statusCode).toBe(400);
    });

    test('is all or nothing: a failure on row 601 (after 500 rows went in) takes every row back out', async () => {
      // A trigger refuses one name, so the database fails in the middle of the transaction.
      await sql`create function refuse_boom() returns trigger language plpgsql as $$ begin if new.name = 'Boom Boom' then raise exception 'boom'; end if; return new; end $$`.execute(
        t.database.db,
      );
      await sql`create trigger refuse_boom before insert on applicants for each row execute function refuse_boom()`.execute(t.database.db);
      try {
        const rows = Array.from({ length: 700 }, (_, index) =>
          row({ Name: index === 600 ? 'Boom Boom' : `Bulk ${index}`, 'SSN(ID)': freshSsn('female') }),
        );
        const before = { applicants: await count(), audit: await count('audit_log') };
        const response = await post('admin/importapplicants', csvOf(rows));
        expect(response.statusCode).toBe(500);
        expect({ applicants: await count(), audit: await count('audit_log') }).toEqual(before);
        expect(await list({ search: 'bulk 1' })).toEqual([]);
      } finally {
        await sql`drop trigger refuse_boom on applicants`.execute(t.database.db);
        await sql`drop function refuse_boom()`.execute(t.database.db);
      }
      // Without the trigger the same kind of file goes in whole.
      const rows = Array.from({ length: 700 }, (_, index) => row({ Name: `Bulk ${index}`, 'SSN(ID)': freshSsn('female') }));
      const response = await post('admin/importapplicants', csvOf(rows));
      expect(response.json()).toEqual({ data: { imported: 700, dropped: 0 }, msg: importedMessage(700, 0) });
    });
  });

  describe('export', () => {
    test('CSV: UTF-8 with BOM, attachment, the table columns, filtered and sorted like the list, Arabic intact, formulas neutralised', async () => {
      await t.call(
        'saveApplicant',
        {
          name: '=HYPERLINK("http://evil.example")',
          ssn: freshSsn('female'),
          email: 'formula@example.com',
          mobile: '01000000000',
          prep_mark: 50,
          math: 50,
          english: 50,
          std_code: '+1',
          gender: 'female',
          school_id: 1,
        },
        { token: admin },
      );
      const response = await exportFile('format=csv&gender=female&sort=name');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"/);
      const raw = response.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(raw.toString('utf8'));
      expect(rows[0]).toEqual(APPLICANT_FILE_COLUMNS.map((c) => c.header));
      const expected = await list({ gender: 'female', sort: 'name' });
      expect(rows.slice(1)).toHaveLength(expected.length);
      expect(rows.slice(1).map((r) => r[1])).toEqual(expected.map((a) => (a.name.startsWith('=') ? `'${a.name}` : a.name)));
      expect(rows.slice(1).map((r) => r[3])).toEqual(expected.map((a) => a.ssn));
      expect(rows.some((r) => r[1] === 'مريم أحمد حسين')).toBe(true);
      expect(rows.find((r) => r[2] === 'formula@example.com')?.slice(1, 11)).toEqual([
        `'=HYPERLINK("http://evil.example")`,
        'formula@example.com',
        expect.any(String),
        '01000000000',
        'female',
        SEED_SCHOOLS[0],
        '50',
        '50',
        '50',
        "'+1",
      ]);
    });

    test('CSV round trip: importing the export finds every column again; each row is only a duplicate of itself', async () => {
      const response = await exportFile('format=csv&school_id=3');
      const expected = await list({ school_id: '3' });
      const data = await preview(response.rawPayload);
      expect(data.total).toBe(expected.length);
      expect(data.rows.map((r) => r.messages)).toEqual(
        expected.map((a) => [{ field: 'ssn', message: alreadyAnApplicantMessage({ id: a.id, name: a.name }) }]),
      );
      expect(data.rows.map((r) => r.values.name)).toEqual(expected.map((a) => a.name));
    });

    test('xlsx: read back with exceljs, the same applicants with texts as texts and numbers as numbers', async () => {
      const response = await exportFile('format=xlsx&enrolled=Yes');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.xlsx"/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Applicants');
      if (!sheet) throw new Error('no Applicants sheet');
      const expected = await list({ enrolled: 'Yes' });
      expect(expected.length).toBeGreaterThan(0);
      expect(sheet.rowCount).toBe(expected.length + 1);
      expect(sheet.getRow(1).values).toEqual([undefined, ...APPLICANT_FILE_COLUMNS.map((c) => c.header)]);
      expected.forEach((applicant, index) => {
        const values = sheet.getRow(index + 2).values as unknown[];
        expect(values.slice(1)).toEqual(
          APPLICANT_FILE_COLUMNS.map((c) => {
            const value = applicant[c.key];
            return value === null || value === '' ? undefined : value;
          }),
        );
        expect(typeof values[4]).toBe('string'); // SSN(ID)
      });
    });

    test('an unknown format answers 400', async () => {
      const response = await exportFile('format=pdf');
      expect(response.statusCode).toBe(400);
    });
  });
});

/** Windows-1256 bytes for Arabic text (what Arabic Excel writes for "CSV"). */
function encode1256(text: string): Buffer {
  const decoder = new TextDecoder('windows-1256');
  const table = new Map<string, number>();
  for (let byte = 0; byte < 256; byte += 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    [...text].map((character) => {
      const byte = table.get(character);
      if (byte === undefined) throw new Error(`Not in Windows-1256: ${character}`);
      return byte;
    }),
  );
}

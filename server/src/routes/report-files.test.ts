import ExcelJS from 'exceljs';
import { meritListPrintPath, rawCalls, roundPrintPath } from '@mizan/shared';
import { addRankedSchool, addRound, daysFromNow } from '../test-support/admission-fixtures';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { missingFlagMessage } from '../services/authenticate';
import { escapeHtml } from '../print/html';
import { REPORT_QUERY_INVALID } from '../print/report-routes';
import { apiUrl } from './register-contract';

jest.setTimeout(180_000);

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheet, rows };
}

const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe.each(testDatabases())('the merit list and an admission round as files and printed pages on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let downloader: string;
  let clerk: string;
  let schoolId: number;
  let applicantIds: number[];
  let roundId: number;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    downloader = await signInWithFlags(t, admin, 'report-reader', ['download']);
    clerk = await signInWithFlags(t, admin, 'report-clerk', ['updateinfo']);
    ({ schoolId, applicantIds } = await addRankedSchool(t, 'Report <b>School</b>', 5));
    await t.database.db.updateTable('applicants').set({ name: '=HYPERLINK("x") <i>First</i>' }).where('id', '=', applicantIds[0]).execute();
    const settings = await t.call(
      'saveMeritSettings',
      { weights: { prep: 1, math: 1, english: 1, interview: 1, cmatch: 0 }, seats: [{ school_id: schoolId, seats: 3 }] },
      { token: admin },
    );
    expect(settings.statusCode).toBe(200);
    const round = await addRound(t, admin, { name: 'June round', school_id: schoolId, offer_deadline: daysFromNow(10) });
    roundId = round.id;
    const preview = await t.call('previewDecisions', { roundId, action: 'offers', waitlist: 1 }, { token: admin });
    expect(preview.statusCode).toBe(200);
    const previewId = preview.json<{ data: { previewId: string } }>().data.previewId;
    expect((await t.call('commitDecisions', { roundId, previewId }, { token: admin })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const print = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { quiztoken: cookie } } : {}) });

  test('the merit list as CSV: UTF-8 with a BOM, rank order, the cut-off marked, a formula-like name made plain text', async () => {
    const response = await get(`${apiUrl(rawCalls.exportMeritList)}?school_id=${schoolId}&format=csv`, downloader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="merit-list-school-${schoolId}-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [heading, ...rows] = csvRows(response.body);
    expect(heading).toEqual([
      'Rank',
      '#',
      'Name',
      'Total (100)',
      'Prep. Score',
      'Math. Score',
      'Eng. Score',
      'Interview',
      'Career match',
      'Seat',
    ]);
    expect(rows.map((row) => row[0])).toEqual(['1', '2', '3', '4', '5']);
    expect(rows.map((row) => Number(row[1]))).toEqual(applicantIds);
    // Quoted as CSV quotes a field with a quote in it; the leading apostrophe keeps a spreadsheet from running it.
    expect(rows[0][2]).toBe('"\'=HYPERLINK(""x"") <i>First</i>"');
    expect(rows.map((row) => row[9])).toEqual(['Within seats', 'Within seats', 'Within seats', 'Below the cut-off', '']);
  });

  test('the merit list as .xlsx in Arabic: Arabic headings, the sheet right to left, numbers as numbers', async () => {
    const response = await get(`${apiUrl(rawCalls.exportMeritList)}?school_id=${schoolId}&format=xlsx&lang=ar`, downloader);
    expect(response.statusCode).toBe(200);
    const { sheet, rows } = await sheetOf(response.rawPayload);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true });
    expect(rows[0].slice(0, 4)).toEqual(['الترتيب', 'الرقم', 'الاسم', 'المجموع (100)']);
    expect(rows[0].at(-1)).toBe('المقعد');
    expect(rows[1][0]).toBe(1);
    expect(typeof rows[1][3]).toBe('number');
    expect(rows[1].at(-1)).toBe('ضمن المقاعد');
    expect(rows).toHaveLength(6);
  });

  test('the merit list file is refused as the list is: no flag 403, an unknown school 404, a bad format 400', async () => {
    const unflagged = await get(`${apiUrl(rawCalls.exportMeritList)}?school_id=${schoolId}`, clerk);
    expect(unflagged.statusCode).toBe(403);
    expect(unflagged.json()).toEqual({ msg: missingFlagMessage('download') });
    expect((await get(`${apiUrl(rawCalls.exportMeritList)}?school_id=999999`, downloader)).statusCode).toBe(404);
    for (const query of ['school_id=abc', `school_id=${schoolId}&format=pdf`, `school_id=${schoolId}%00`]) {
      const response = await get(`${apiUrl(rawCalls.exportMeritList)}?${query}`, downloader);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json<{ msg: string }>().msg).toBe('string');
    }
  });

  test('the merit list prints on A4 in English and in Arabic right to left, names escaped, the last seat lined', async () => {
    const english = await print(meritListPrintPath(schoolId), downloader);
    expect(english.statusCode).toBe(200);
    expect(english.headers['cache-control']).toBe('no-store');
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('<h1 dir="auto">Merit list: Report &lt;b&gt;School&lt;/b&gt;</h1>');
    expect(english.body).toContain('=HYPERLINK(&quot;x&quot;) &lt;i&gt;First&lt;/i&gt;');
    expect(english.body).not.toContain('<i>First</i>');
    expect(english.body.match(/<tr class="cut">/g)).toHaveLength(1);
    expect(english.body).toContain(`href="?school=${schoolId}&amp;lang=ar"`);
    const arabic = await print(meritListPrintPath(schoolId, 'ar'), downloader);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('قائمة الترتيب حسب الجدارة');
    expect(arabic.body).toContain('<th class="num">الترتيب</th>');
  });

  test('the printed merit list asks for the cookie, the flag and a school', async () => {
    expect((await print(meritListPrintPath(schoolId))).statusCode).toBe(401);
    const refused = await print(meritListPrintPath(schoolId), clerk);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('applicant 2');
    const noSchool = await print('/print/merit', downloader);
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.body).toContain(escapeHtml(REPORT_QUERY_INVALID.meritList));
    expect((await print(meritListPrintPath(999_999), downloader)).statusCode).toBe(404);
  });

  test("a round's decisions as CSV and .xlsx: merit order, each decision and the waitlist position", async () => {
    const csv = await get(`${apiUrl(rawCalls.exportRound)}?round_id=${roundId}&format=csv`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`admission-round-${roundId}-\\d{4}-\\d{2}-\\d{2}\\.csv`));
    const [heading, ...rows] = csvRows(csv.body);
    expect(heading).toEqual(['School', 'Rank', '#', 'Name', 'Total (100)', 'Decision', 'Waitlist position', 'Offer deadline']);
    expect(rows.map((row) => [Number(row[2]), row[5], row[6]])).toEqual([
      [applicantIds[0], 'Offered a place', ''],
      [applicantIds[1], 'Offered a place', ''],
      [applicantIds[2], 'Offered a place', ''],
      [applicantIds[3], 'Waiting list', '1'],
      [applicantIds[4], 'Not admitted', ''],
    ]);
    expect(rows[0][7]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);

    const xlsx = await get(`${apiUrl(rawCalls.exportRound)}?round_id=${roundId}&format=xlsx&lang=ar`, admin);
    expect(xlsx.statusCode).toBe(200);
    const { rows: sheetRows } = await sheetOf(xlsx.rawPayload);
    expect(sheetRows[0][5]).toBe('القرار');
    expect(sheetRows.slice(1).map((row) => row[5])).toEqual([
      'عُرض عليه مقعد',
      'عُرض عليه مقعد',
      'عُرض عليه مقعد',
      'قائمة الانتظار',
      'لم يُقبل',
    ]);
  });

  test('a round needs the decide flag, and an unknown round is 404', async () => {
    const refused = await get(`${apiUrl(rawCalls.exportRound)}?round_id=${roundId}`, downloader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: missingFlagMessage('decide') });
    expect((await get(`${apiUrl(rawCalls.exportRound)}?round_id=999999`, admin)).statusCode).toBe(404);
    expect((await print(roundPrintPath(roundId), downloader)).statusCode).toBe(403);
  });

  test('a round prints on A4 in English and Arabic', async () => {
    const english = await print(roundPrintPath(roundId), admin);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Admission round: June round');
    expect(english.body).toContain('Waiting list');
    const arabic = await print(roundPrintPath(roundId, 'ar'), admin);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('جولة القبول: June round');
    expect(arabic.body).toContain('قائمة الانتظار');
    expect((await print('/print/round?round=x', admin)).statusCode).toBe(400);
  });
});

import type { Applicant } from '@mizan/shared';
import { findApplicants } from '../services/applicant-records';
import { EVERY_ASSESSMENT } from '../services/assessment-records';
import { signInWithFlags } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { escapeHtml } from './html';
import { PRINT_WORDS_AR } from './print-text-ar';

jest.setTimeout(120_000);

const ARABIC_TITLES: Record<string, string> = {
  '/print/p': 'النتائج النهائية',
  '/print/enrolled': 'الالتحاق حسب المدرسة',
  '/print/m': 'جميع الطلاب',
  '/print/f': 'جميع الطالبات',
  '/print/st': 'الإحصاءات',
};
const PAGES = Object.keys(ARABIC_TITLES);

/**
 * What a reader sees of the page's own words: the body's text without what
 * staff typed (names, schools, careers, codes: dir="auto"), the printer's
 * name (<bdi>), the charts (tested apart) and the link to the English page.
 */
function chrome(body: string): string {
  return body
    .replace(/^[\s\S]*<body>/, '')
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<(td|span|bdi)( [^>]*)? dir="auto"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<bdi>[\s\S]*?<\/bdi>/g, ' ')
    .replace(/<a class="language"[^>]*>[\s\S]*?<\/a>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
}

/** Latin words left in the Arabic chrome, less the keys named in the hint (Ctrl+P, ⌘P) and the paper size. */
const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z0-9.()?]*/g) ?? []).filter((word) => !['Ctrl', 'P', 'A4'].includes(word));

describe.each(testDatabases())('print pages in Arabic on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let downloader: string;
  let applicants: Applicant[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    downloader = await signInWithFlags(t, admin, 'printer', ['download']);
    applicants = await findApplicants(t.database.db, {}, EVERY_ASSESSMENT);
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { cookies: { quiztoken: cookie } } : {}) });

  test.each(PAGES)('%s?lang=ar is the same report in Arabic, right to left, with no English chrome', async (url) => {
    const response = await open(`${url}?lang=ar`, admin);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="ar" dir="rtl">');
    expect(body).toContain(`<title>${ARABIC_TITLES[url]} — ميزان</title>`);
    expect(body).toContain(`<h1>${ARABIC_TITLES[url]}</h1>`);
    expect(body).toContain('<button type="button" id="print-button" class="print-button" hidden>طباعة</button>');
    expect(body).toMatch(/طُبع في \d{1,2} [\u0600-\u06FF]+ \d{4}/);
    expect(body).toContain('@bottom-right { content: "صفحة " counter(page) " من " counter(pages); }');
    expect(body).toContain('<a class="language" href="?lang=en" lang="en" hreflang="en">English</a>');
    expect(latinWords(chrome(body))).toEqual([]);
    // The same applicants as the English report: the data is not translated, only the words around it.
    const english = (await open(url, admin)).body;
    const ids = (page: string) => applicants.filter((a) => page.includes(a.ssn)).map((a) => a.id);
    expect(ids(body)).toEqual(ids(english));
  });

  test('Final in Arabic: Arabic column heads, gender and enrolment in Arabic, names and IDs as stored', async () => {
    const body = (await open('/print/p?lang=ar', admin)).body;
    expect(body).toContain(
      '<tr><th class="num">#</th><th class="name">الاسم</th><th>الرقم القومي</th><th>الجنس</th><th class="num">الإعدادية</th><th class="num">الرياضيات</th><th class="num">الإنجليزية</th><th class="num">التقييم</th><th>الميول المهنية</th><th>ملتحق؟</th></tr>',
    );
    const enrolled = applicants.find((a) => a.enrolled === 'Yes' && a.gender === 'female');
    expect(enrolled).toBeDefined();
    expect(body).toContain(`<td dir="auto">${escapeHtml(enrolled!.name)}</td><td class="id">${enrolled!.ssn}</td><td>أنثى</td>`);
    expect(body).toMatch(/<td>نعم<\/td><\/tr>/);
    expect(body).not.toMatch(/<td>(male|female|Yes|No)<\/td>/);
    expect(body).toContain(`المتقدمون: <b>${applicants.length}</b>`);
  });

  test('Statistics in Arabic: Arabic chart titles and legends, the same bars', async () => {
    const arabic = (await open('/print/st?lang=ar', admin)).body;
    const english = (await open('/print/st', admin)).body;
    expect(arabic).toContain('<title id="chart-school-gender-title">المتقدمون في كل مدرسة حسب الجنس</title>');
    expect(arabic).toContain('<title id="chart-prep-title">درجة الإعدادية: عدد المتقدمين في كل فئة من 10 درجات</title>');
    expect(arabic).toMatch(/<text [^>]*>ذكور<\/text>/);
    expect(arabic).toContain('<h2>توزيع الدرجات</h2>');
    const bars = (body: string) => [...body.matchAll(/<rect class="bar"[^>]* data-value="(\d+)"/g)].map((match) => match[1]);
    expect(bars(arabic)).toEqual(bars(english));
    for (const word of ['Male', 'Female', 'Enrolled', 'Not enrolled', 'Not decided', 'Applicants']) {
      expect(arabic).not.toMatch(new RegExp(`<text [^>]*>${word}</text>`));
    }
  });

  test('the English reports stay English and offer the Arabic one', async () => {
    for (const url of PAGES) {
      for (const query of ['', '?lang=en', '?lang=fr']) {
        const body = (await open(`${url}${query}`, admin)).body;
        expect(body).toContain('<html lang="en">');
        expect(body).toContain('<a class="language" href="?lang=ar" lang="ar" hreflang="ar">العربية</a>');
        expect(body).not.toContain(PRINT_WORDS_AR.Print);
      }
    }
    expect((await open('/print/p?lang=AR', admin)).body).toContain('<html lang="ar" dir="rtl">');
  });

  test('the sign-in and permission pages of an Arabic report are Arabic too', async () => {
    const signIn = await open('/print/p?lang=ar');
    expect(signIn.statusCode).toBe(401);
    expect(signIn.body).toContain('<html lang="ar" dir="rtl">');
    expect(signIn.body).toContain('<h1>يُرجى تسجيل الدخول</h1>');
    expect(signIn.body).toContain('<a href="/login">سجّل الدخول</a>');
    const forbidden = await open('/print/st?lang=ar', downloader);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('<h1>غير مسموح</h1>');
    expect(latinWords(chrome(forbidden.body))).toEqual([]);
  });

  test('an Arabic print is audited like an English one', async () => {
    const prints = () => t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'applicant.print').execute();
    const before = (await prints()).length;
    await open('/print/m?lang=ar', admin);
    const rows = (await prints()).slice(before);
    expect(rows.map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))).toEqual([
      { page: 'm', count: applicants.length },
    ]);
  });
});

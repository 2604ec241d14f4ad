import { maskSsn, type Applicant } from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { missingFlagMessage } from '../services/authenticate';
import { findApplicants } from '../services/applicant-records';
import { EVERY_ASSESSMENT } from '../services/assessment-records';
import { freshSsn, signInWithFlags, validApplicant } from '../test-support/applicant-fixtures';
import { TEST_ADMIN_PASSWORD, TEST_JWT_SECRET, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { TokenService } from '../services/tokens';
import { escapeHtml } from './html';

jest.setTimeout(120_000);

const PAGES = ['/print/p', '/print/enrolled', '/print/m', '/print/f', '/print/st'];
const TITLES: Record<string, string> = {
  '/print/p': 'Final',
  '/print/enrolled': 'Enrollments per school',
  '/print/m': 'All male Students',
  '/print/f': 'All female students',
  '/print/st': 'Statistics',
};

describe.each(testDatabases())('print pages on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let downloader: string;
  let statistician: string;
  let applicants: Applicant[];

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
    teacher = await t.signIn('teacher', t.accounts.teacher.password);
    downloader = await signInWithFlags(t, admin, 'printer', ['download']);
    statistician = await signInWithFlags(t, admin, 'counter', ['st']);
    const added = await t.call(
      'saveApplicant',
      validApplicant({ name: '<script>alert("x")</script> & Co', ssn: freshSsn('female'), gender: 'female', school_id: 2 }),
      { token: admin },
    );
    expect(added.statusCode).toBe(200);
    const school = await t.database.db.insertInto('schools').values({ name: '<b>x</b>' }).returning('id').executeTakeFirstOrThrow();
    const inMarkupSchool = await t.call(
      'saveApplicant',
      validApplicant({ name: 'Bold School Pupil', ssn: freshSsn('male'), school_id: school.id }),
      { token: admin },
    );
    expect(inMarkupSchool.statusCode).toBe(200);
    // As stored: the print pages carry whole IDs (docs/security.md, Applicant data).
    applicants = await findApplicants(t.database.db, {}, EVERY_ASSESSMENT);
  });
  afterAll(async () => {
    await t?.close();
  });

  const open = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers, ...(cookie ? { cookies: { quiztoken: cookie } } : {}) });

  test.each(PAGES)('%s without the quiztoken cookie answers a 401 page with a sign-in link, even with a bearer header', async (url) => {
    for (const response of [await open(url), await open(url, undefined, { authorization: `Bearer ${admin}` })]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Please sign in</h1>');
      expect(response.body).toContain('<a href="/login">Sign in</a>');
      expect(response.body).not.toContain(applicants[0].name);
    }
  });

  test.each(PAGES)('%s with a forged or expired cookie answers 401', async (url) => {
    const subject = { id: 1, username: 'admin', displayname: 'Administrator', roleId: 1, tokenVersion: 0, flags: [] };
    const forged = await new TokenService('some-other-secret-that-is-long-enough-0123456789').sign(subject, { lifetimeSeconds: 600 });
    const expired = await new TokenService(TEST_JWT_SECRET).sign(subject, { expiresAt: Math.floor(Date.now() / 1000) - 5 });
    for (const token of [forged, expired, 'garbage']) expect((await open(url, token)).statusCode).toBe(401);
  });

  test.each(PAGES)('%s answers a 403 page to staff without its flag', async (url) => {
    const flag = url === '/print/st' ? 'st' : 'download';
    const response = await open(url, url === '/print/st' ? downloader : statistician);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain(escapeHtml(missingFlagMessage(flag)));
    expect(response.body).not.toContain(applicants[0].ssn);
    expect((await open(url, teacher)).statusCode).toBe(403);
  });

  test.each(PAGES)('%s opens with the cookie and its flag: title, date, no script, escaped names, strict CSP, not cached', async (url) => {
    const response = await open(url, url === '/print/st' ? statistician : downloader);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(response.headers['content-security-policy'])).not.toContain("script-src 'self' 'unsafe-inline'");
    const body = response.body;
    expect(body).toContain(`<h1>${escapeHtml(TITLES[url])}</h1>`);
    expect(body).toMatch(/Printed \d{1,2} \w+ \d{4}/);
    expect(body).toContain('<link rel="stylesheet" href="/print/print.css">');
    // The only script is the same-origin Print button file; nothing inline.
    expect(body).toContain('<script src="/print/print.js" defer></script>');
    expect(body.replace('<script src="/print/print.js" defer></script>', '')).not.toMatch(/<script/i);
    expect(body).not.toMatch(/\son\w+=/i);
    expect(body).toContain('<button type="button" id="print-button" class="print-button" hidden>Print</button>');
    expect(body).toContain('press Ctrl+P');
    // A4 page numbers come from print.css; the running footer names the page and the date.
    expect(body).toMatch(new RegExp(`@bottom-left \\{ content: "Mizan · ${TITLES[url]} · \\d{1,2} \\w+ \\d{4}`));
  });

  test('the applicant named <script> appears as text on the pages that list her', async () => {
    for (const url of ['/print/p', '/print/f']) {
      const body = (await open(url, admin)).body;
      expect(body).toContain('<td dir="auto">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co</td>');
      expect(body).not.toContain('<script>alert');
    }
  });

  test('a school named <b>x</b> is text on Statistics: in the charts and the tables', async () => {
    const body = (await open('/print/st', statistician)).body;
    expect(body).not.toContain('<b>x</b>');
    expect(body).toContain('text-anchor="end" font-size="9">&lt;b&gt;x&lt;/b&gt;</text>');
    expect(body).toContain('<title>&lt;b&gt;x&lt;/b&gt;, Male: 1</title>');
    expect(body).toContain('<td dir="auto">&lt;b&gt;x&lt;/b&gt;</td>');
  });

  test('the lists show whole IDs to staff who may reveal them, each print audited; to download alone the IDs are masked, unaudited', async () => {
    const prints = () => t.database.db.selectFrom('audit_log').selectAll().where('action', '=', 'applicant.print').orderBy('id').execute();
    const before = (await prints()).length;
    for (const url of ['/print/p', '/print/enrolled', '/print/m', '/print/f']) {
      const body = (await open(url, downloader)).body;
      expect(body).not.toMatch(/\d{14}/);
    }
    expect(await prints()).toHaveLength(before);
    const masked = (await open('/print/p', downloader)).body;
    for (const applicant of applicants) expect(masked).toContain(escapeHtml(maskSsn(applicant.ssn)));
    await open('/print/p', admin);
    const rows = (await prints()).slice(before);
    expect(rows.map((row) => [row.actor_user_id, typeof row.details === 'string' ? JSON.parse(row.details) : row.details])).toEqual([
      [1, { page: 'p', count: applicants.length }],
    ]);
  });

  test('Final lists every applicant under their school', async () => {
    const body = (await open('/print/p', admin)).body;
    for (const applicant of applicants) expect(body).toContain(escapeHtml(applicant.ssn));
    for (const school of SEED_SCHOOLS) {
      const count = applicants.filter((a) => a.school === school).length;
      expect(body).toContain(
        `<h2><span dir="auto">${escapeHtml(school)}</span><span class="count">${count} applicant${count === 1 ? '' : 's'}</span></h2>`,
      );
    }
    expect(body).toContain(`Applicants: <b>${applicants.length}</b>`);
  });

  test('All male / All female students list only that gender', async () => {
    const male = (await open('/print/m', admin)).body;
    const female = (await open('/print/f', admin)).body;
    for (const applicant of applicants) {
      expect(male.includes(applicant.ssn)).toBe(applicant.gender === 'male');
      expect(female.includes(applicant.ssn)).toBe(applicant.gender === 'female');
    }
    expect(male).toContain(`Male students: <b>${applicants.filter((a) => a.gender === 'male').length}</b>`);
  });

  test('Enrollments per school counts Yes, No and undecided per school and lists only the enrolled', async () => {
    const body = (await open('/print/enrolled', admin)).body;
    const school = SEED_SCHOOLS[0];
    const list = applicants.filter((a) => a.school === school);
    const count = (value: string) => list.filter((a) => a.enrolled === value).length;
    expect(body).toContain(
      `<tr><td dir="auto">${escapeHtml(school)}</td><td class="num">${count('Yes')}</td><td class="num">${count('No')}</td><td class="num">${count('')}</td><td class="num">${list.length}</td></tr>`,
    );
    for (const applicant of applicants) expect(body.includes(applicant.ssn)).toBe(applicant.enrolled === 'Yes');
  });

  test('Statistics: counts by school and gender, averages, distributions and career interest', async () => {
    const body = (await open('/print/st', admin)).body;
    const school = SEED_SCHOOLS[1];
    const list = applicants.filter((a) => a.school === school);
    // Whole hundredths, so the order of the sum cannot move the last digit.
    const avg = (values: Array<number | null>) => {
      const numbers = values.filter((v): v is number => v !== null);
      return numbers.length ? (Math.round(numbers.reduce((s, v) => s + Math.round(v * 100), 0) / numbers.length) / 100).toFixed(2) : '–';
    };
    expect(body).toContain(
      `<tr><td dir="auto">${escapeHtml(school)}</td><td class="num">${list.length}</td><td class="num">${list.filter((a) => a.gender === 'male').length}</td><td class="num">${list.filter((a) => a.gender === 'female').length}</td>`,
    );
    expect(body).toContain(`<td class="num">${avg(list.map((a) => a.math))}</td>`);
    expect(body).toContain(`Average review: <b>${avg(applicants.map((a) => a.interview))}</b>`);
    for (const heading of ['By school', 'By gender', 'Score distributions', 'Career interest'])
      expect(body).toContain(`<h2>${heading}</h2>`);
    const topBand = applicants.filter((a) => a.prep_mark >= 90).length;
    expect(body).toContain(`<tr><td class="label" dir="auto">90–100</td><td class="num">${topBand}</td>`);
  });

  test('Statistics draws each chart as inline SVG with one bar per count, matching the applicants', async () => {
    const body = (await open('/print/st', statistician)).body;
    const values = (id: string) => {
      const svg = body.match(new RegExp(`<svg class="chart" id="${id}"[\\s\\S]*?</svg>`))?.[0] ?? '';
      return [...svg.matchAll(/<rect class="bar"[^>]* data-value="(\d+)"/g)].map((match) => Number(match[1]));
    };
    const schools = [...SEED_SCHOOLS, ...new Set(applicants.map((a) => a.school).filter((name) => !SEED_SCHOOLS.includes(name)))];
    const inSchool = (school: string) => applicants.filter((a) => a.school === school);
    expect(values('chart-school-gender')).toEqual(
      schools.flatMap((school) => [
        inSchool(school).filter((a) => a.gender === 'male').length,
        inSchool(school).filter((a) => a.gender === 'female').length,
      ]),
    );
    expect(values('chart-school-enrolled')).toEqual(
      schools.flatMap((school) => (['Yes', 'No', ''] as const).map((value) => inSchool(school).filter((a) => a.enrolled === value).length)),
    );
    const bins = (scores: Array<number | null>) => {
      const counts = new Array<number>(10).fill(0);
      for (const value of scores) if (value !== null) counts[Math.min(9, Math.floor(value / 10))] += 1;
      return counts;
    };
    expect(values('chart-prep')).toEqual(bins(applicants.map((a) => a.prep_mark)));
    expect(values('chart-math')).toEqual(bins(applicants.map((a) => a.math)));
    expect(values('chart-english')).toEqual(bins(applicants.map((a) => a.english)));
    expect(values('chart-interview')).toEqual(bins(applicants.map((a) => a.interview)));
    const careers = values('chart-career');
    expect(careers.reduce((sum, count) => sum + count, 0)).toBe(applicants.length);
    expect(careers).toEqual([...careers].sort((a, b) => b - a));
  });

  test('the Print button script is served as JavaScript from our origin and prints on click', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/print/print.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('getElementById("print-button")');
    expect(response.body).toContain('window.print()');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  test('the print stylesheet is served as CSS with an A4 page and page numbers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/print/print.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(response.body).toContain('size: A4');
    expect(response.body).toContain('counter(page)');
    expect(response.body).toMatch(/@media print \{[^}]*\{[^}]*\}\s*main/);
  });
});

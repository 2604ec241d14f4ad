import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerStaticHosting } from './static-hosting';
import { startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';
import { examEngineCalls } from '../test-support/exam-engine';
import { insertExam } from '../test-support/exam-fixtures';

jest.setTimeout(60_000);

/** mf-exam's built page as the build minifies it (unquoted attributes). */
const EXAM_PAGE =
  '<!doctype html><html lang=en dir=ltr><head><title>Mizan · Assessment</title></head><body><div id=root></div></body></html>';

describe.each(testDatabases())("the applicant's page HTML carries its assessment, on %s", (_name, kind) => {
  let t: TestApp;
  let appsDir: string;
  let get: (url: string) => Promise<{ statusCode: number; body: string; headers: Record<string, unknown> }>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
    fs.mkdirSync(path.join(appsDir, 'mf-exam/dist'), { recursive: true });
    fs.writeFileSync(path.join(appsDir, 'mf-exam/dist/index.html'), EXAM_PAGE);
    fs.writeFileSync(path.join(appsDir, 'mf-exam/dist/mf-manifest.json'), '{"id":"mf_exam"}');
    const app = await t.buildApp({ appsDir });
    get = (url) => app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  });
  afterAll(async () => {
    fs.rmSync(appsDir, { recursive: true, force: true });
    await t?.close();
  });

  test("/apply/{id} of an open assessment: the brand and its title, escaped, in its language and direction, as the tab's name", async () => {
    const english = await insertExam(t.database.db, undefined, { name: 'Grade 7 <b>entry</b> & "maths"', lang: 'En' });
    const page = await get(`/apply/${english}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('<title>Grade 7 &lt;b&gt;entry&lt;/b&gt; &amp; &quot;maths&quot; — Mizan</title>');
    expect(page.body).toMatch(
      /<div id="root">.*<strong[^>]*>Mizan<\/strong>.*<h1[^>]*><bdi>Grade 7 &lt;b&gt;entry&lt;\/b&gt; &amp; &quot;maths&quot;<\/bdi><\/h1>/,
    );
    expect(page.body).not.toContain('<b>entry');

    const arabic = await insertExam(t.database.db, undefined, { name: 'اختبار القبول', lang: 'Ar' });
    const arabicPage = await get(`/APPLY/${arabic}/`);
    expect(arabicPage.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPage.body).toContain('<div dir="rtl"');
    expect(arabicPage.body).toContain('<bdi>اختبار القبول</bdi>');
  });

  test('an assessment not open for registration, unknown or no number: the plain page (its script says why)', async () => {
    const closed = await insertExam(t.database.db, undefined, { name: 'Closed test', open: false });
    for (const url of [`/apply/${closed}`, '/apply/999999', '/apply/abc', '/apply/', '/login']) {
      const page = await get(url);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(EXAM_PAGE);
    }
  });

  test('/assessment?hash= of a running attempt: its title only, nothing of the applicant; other hashes get the plain page', async () => {
    const examId = await insertExam(t.database.db, undefined, { name: 'Running test', lang: 'En' });
    const { hash, name } = await examEngineCalls(() => t).registered(examId, { name: 'Mona Adel Nour' });
    const page = await get(`/assessment?hash=${hash}`);
    expect(page.body).toMatch(/<div id="root">.*<h1[^>]*><bdi>Running test<\/bdi><\/h1>/);
    expect(page.body).toContain('<title>Running test — Mizan</title>');
    expect(page.body).not.toContain(name);

    await t.database.db
      .updateTable('attempts')
      .set({ status: 'submitted', started_at: new Date(), submitted_at: new Date(), submitted_by: 'applicant' })
      .where('hash', '=', hash)
      .execute();
    expect((await get(`/assessment?hash=${hash}`)).body).toBe(EXAM_PAGE);
    for (const url of [`/assessment?hash=${'A'.repeat(32)}`, '/assessment?hash=short', '/assessment']) {
      expect((await get(url)).body).toBe(EXAM_PAGE);
    }
  });
});

test('a failed look-up (the database down) still serves the plain page, not an error', async () => {
  const appsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-built-'));
  fs.mkdirSync(path.join(appsDir, 'mf-exam/dist'), { recursive: true });
  fs.writeFileSync(path.join(appsDir, 'mf-exam/dist/index.html'), EXAM_PAGE);
  const app = Fastify();
  try {
    const notFound = await registerStaticHosting(app, {
      appsDir,
      remoteUrls: {},
      pageAssessment: () => Promise.reject(new Error('connection refused')),
    });
    app.setNotFoundHandler(notFound);
    const page = await app.inject({ method: 'GET', url: '/apply/7', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(EXAM_PAGE);
  } finally {
    await app.close();
    fs.rmSync(appsDir, { recursive: true, force: true });
  }
});

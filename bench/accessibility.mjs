/**
 * Lighthouse accessibility scores of the pages an applicant meets and the
 * staff's door: /login, /apply/{id} (English and Arabic demo assessments)
 * and the exam page of each. Needs a build and PostgreSQL
 * (TEST_DATABASE_URL or DATABASE_URL): the attempt is registered through
 * the API, then unbound from that caller so Lighthouse's own browser opens it
 * as the applicant's (an attempt belongs to the first browser that fetches it).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/accessibility.mjs
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { assessmentIdByTitle, registerSeededApplicant, signInApi } from '../e2e/support/api.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { createScratchDatabase, postgresUrl } from '../e2e/support/scratch-database.mjs';

const run = promisify(execFile);
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const DEMO = { En: 'Demo: General Admission Test', Ar: 'تجريبي: اختبار القبول العام' };

async function lighthouse(url) {
  const { stdout } = await run(
    'npx',
    ['-y', 'lighthouse@12', url, '--only-categories=accessibility', '--output=json', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 },
  );
  const report = JSON.parse(stdout);
  const failing = Object.values(report.audits)
    .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return { score: Math.round(report.categories.accessibility.score * 100), failing };
}

if (!postgresUrl)
  throw new Error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL the benchmark may create a scratch database on.');
const database = await createScratchDatabase('mizan_a11y');
const mizan = await startMizan({ DATABASE_URL: database.url });
try {
  const token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
  const pages = [['/login', `${mizan.url}/login`]];
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  for (const [lang, index] of [
    ['En', 0],
    ['Ar', 1],
  ]) {
    const examId = await assessmentIdByTitle(mizan.url, token, DEMO[lang]);
    const hash = await registerSeededApplicant(mizan.url, token, examId, index);
    await client.query('update attempts set browser_sign = null where hash = $1', [hash]);
    pages.push([`/apply/{id} (${lang})`, `${mizan.url}/apply/${examId}`], [`exam page (${lang})`, `${mizan.url}/assessment?hash=${hash}`]);
  }
  await client.end();
  console.log('| page | accessibility | failing audits |\n|---|---|---|');
  for (const [name, url] of pages) {
    const { score, failing } = await lighthouse(url);
    console.log(`| ${name} | ${score} | ${failing.join(', ') || 'none'} |`);
  }
} finally {
  await mizan.stop();
  await database.drop();
}

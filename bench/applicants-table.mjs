/**
 * The applicants table with 20,000 applicants (issue 6): a fresh server (demo
 * data on), 20,000 generated valid applicants imported through the real
 * import call (admin/importapplicants, a CSV in chunks), then in headless
 * Chromium, signed in as admin:
 *   - load: from navigating to /dashboard/Applicants until the table's first
 *     rows are visible and the count says every applicant is there;
 *   - search: from typing a search that matches one applicant until the table
 *     shows only that row.
 * Each over `runs` runs (default 3), median reported. Run after `npm run build`.
 *   node bench/applicants-table.mjs [runs]
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { signIn } from '../e2e/support/session.mjs';

const runs = Number(process.argv[2] ?? 3);
const TOTAL = 20_000;
const CHUNK = 5_000;
const SCHOOLS = ['Al Noor International School', 'Dar Al Hekma Secondary School', 'Al Amal STEM School', 'Riverside Language School', 'مدرسة الرواد الثانوية'];
const CAREERS = ['Engineering', 'Medicine', 'Law', 'Teaching', 'Design', 'Business'];
const GOVERNORATES = ['01', '02', '03', '04', '12', '13', '21', '24', '26', '88'];

const pad = (value, width) => String(value).padStart(width, '0');

/** Applicant `n` (0-based): a valid national ID unique to n, with the gender its 13th digit says. */
function applicant(n) {
  const gender = n % 2 === 0 ? 'male' : 'female';
  const year = 2005 + (n % 8);
  const month = 1 + (Math.floor(n / 8) % 12);
  const day = 1 + (Math.floor(n / 96) % 28);
  const governorate = GOVERNORATES[Math.floor(n / 2688) % GOVERNORATES.length];
  // Digits 10..12 and 13 (odd male, even female): the serial makes the ID unique.
  const serial = pad(Math.floor(n / 2) % 1000, 3);
  const genderDigit = gender === 'male' ? 1 + 2 * (Math.floor(n / 2000) % 5) : 2 * (Math.floor(n / 2000) % 5);
  const ssn = `3${pad(year % 100, 2)}${pad(month, 2)}${pad(day, 2)}${governorate}${serial}${genderDigit}${n % 10}`;
  return [
    `Bench Applicant ${pad(n, 5)}`,
    ssn,
    gender,
    `bench${pad(n, 5)}@families.example`,
    `010${pad(n, 8)}`,
    String(50 + (n % 51)),
    String(40 + ((n * 7) % 61)),
    String(45 + ((n * 13) % 56)),
    `BENCH-${pad(n, 5)}`,
    SCHOOLS[n % SCHOOLS.length],
    CAREERS[n % CAREERS.length],
    '',
    String(1 + (n % 20)),
  ];
}

const HEADING = ['name', 'ssn', 'gender', 'email', 'mobile', 'prep_mark', 'math', 'english', 'std_code', 'school', 'career', 'position', 'job'];

async function importAll(url) {
  const sign = randomBytes(32).toString('hex');
  const login = await fetch(`${url}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sign, data: { user: 'admin', pass: ADMIN_PASSWORD } }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).data;
  const started = performance.now();
  for (let first = 0; first < TOTAL; first += CHUNK) {
    const lines = [HEADING.join(',')];
    for (let n = first; n < Math.min(first + CHUNK, TOTAL); n += 1) lines.push(applicant(n).join(','));
    const response = await fetch(`${url}/api/admin/importapplicants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-sign': sign, 'content-type': 'text/csv' },
      body: `${lines.join('\r\n')}\r\n`,
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`import of rows ${first}..${first + CHUNK - 1} failed: ${response.status} ${body.slice(0, 2000)}`);
  }
  return performance.now() - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const summary = (values) => `median ${seconds(median(values))} (min ${seconds(Math.min(...values))}, max ${seconds(Math.max(...values))})`;

const mizan = await startMizan();
const browser = await launchBrowser();
try {
  const importMs = await importAll(mizan.url);
  console.log(`imported ${TOTAL.toLocaleString('en')} applicants through admin/importapplicants in ${seconds(importMs)}`);

  const context = await browser.newContext({ viewport: { width: 1500, height: 900 } });
  const page = await context.newPage();
  await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
  await page.waitForURL(/\/dashboard\/Applicants$/);
  await page.getByText(/^[\d,]+ applicants$/).waitFor({ timeout: 120_000 });
  const shownTotal = await page.getByText(/^[\d,]+ applicants$/).innerText();
  console.log(`the table says: ${shownTotal}`);

  const loads = [];
  const searches = [];
  for (let run = 0; run < runs; run += 1) {
    // Another page first, so each run navigates to the table afresh (the remote's scripts stay cached, as for a person).
    await page.goto(`${mizan.url}/dashboard/user`);
    await page.getByRole('button', { name: 'Add User' }).waitFor();
    const started = performance.now();
    await page.goto(`${mizan.url}/dashboard/Applicants`);
    await page.getByText(/^[\d,]+ applicants$/).waitFor({ timeout: 120_000 });
    await page.locator('.ant-table-row').first().waitFor({ state: 'visible' });
    loads.push(performance.now() - started);

    const wanted = `bench${pad(12_345 + run, 5)}@families.example`;
    const searchStarted = performance.now();
    await page.getByLabel('Search applicants').fill(wanted);
    await page.getByText(/^Showing 1 of [\d,]+ applicants$/).waitFor();
    await page.locator('.ant-table-row').filter({ hasText: wanted }).first().waitFor({ state: 'visible' });
    searches.push(performance.now() - searchStarted);
    console.log(`run ${run + 1}: load ${seconds(loads[run])}, search ${seconds(searches[run])}`);
  }
  const rows = await page.locator('.ant-table-row').count();
  console.log(`rows in the page after the search: ${rows}`);
  console.log(`load to first rows over ${runs} runs: ${summary(loads)}`);
  console.log(`search narrowing to one row over ${runs} runs: ${summary(searches)}`);
  await context.close();
} finally {
  await browser.close();
  await mizan.stop();
}

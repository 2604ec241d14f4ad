/**
 * What an applicant waits for: the JavaScript (gzip) downloaded and the time
 * from opening /assessment?hash= until the first question ('Q 1') shows, in
 * headless Chromium with a fresh profile (nothing cached), median of 3
 * applicants. Also the apply page's JavaScript. Run after `npm run build`.
 *   npm run bench:exam-first-question
 */
import { randomBytes } from 'node:crypto';
import { seededApplicant } from '../e2e/support/api.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { recordScripts, scriptTotals } from './support/script-responses.mjs';

const RUNS = 3;
const DEMO_TITLE = 'Demo: General Admission Test';

const mizan = await startMizan();
const browser = await launchBrowser();

async function call(apiPath, data, { sign = 'ab'.repeat(32), token } = {}) {
  const response = await fetch(`${mizan.url}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sign, data }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** A fresh browser context that counts every script's bytes (gzipped at level 9 here, independent of the server's settings). */
async function countingPage(sign) {
  const context = await browser.newContext();
  // The attempt is bound to the browser that registered (its fingerprint): this page is that browser.
  if (sign) await context.addInitScript((value) => sessionStorage.setItem('fingerprint', value), sign);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const totals = () => scriptTotals(scripts);
  return { context, page, totals };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const token = (await call('auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).data;
  const exam = (await call('admin/getexams.php', '1', { token })).data.find((row) => row.title === DEMO_TITLE);

  const apply = await countingPage(null);
  await apply.page.goto(`${mizan.url}/apply/${exam.id}`);
  await apply.page.getByLabel('ID (SSN)').waitFor();
  await apply.page.waitForLoadState('networkidle');
  const applyWeight = apply.totals();
  await apply.context.close();
  console.log(`apply page (/apply/${exam.id}): ${applyWeight.count} scripts, ${kib(applyWeight.gzip)} gzip (${kib(applyWeight.raw)} raw)`);

  const times = [];
  let weight;
  for (let run = 0; run < RUNS; run += 1) {
    const sign = randomBytes(32).toString('hex');
    const hash = (await call('emp/reg.php', { exam_id: exam.id, ssn: (await seededApplicant(mizan.url, token, run)).ssn }, { sign })).data;
    const { context, page, totals } = await countingPage(sign);
    const started = performance.now();
    await page.goto(`${mizan.url}/assessment?hash=${hash}`);
    await page.getByText('Q 1', { exact: true }).waitFor();
    times.push(performance.now() - started);
    weight = totals();
    await context.close();
  }
  console.log(`first question (/assessment?hash=, the English demo): ${weight.count} scripts, ${kib(weight.gzip)} gzip (${kib(weight.raw)} raw) before 'Q 1' shows`);
  console.log(`time to first question: median ${Math.round(median(times))} ms of ${RUNS} (${times.map((ms) => Math.round(ms)).join(', ')} ms)`);
} finally {
  await browser.close();
  await mizan.stop();
}

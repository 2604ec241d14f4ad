/**
 * The applicant's wait, measured in headless Chromium against a running
 * server: a fresh browser context (nothing cached) opens
 * /assessment?hash= for a newly registered attempt and the clock stops when
 * 'Q 1' shows. Counts the JavaScript (gzip 9, independent of the server) and
 * the bytes on the wire as served; optionally on the DevTools "Slow 4G" profile.
 */
import { randomBytes } from 'node:crypto';
import { seededApplicant } from '../../e2e/support/api.mjs';
import { recordScripts, scriptTotals } from './script-responses.mjs';
import { recordWire } from './wire.mjs';

export async function callAs(baseUrl, apiPath, data, { sign = 'ab'.repeat(32), token } = {}) {
  const response = await fetch(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sign, data }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`${apiPath}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** Registers seeded applicant `index` for `examId` from a new browser; answers the hash and that browser's fingerprint. */
export async function registerFreshAttempt(baseUrl, token, examId, index) {
  const sign = randomBytes(32).toString('hex');
  const { ssn } = await seededApplicant(baseUrl, token, index);
  const hash = (await callAs(baseUrl, 'emp/reg.php', { exam_id: examId, ssn }, { sign })).data;
  return { hash, sign, ssn };
}

/**
 * A started attempt of seeded applicant `index` released from its browser
 * by staff (admin/moveattempt.php), so that the next browser to open its
 * link takes it: Lighthouse opens the exam page in a tab of its own, whose
 * fingerprint no registration could know. Answers the attempt's hash.
 */
export async function attemptForAnyBrowser(browser, baseUrl, token, exam, index) {
  const attempt = await registerFreshAttempt(baseUrl, token, exam.id, index);
  await timeToFirstQuestion(browser, baseUrl, attempt);
  const taken = await callAs(
    baseUrl,
    'admin/getstudentsexams.php',
    { pagenumber: 1, pagesize: 15, search: attempt.ssn, status: 'inprogress' },
    { token },
  );
  const row = taken.data.exams.find((entry) => entry.examname === exam.title);
  if (!row) throw new Error(`No running attempt of ${exam.title} for the applicant ${attempt.ssn}`);
  await callAs(
    baseUrl,
    'admin/moveattempt.php',
    { attemptId: row.id, reason: 'Measured by Lighthouse in a browser of its own' },
    { token },
  );
  return attempt.hash;
}

/**
 * Opens the exam of a fresh attempt until 'Q 1' shows: { ms, scripts: {count, raw, gzip}, wire }.
 * With `untilIdle`, scripts and wire go on until the network is idle after that (the whole page).
 */
export async function timeToFirstQuestion(browser, baseUrl, attempt, { slow4g = false, untilIdle = false } = {}) {
  const context = await browser.newContext();
  try {
    // The attempt is bound to the browser that registered (its fingerprint): this page is that browser.
    await context.addInitScript((value) => sessionStorage.setItem('fingerprint', value), attempt.sign);
    const page = await context.newPage();
    const scripts = recordScripts(page);
    const wire = await recordWire(page, { slow4g });
    const started = performance.now();
    await page.goto(`${baseUrl}/assessment?hash=${attempt.hash}`);
    await page.getByText('Q 1', { exact: true }).waitFor({ timeout: 180_000 });
    const ms = performance.now() - started;
    if (untilIdle) await page.waitForLoadState('networkidle');
    return { ms, scripts: scriptTotals(scripts), wire: wire() };
  } finally {
    await context.close();
  }
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

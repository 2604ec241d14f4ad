/**
 * The applicants table with 20,000 applicants: a fresh server (demo
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
import { performance } from 'node:perf_hooks';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { signIn } from '../e2e/support/session.mjs';
import { importApplicants, pad, signInForBench } from './support/generated-applicants.mjs';

const runs = Number(process.argv[2] ?? 3);
const TOTAL = 20_000;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const summary = (values) => `median ${seconds(median(values))} (min ${seconds(Math.min(...values))}, max ${seconds(Math.max(...values))})`;

const mizan = await startMizan();
const browser = await launchBrowser();
try {
  const importMs = await importApplicants(mizan.url, await signInForBench(mizan.url, 'admin', ADMIN_PASSWORD), TOTAL);
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

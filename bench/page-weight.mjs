/**
 * JavaScript a page downloads, gzip, as Chromium really fetches it: every
 * script response's bytes, gzipped at level 9 here so the number does not
 * depend on the server's compression settings. Run after `npm run build`.
 *   node bench/page-weight.mjs
 * The family's status page (/status/{token}, mf_exam's page like /apply) is
 * held to the applicant's budget (bench/budgets.json): exits 1 above it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { callApi, signInApi } from '../e2e/support/api.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { signIn } from '../e2e/support/session.mjs';
import { recordScripts, scriptTotals } from './support/script-responses.mjs';

const mizan = await startMizan();
const browser = await launchBrowser();

async function measure(label, visit) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await visit(page);
  await page.waitForLoadState('networkidle');
  const total = scriptTotals(scripts);
  console.log(`${label}: ${total.count} scripts, ${(total.gzip / 1024).toFixed(1)} KiB gzip (${(total.raw / 1024).toFixed(1)} KiB raw)`);
  await context.close();
  return total;
}

try {
  await measure('login page (/login)', async (page) => {
    await page.goto(`${mizan.url}/login`);
    await page.getByText('Please sign in').waitFor();
  });
  const token = await signInApi(mizan.url, 'admin', ADMIN_PASSWORD);
  const listed = await fetch(`${mizan.url}/api/admin/getapplicant.php`, { headers: { authorization: `Bearer ${token}` } });
  const applicantId = (await listed.json()).data.applicants[0].id;
  const { statusLink } = (await callApi(mizan.url, 'admin/getapplicantlinks.php', { applicantId }, { token })).body.data;
  const family = await measure("applicant: the family's status page", async (page) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${mizan.url}${statusLink}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  const budgets = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
  const budget = budgets.gzipKiB["applicant: the family's status page"];
  if (family.gzip / 1024 > budget) {
    console.error(`The family's status page is over its budget of ${budget} KiB gzip`);
    process.exitCode = 1;
  }
  await measure('staff: sign in, until the landing page shows', async (page) => {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.locator('main').first().waitFor();
  });
} finally {
  await browser.close();
  await mizan.stop();
}

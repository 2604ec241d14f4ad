/**
 * JavaScript a page downloads, gzip, as Chromium really fetches it: every
 * script response's bytes, gzipped at level 9 here so the number does not
 * depend on the server's compression settings. Run after `npm run build`.
 *   node bench/page-weight.mjs
 */
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
  await measure('staff: sign in, until the landing page shows', async (page) => {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.locator('main').first().waitFor();
  });
} finally {
  await browser.close();
  await mizan.stop();
}

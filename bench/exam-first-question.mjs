/**
 * What an applicant waits for, in headless Chromium with a fresh profile
 * (nothing cached), against the built server. Run after `npm run build`:
 *   npm run bench:exam-first-question
 * - the apply page (/apply/{id}): its JavaScript (gzip 9) and bytes on the wire as served;
 * - the exam (/assessment?hash=, the English demo) until 'Q 1' shows: median
 *   of 3 applicants unthrottled and 3 on DevTools "Slow 4G" (562.5 ms,
 *   1.44 Mbps down, 675 kbps up), with the JavaScript and the wire bytes;
 * - Lighthouse 12 (mobile) of /apply/{id} and of the exam page: performance score, LCP, TBT.
 */
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { attemptForAnyBrowser, callAs, kib, median, registerFreshAttempt, timeToFirstQuestion } from './support/first-question.mjs';
import { lighthouse } from './support/lighthouse.mjs';
import { recordScripts, scriptTotals } from './support/script-responses.mjs';
import { recordWire } from './support/wire.mjs';

const RUNS = 3;
const DEMO_TITLE = 'Demo: General Admission Test';

const mizan = await startMizan();
const browser = await launchBrowser();
const wireText = (wire) =>
  `${kib(wire.bytes)} on the wire in ${wire.requests} responses (scripts ${kib(wire.scriptBytes)}, ${JSON.stringify(wire.scriptEncodings)})`;

try {
  const token = (await callAs(mizan.url, 'auth/login.php', { user: 'admin', pass: ADMIN_PASSWORD })).data;
  const exam = (await callAs(mizan.url, 'admin/getexams.php', '1', { token })).data.find((row) => row.title === DEMO_TITLE);

  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const wire = await recordWire(page);
  await page.goto(`${mizan.url}/apply/${exam.id}`);
  await page.getByLabel('ID (SSN)').waitFor();
  await page.waitForLoadState('networkidle');
  const applyWeight = scriptTotals(scripts);
  console.log(
    `apply page (/apply/${exam.id}): ${applyWeight.count} scripts, ${kib(applyWeight.gzip)} gzip (${kib(applyWeight.raw)} raw); ${wireText(wire())}`,
  );
  await context.close();

  let applicant = 0;
  for (const slow4g of [false, true]) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const attempt = await registerFreshAttempt(mizan.url, token, exam.id, applicant++);
      runs.push(await timeToFirstQuestion(browser, mizan.url, attempt, { slow4g }));
    }
    const last = runs.at(-1);
    const profile = slow4g ? 'Slow 4G' : 'unthrottled';
    console.log(
      `first question, ${profile}: ${last.scripts.count} scripts, ${kib(last.scripts.gzip)} gzip (${kib(last.scripts.raw)} raw); ${wireText(last.wire)}`,
    );
    console.log(
      `time to first question, ${profile}: median ${Math.round(median(runs.map((run) => run.ms)))} ms of ${RUNS} (${runs.map((run) => Math.round(run.ms)).join(', ')} ms)`,
    );
  }

  const examHash = await attemptForAnyBrowser(browser, mizan.url, token, exam, applicant++);
  for (const [label, url] of [
    [`/apply/${exam.id}`, `${mizan.url}/apply/${exam.id}`],
    ['exam page', `${mizan.url}/assessment?hash=${examHash}`],
  ]) {
    const report = await lighthouse(url);
    console.log(
      `Lighthouse 12 mobile, ${label}: performance ${report.score}, LCP ${report.lcpMs} ms, TBT ${report.tbtMs} ms, console errors ${report.consoleErrors.length}${report.consoleErrors.length ? `: ${report.consoleErrors.join(' | ')}` : ''}`,
    );
  }
} finally {
  await browser.close();
  await mizan.stop();
}

/**
 * The applicant's pages by the phone's processor, against the floor page in
 * the same run (bench/floor-page/README.md). Run after `npm run build`:
 *   npm run bench:page-cpu [-- --rounds 5 --lighthouse-rounds 5 --breakdown --json FILE --screenshots DIR
 *                              --apps-dir DIR] [-- --from-json FILE]
 *
 * Against the built server (fresh PGlite, demo data), in headless Chromium,
 * `--rounds` interleaved rounds (floor, apply, exam, floor, …), each load a
 * fresh browser context with the CPU 4× slower (CDP), measured from the
 * navigation until the first screen is drawn and the page interactive
 * (bench/support/page-cpu-trace.mjs says exactly when); then
 * `--lighthouse-rounds` rounds of Lighthouse 12 mobile, interleaved alike.
 * Prints per page the medians and spread (min–max) of the main-thread work,
 * blocking time, TBT, LCP, and each round's ratio page ÷ floor with their
 * median, and the load average before and after. `--breakdown` adds where
 * each page's main-thread time goes by module (the CPU profile through the
 * built files' source maps). `--json FILE` writes every figure. `--apps-dir`
 * serves the built apps of another folder (a copy of mf-exam/ and
 * mf-questions/ with their dist/ and sourcemaps/, say, that no build
 * rewrites during the run), its sourcemaps/ read by the breakdown.
 * `--from-json FILE` prints the tables of a run --json wrote.
 * No test asserts any of these timings; bench:budgets checks the ratios.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { breakdownTable, CPU_FIGURES, cpuTable, lighthouseTable, roundsTable } from './support/page-cpu-report.mjs';
import { PAGE_NAMES, startPages } from './support/page-cpu-pages.mjs';
import { attemptsNeeded, measureAgainstFloor } from './support/page-cpu-rounds.mjs';

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    'lighthouse-rounds': { type: 'string' },
    breakdown: { type: 'boolean', default: false },
    json: { type: 'string' },
    screenshots: { type: 'string' },
    'apps-dir': { type: 'string' },
    'from-json': { type: 'string' },
  },
});
const rounds = Number(options.rounds);
const lighthouseRounds = Number(options['lighthouse-rounds'] ?? options.rounds);
if (!Number.isInteger(rounds) || rounds < 1 || !Number.isInteger(lighthouseRounds) || lighthouseRounds < 0) {
  throw new Error('--rounds must be a positive whole number, --lighthouse-rounds 0 or more');
}

/** A picture of each page as the bench sees it (its first screen), to check by eye what is measured. */
async function screenshots(browser, run, folder) {
  fs.mkdirSync(folder, { recursive: true });
  for (const name of PAGE_NAMES) {
    const page = await run.pages[name]();
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (page.prepare) await page.prepare(context);
    const tab = await context.newPage();
    await tab.goto(page.url);
    await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
    await tab.screenshot({ path: path.join(folder, `${name}.png`) });
    await context.close();
  }
}

/** Measures (or, with --from-json, reads a run that --json wrote, to print its tables again). */
async function measure() {
  if (options['from-json']) return JSON.parse(fs.readFileSync(options['from-json'], 'utf8'));
  const browser = await launchBrowser();
  const appsDir = options['apps-dir'] && path.resolve(options['apps-dir']);
  const run = await startPages(browser, { applicants: attemptsNeeded({ rounds, lighthouseRounds }) + PAGE_NAMES.length, appsDir });
  try {
    if (options.screenshots) await screenshots(browser, run, options.screenshots);
    return await measureAgainstFloor(browser, run, { rounds, lighthouseRounds, breakdown: options.breakdown, appsDir });
  } finally {
    await browser.close();
    await run.stop();
  }
}

const results = await measure();
const time = (date) => new Date(date).toISOString();
console.log(
  `Measured ${time(results.started)} – ${time(results.finished)}; load average before ${results.loadBefore}, after ${results.loadAfter}.\n`,
);
console.log(cpuTable(results.cpu, PAGE_NAMES));
for (const [key, label] of CPU_FIGURES.slice(0, 4)) console.log(`\n${label}, per round:\n\n${roundsTable(results.cpu, PAGE_NAMES, key)}`);
if (results.lighthouse.length) console.log(`\n${lighthouseTable(results.lighthouse, PAGE_NAMES)}`);
if (results.cpu[0].floor.modules) {
  for (const name of PAGE_NAMES) console.log(`\n${breakdownTable(results.cpu, name)}\n\n${breakdownTable(results.cpu, name, 'kinds')}`);
}
if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(results, null, 1)}\n`);

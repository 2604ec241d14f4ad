/**
 * Page-weight budgets, run after `npm run build`:
 *   npm run bench:budgets [-- --screenshots DIR]   (DIR: a PNG of each measured page as it was measured)
 *
 * 1. Per remote, from its built Module Federation manifest (dist/mf-manifest.json):
 *    gzip JavaScript of remoteEntry.js plus its exposed modules' chunks, less
 *    its copies of shared libraries (the page uses one app's copy).
 * 2. In headless Chromium against the built server (fresh PGlite, demo data),
 *    gzip JavaScript every script response carries:
 *    - applicant: from opening /apply/{id} (the ID typed, Register, the confirmation's
 *      Yes) until the exam page is idle after its first question shows: the whole
 *      page with every question type's code (until the first question alone, the
 *      figure depended on how many type chunks happened to arrive first);
 *    - staff: the sign-in page (/login, mf_exam's page) until the network is idle;
 *    - staff: signed in (the session cookies set first), the applicants table until
 *      its first row shows. Two measurements, because signing in loads a new page:
 *      one script list across both would count the sign-in page's react and the
 *      shell's as two copies on one page.
 * 3. Shared libraries loaded once: in each of those pages, every script fetched
 *    is looked up in its app's source map for code of react, react-dom, antd,
 *    slate or react-router; two apps' copies of one library on a page (a
 *    shared copy, or one bundled into a remote's own chunks) is a duplicate.
 *    The manifests must also agree on one version, shared as a singleton.
 *
 * 4. No Content-Security-Policy violation on those pages (the browser's console).
 * 5. Bytes on the wire (as served: the build's brotli files) of those two
 *    pages and the time until 'Q 1' shows on DevTools "Slow 4G" (median of 3,
 *    fresh context).
 * 6. The phone's processor, against the floor page in the same run
 *    (bench/floor-page/README.md, bench/page-cpu.mjs): `--rounds` (5)
 *    interleaved rounds of floor, /apply/{id} and the exam page at 4× CPU
 *    slowdown, and as many of Lighthouse 12 mobile. Each budget is a ratio to
 *    the floor page, taken per round and judged on the median of the rounds,
 *    so a slower or busier machine moves both sides: main-thread work until
 *    interactive (mainThreadRatio) and blocking time counted from navigation
 *    (blockingRatio), both by the main thread's own time (a busy machine
 *    stretches wall time, less that: page-cpu-trace.mjs), and Lighthouse's
 *    performance score (minScoreRatio, page ÷ floor: 90 / 95 = 0.947 is "90
 *    when the floor scores 95"). Blocking is counted from navigation because
 *    Lighthouse's TBT starts at the first paint and the floor paints in the
 *    one task that runs its script: its TBT is 0, a ratio to it meaningless.
 *    The absolute figures (and wall times) are printed beside the ratios.
 *
 * Every number lives in bench/budgets.json: bytes as measured plus about 5 %
 * (bench/RESULTS.md says when), ratios as the issue set them. Exceeding one,
 * or any duplicate, exits 1. Raise a budget only with a reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededApplicant } from '../e2e/support/api.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { signInForBench } from './support/generated-applicants.mjs';
import { kib as kibText, median, registerFreshAttempt, timeToFirstQuestion } from './support/first-question.mjs';
import { PAGE_NAMES, pagesOn } from './support/page-cpu-pages.mjs';
import { cpuTable, lighthouseTable, ratiosOf } from './support/page-cpu-report.mjs';
import { attemptsNeeded, measureAgainstFloor } from './support/page-cpu-rounds.mjs';
import { gzipBytes, recordScripts } from './support/script-responses.mjs';
import { KNOWN_APPS } from './support/built-apps.mjs';
import { recordWire } from './support/wire.mjs';

const { values: options } = parseArgs({
  options: { screenshots: { type: 'string' }, rounds: { type: 'string', default: '5' }, 'lighthouse-rounds': { type: 'string' } },
});
const rounds = Number(options.rounds);
const lighthouseRounds = Number(options['lighthouse-rounds'] ?? options.rounds);
const KIB = 1024;
const BUDGETS = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const SLOW_4G_RUNS = 3;
const LOADED_ONCE = ['react', 'react-dom', 'antd', 'slate', 'react-router'];
const APPS = KNOWN_APPS;
const repoRoot = path.resolve(import.meta.dirname, '..');
const DEMO_ASSESSMENT = 'Demo: General Admission Test';

const gzipKib = (bytes) => gzipBytes(bytes) / KIB;
const distOf = (container) => path.join(repoRoot, APPS[container], 'dist');
const manifests = Object.fromEntries(
  Object.keys(APPS).map((container) => [container, JSON.parse(fs.readFileSync(path.join(distOf(container), 'mf-manifest.json'), 'utf8'))]),
);
const problems = [];
const rows = [];

/** One measured figure against its budget; `floor` budgets are minimums (a score), the others maximums. */
function checkAgainst(label, value, budget, unit, extra = '', { floor = false } = {}) {
  const over = floor ? value < budget : value > budget;
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(unit === '×' || unit === '' ? 2 : 1);
  if (over) problems.push(`${label}: ${shown} ${unit} is ${floor ? 'under' : 'over'} its budget of ${budget} ${unit}`);
  rows.push(`| ${label} | ${shown} ${unit} | ${floor ? '≥ ' : '≤ '}${budget} ${unit} | ${over ? 'OVER' : 'ok'} | ${extra} |`);
}
const check = (label, kib, extra = '') => checkAgainst(label, kib, BUDGETS.gzipKiB[label], 'KiB gzip', extra);

/** Every built file of an app that is its copy of a shared library (not loaded when another app's copy is). */
const sharedFilesOf = (manifest) => new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));

// 1. Per remote: remoteEntry plus the exposed modules' own chunks (shared libraries' copies left out).
for (const [container, manifest] of Object.entries(manifests)) {
  if (container === 'shell') continue;
  const sharedFiles = sharedFilesOf(manifest);
  const files = new Set([manifest.metaData.remoteEntry.name]);
  for (const exposed of manifest.exposes) {
    for (const file of [...exposed.assets.js.sync, ...exposed.assets.js.async]) if (!sharedFiles.has(file)) files.add(file);
  }
  const kib = [...files].reduce((sum, file) => sum + gzipKib(fs.readFileSync(path.join(distOf(container), file))), 0);
  check(`remote ${container}`, kib, `${files.size} files`);
}

// 3a. One version of each library, shared as a singleton, in every manifest.
for (const library of LOADED_ONCE) {
  const entries = Object.entries(manifests).flatMap(([container, manifest]) =>
    manifest.shared.filter((shared) => shared.name === library).map((shared) => ({ container, ...shared })),
  );
  const versions = new Set(entries.map((entry) => entry.version));
  if (entries.some((entry) => !entry.singleton)) problems.push(`${library} is not shared as a singleton everywhere`);
  if (versions.size > 1) problems.push(`${library} is built in several versions: ${[...versions].join(', ')}`);
}

/** `/remotes/mf_exam/123.abc.js` → { container, file }; the shell's own files are at the root. */
function builtFileOf(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([a-z_]+)\/(.+)$/.exec(pathname);
  return remote ? { container: remote[1], file: remote[2] } : { container: 'shell', file: pathname.slice(1) };
}

/** The watched libraries whose code a built file carries, from its source map (shared copy or bundled in). */
function librariesIn({ container, file }) {
  const mapFile = path.join(repoRoot, APPS[container] ?? container, 'sourcemaps', `${file}.map`);
  if (!APPS[container] || !fs.existsSync(mapFile)) return [];
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const packages = new Set(sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]).filter(Boolean));
  return LOADED_ONCE.filter((library) => packages.has(library));
}

/** `signedInAs`: a session ({ token, sign, cookies }) the page starts with, as after signing in. */
async function measurePage(browser, label, visit, { signedInAs } = {}) {
  const context = await browser.newContext();
  if (signedInAs) {
    await context.addCookies(signedInAs.cookies.map((cookie) => ({ ...cookie, url: mizan.url })));
    await context.addInitScript((sign) => sessionStorage.setItem('fingerprint', sign), signedInAs.sign);
  }
  const page = await context.newPage();
  const scripts = recordScripts(page);
  const wire = await recordWire(page);
  const violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text().slice(0, 200));
  });
  await visit(page);
  for (const violation of violations) problems.push(`${label}: CSP violation: ${violation}`);
  const onWire = wire();
  checkAgainst(
    `${label}, on the wire`,
    onWire.bytes / KIB,
    BUDGETS.wireKiB[label],
    'KiB',
    `${onWire.requests} responses; scripts ${kibText(onWire.scriptBytes)}, ${JSON.stringify(onWire.scriptEncodings)}`,
  );
  if (options.screenshots) {
    fs.mkdirSync(options.screenshots, { recursive: true });
    await page.screenshot({ path: path.join(options.screenshots, `${label.split(':')[0]}.png`) });
  }
  await context.close();
  const kib = [...scripts.values()].reduce((sum, body) => sum + gzipKib(body), 0);
  const copies = new Map();
  for (const url of scripts.keys()) {
    const built = builtFileOf(url);
    for (const library of librariesIn(built)) copies.set(library, new Set([...(copies.get(library) ?? []), built.container]));
  }
  for (const [library, containers] of copies) {
    if (containers.size > 1) problems.push(`${label}: ${library} loaded from ${[...containers].join(' and ')}`);
  }
  const loaded = LOADED_ONCE.map(
    (library) => `${library} ${copies.has(library) ? `×${copies.get(library).size} (${[...copies.get(library)].join(' + ')})` : '-'}`,
  );
  check(label, kib, `${scripts.size} scripts; ${loaded.join(', ')}`);
}

const mizan = await startMizan();
const browser = await launchBrowser();
let againstFloor;
try {
  const staff = await signInForBench(mizan.url, 'admin', ADMIN_PASSWORD);
  const post = async (call, data) =>
    (
      await fetch(`${mizan.url}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
        body: JSON.stringify({ sign: staff.sign, data }),
      })
    ).json();
  const exam = (await post('admin/getexams.php', '1')).data.find((entry) => entry.title === DEMO_ASSESSMENT);
  // The demo's last applicant has not taken the demo assessment.
  const { ssn } = await seededApplicant(mizan.url, staff.token);

  await measurePage(browser, 'applicant: /apply to the whole exam page', async (page) => {
    await page.goto(`${mizan.url}/apply/${exam.id}`);
    await page.getByLabel('ID (SSN)').fill(ssn);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.locator('section[data-question-id]').first().waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  });
  await measurePage(browser, 'staff: /login', async (page) => {
    await page.goto(`${mizan.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
  });
  await measurePage(
    browser,
    'staff: the applicants table, signed in',
    async (page) => {
      await page.goto(`${mizan.url}/dashboard/Applicants`);
      await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 60_000 });
    },
    {
      signedInAs: staff,
    },
  );

  const slow = [];
  for (let run = 0; run < SLOW_4G_RUNS; run += 1) {
    slow.push(
      await timeToFirstQuestion(browser, mizan.url, await registerFreshAttempt(mizan.url, staff.token, exam.id, run + 1), { slow4g: true }),
    );
  }
  const times = slow.map((entry) => Math.round(entry.ms));
  checkAgainst(
    "applicant: 'Q 1' on Slow 4G, fresh profile",
    median(times),
    BUDGETS.slow4gFirstQuestionMs,
    'ms',
    `median of ${SLOW_4G_RUNS} (${times.join(', ')} ms)`,
  );

  const run = await pagesOn(browser, mizan.url, { applicants: attemptsNeeded({ rounds, lighthouseRounds }) });
  againstFloor = await measureAgainstFloor(browser, run, { rounds, lighthouseRounds });
  for (const round of againstFloor.cpu)
    for (const [page, figures] of Object.entries(round))
      for (const violation of figures.cspViolations) problems.push(`${page}: CSP violation: ${violation}`);
  for (const [label, page] of [
    ['apply page', 'apply'],
    ['exam page', 'exam'],
  ]) {
    const budget = BUDGETS.againstFloor[label];
    const spread = (values, digits) => `rounds ${values.map((value) => value.toFixed(digits)).join(', ')}`;
    for (const [key, wallKey, name, budgetKey] of [
      ['mainThreadCpuMs', 'mainThreadMs', 'main-thread work to interactive', 'mainThreadRatio'],
      ['blockingCpuMs', 'blockingMs', 'blocking time from navigation', 'blockingRatio'],
    ]) {
      const ratios = ratiosOf(againstFloor.cpu, page, key);
      const absolute = (side, figure) => Math.round(median(againstFloor.cpu.map((round) => round[side][figure])));
      checkAgainst(
        `CPU 4×, ${label}: ${name} ÷ floor (thread time)`,
        median(ratios),
        budget[budgetKey],
        '×',
        `median ${absolute(page, key)} ms vs floor ${absolute('floor', key)} ms (wall ${absolute(page, wallKey)} vs ${absolute('floor', wallKey)} ms); ${spread(ratios, 2)}`,
      );
    }
    if (againstFloor.lighthouse.length === 0) continue;
    const scores = ratiosOf(againstFloor.lighthouse, page, 'score');
    const runs = againstFloor.lighthouse.map((run) => `${run[page].score}/${run.floor.score}`).join(', ');
    const consoleErrors = againstFloor.lighthouse.flatMap((run) => run[page].consoleErrors);
    for (const error of new Set(consoleErrors))
      if (/Content Security Policy/i.test(error)) problems.push(`${label}: CSP violation: ${error}`);
    checkAgainst(
      `Lighthouse mobile ${label}: score ÷ floor's`,
      median(scores),
      budget.minScoreRatio,
      '',
      `page/floor per round: ${runs}; ${consoleErrors.length} console errors`,
      {
        floor: true,
      },
    );
  }
} finally {
  await browser.close();
  await mizan.stop();
}

console.log(
  `Against the floor page: ${againstFloor.started.toISOString()} – ${againstFloor.finished.toISOString()}, load average before ${againstFloor.loadBefore}, after ${againstFloor.loadAfter}.\n`,
);
console.log(`${cpuTable(againstFloor.cpu, PAGE_NAMES)}\n`);
if (againstFloor.lighthouse.length) console.log(`${lighthouseTable(againstFloor.lighthouse, PAGE_NAMES)}\n`);
console.log('| what | measured | budget | | notes |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\nEvery budget holds and ${LOADED_ONCE.join(', ')} are each loaded once per page.`);
}

/**
 * Page-weight budgets (issue 7), run after `npm run build`:
 *   npm run bench:budgets [-- --screenshots DIR]   (DIR: a PNG of each measured page as it was measured)
 *
 * 1. Per remote, from its built Module Federation manifest (dist/mf-manifest.json):
 *    gzip JavaScript of remoteEntry.js plus its exposed modules' chunks, less
 *    its copies of shared libraries (the page uses one app's copy).
 * 2. In headless Chromium against the built server (fresh PGlite, demo data),
 *    gzip JavaScript every script response carries:
 *    - applicant: from opening /apply/{id} until the first question of the exam shows
 *      (the ID typed, Register, the confirmation's Yes);
 *    - staff: from the login page until the applicants table shows its first row.
 * 3. Shared libraries loaded once: in each of those pages, every script fetched
 *    is looked up in its app's source map for code of react, react-dom, antd,
 *    slate or react-router; two apps' copies of one library on a page (a
 *    shared copy, or one bundled into a remote's own chunks) is a duplicate.
 *    The manifests must also agree on one version, shared as a singleton.
 *
 * Budgets are what was measured on 2026-11-23 plus about 5 % (bench/RESULTS.md);
 * exceeding one, or any duplicate, exits 1. Raise a budget only with a reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seededApplicant } from '../e2e/support/api.mjs';
import { launchBrowser } from '../e2e/support/browser.mjs';
import { ADMIN_PASSWORD, startMizan } from '../e2e/support/mizan-server.mjs';
import { signIn } from '../e2e/support/session.mjs';
import { signInForBench } from './support/generated-applicants.mjs';
import { gzipBytes, recordScripts } from './support/script-responses.mjs';

const { values: options } = parseArgs({ options: { screenshots: { type: 'string' } } });
const KIB = 1024;
/** gzip KiB. */
const BUDGETS = {
  'applicant: /apply until the first question': 950,
  'staff: /login until the applicants table': 840,
  'remote mf_users': 153,
  'remote mf_questions': 195,
  'remote mf_applicants': 167,
  'remote mf_assessments': 172,
  'remote mf_exam': 150,
};
const LOADED_ONCE = ['react', 'react-dom', 'antd', 'slate', 'react-router'];
const APPS = { shell: 'shell', mf_users: 'mf-users', mf_questions: 'mf-questions', mf_applicants: 'mf-applicants', mf_assessments: 'mf-assessments', mf_exam: 'mf-exam' };
const repoRoot = path.resolve(import.meta.dirname, '..');
const DEMO_ASSESSMENT = 'Demo: General Admission Test';

const gzipKib = (bytes) => gzipBytes(bytes) / KIB;
const distOf = (container) => path.join(repoRoot, APPS[container], 'dist');
const manifests = Object.fromEntries(
  Object.keys(APPS).map((container) => [container, JSON.parse(fs.readFileSync(path.join(distOf(container), 'mf-manifest.json'), 'utf8'))]),
);
const problems = [];
const rows = [];

function check(label, kib, extra = '') {
  const budget = BUDGETS[label];
  const over = kib > budget;
  if (over) problems.push(`${label}: ${kib.toFixed(1)} KiB gzip is over its budget of ${budget} KiB`);
  rows.push(`| ${label} | ${kib.toFixed(1)} | ${budget} | ${over ? 'OVER' : 'ok'} | ${extra} |`);
}

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
  const mapFile = path.join(distOf(container), `${file}.map`);
  if (!APPS[container] || !fs.existsSync(mapFile)) return [];
  const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const packages = new Set(sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]).filter(Boolean));
  return LOADED_ONCE.filter((library) => packages.has(library));
}

async function measurePage(browser, label, visit) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await visit(page);
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
  const loaded = LOADED_ONCE.map((library) => `${library} ${copies.has(library) ? `×${copies.get(library).size} (${[...copies.get(library)].join(' + ')})` : '-'}`);
  check(label, kib, `${scripts.size} scripts; ${loaded.join(', ')}`);
}

const mizan = await startMizan();
const browser = await launchBrowser();
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

  await measurePage(browser, 'applicant: /apply until the first question', async (page) => {
    await page.goto(`${mizan.url}/apply/${exam.id}`);
    await page.getByLabel('ID (SSN)').fill(ssn);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.locator('section[data-question-id]').first().waitFor({ state: 'visible', timeout: 60_000 });
  });
  await measurePage(browser, 'staff: /login until the applicants table', async (page) => {
    await signIn(page, mizan.url, 'admin', ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard\/Applicants$/);
    await page.locator('.ant-table-row').first().waitFor({ state: 'visible', timeout: 60_000 });
  });
} finally {
  await browser.close();
  await mizan.stop();
}

console.log('| what | gzip KiB | budget KiB | | notes |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (problems.length > 0) {
  console.log(`\n${problems.length} problem(s):\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`\nEvery budget holds and ${LOADED_ONCE.join(', ')} are each loaded once per page.`);
}

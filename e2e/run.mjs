/**
 * Runs every e2e/*.e2e.mjs journey with node's test runner, one file at a
 * time (each starts its own server), a failed one once more. Needs `npm run build` first.
 * Ends with one line, `e2e: N passed, N failed` (a journey run twice counts
 * its second run); with E2E_COUNTS_FILE set, also writes { passed, failed } there as JSON.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '..');
for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'mf-users/dist/mf-manifest.json']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: run \`npm run build\` before the e2e tests.`);
    process.exit(1);
  }
}
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .map((name) => path.join(here, name));

const countsDir = mkdtempSync(path.join(tmpdir(), 'mizan-e2e-'));

/** The `# pass N` / `# fail N` figures at the end of node's TAP report. */
function tapCounts(tapFile) {
  const text = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const figure = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: figure('pass'), failed: figure('fail') + figure('cancelled') };
}

/** One run of a journey: the spec report to the console, a TAP report to count from. */
function runJourney(file) {
  const tapFile = path.join(countsDir, `${path.basename(file)}.tap`);
  rmSync(tapFile, { force: true });
  const { status } = spawnSync(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      file,
    ],
    { stdio: 'inherit', cwd: repoRoot },
  );
  const counts = tapCounts(tapFile);
  // A journey that dies before reporting a failing test still failed.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return { ok: status === 0, ...counts };
}

// A journey that fails gets one more run, said in the log: on a loaded 2-core
// machine a browser click is sometimes lost. A journey that fails twice fails the run.
const failed = [];
const total = { passed: 0, failed: 0 };
for (const file of files) {
  let result = runJourney(file);
  if (!result.ok) {
    console.log(`\n${path.basename(file)} failed; running it once more\n`);
    result = runJourney(file);
    if (!result.ok) failed.push(path.basename(file));
  }
  total.passed += result.passed;
  total.failed += result.failed;
}
rmSync(countsDir, { recursive: true, force: true });
if (failed.length > 0) console.error(`\nFailed twice: ${failed.join(', ')}`);
console.log(`\ne2e: ${total.passed} passed, ${total.failed} failed`);
if (process.env.E2E_COUNTS_FILE) writeFileSync(process.env.E2E_COUNTS_FILE, JSON.stringify(total));
process.exit(failed.length > 0 ? 1 : 0);

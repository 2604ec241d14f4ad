/**
 * Runs every e2e/*.e2e.mjs journey with node's test runner (each starts its
 * own server, browser and database), two at a time (E2E_CONCURRENCY), longest first, a failed
 * one once more, alone, after the others. Needs `npm run build` first.
 * Each journey's report is printed whole when it ends, so two running side by
 * side never interleave their lines. Ends with one line, `e2e: N passed, N failed`
 * (a journey run twice counts its second run); with E2E_COUNTS_FILE set, also
 * writes { passed, failed } there as JSON.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMizan } from './support/mizan-server.mjs';

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '..');
for (const built of ['server/dist/main.js', 'shell/dist/index.html', 'mf-users/dist/mf-manifest.json']) {
  if (!existsSync(path.join(repoRoot, built))) {
    console.error(`${built} is missing: run \`npm run build\` before the e2e tests.`);
    process.exit(1);
  }
}
const only = process.argv.slice(2);
// Longest first, so that the lanes end together instead of one long journey starting last and running
// alone. The journeys measured longest lead (the questions journey keeps its steps in a support file, so
// its own file is small; the balancer drill's nodes, nginx and PostgreSQL are started by support files); the
// others follow by size in bytes, which stands for their length.
const MEASURED_LONGEST = ['exam-day-balancer.e2e.mjs', 'questions.e2e.mjs', 'exam.e2e.mjs', 'exam-room.e2e.mjs', 'applicants.e2e.mjs'];
const rank = (file) => {
  const measured = MEASURED_LONGEST.indexOf(path.basename(file));
  return measured === -1 ? MEASURED_LONGEST.length : measured;
};
const files = readdirSync(here)
  .filter((name) => name.endsWith('.e2e.mjs'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.includes(wanted)))
  .map((name) => path.join(here, name))
  .sort((a, b) => rank(a) - rank(b) || statSync(b).size - statSync(a).size);

// Two at a time keeps both cores of a CI machine busy: a journey spends much of
// its time waiting on its browser and server.
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);

const countsDir = mkdtempSync(path.join(tmpdir(), 'mizan-e2e-'));

/** The `# pass N` / `# fail N` figures at the end of node's TAP report. */
function tapCounts(tapFile) {
  const text = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const figure = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { passed: figure('pass'), failed: figure('fail') + figure('cancelled') };
}

/** One run of a journey: its spec report printed when it ends, a TAP report to count from. */
function runJourney(file) {
  const tapFile = path.join(countsDir, `${path.basename(file)}.tap`);
  rmSync(tapFile, { force: true });
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tapFile}`,
      file,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n── ${path.basename(file)} (${seconds} s)\n${Buffer.concat(output).toString()}`);
      const counts = tapCounts(tapFile);
      // A journey that dies before reporting a failing test still failed.
      if (status !== 0 && counts.failed === 0) counts.failed = 1;
      resolve({ ok: status === 0, ...counts });
    });
  });
}

/** Runs the files `concurrency` at a time; results in the files' order. */
async function runAll(list, width) {
  const results = new Array(list.length);
  let next = 0;
  const lane = async () => {
    while (next < list.length) {
      const index = next++;
      results[index] = await runJourney(list[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, list.length) }, lane));
  return results;
}

// The data folder every journey's default server starts from (startMizan copies it).
const template = await startMizan();
await template.stop({ keepData: true });
process.env.E2E_DATA_TEMPLATE = template.dataDir;

// A journey that fails gets one more run, alone and said in the log: on a loaded
// 2-core machine a browser click is sometimes lost. A journey that fails twice fails the run.
const firstRuns = await runAll(files, concurrency);
const total = { passed: 0, failed: 0 };
const failed = [];
for (const [index, file] of files.entries()) {
  let result = firstRuns[index];
  if (!result.ok) {
    console.log(`\n${path.basename(file)} failed; running it once more, alone\n`);
    result = (await runAll([file], 1))[0];
    if (!result.ok) failed.push(path.basename(file));
  }
  total.passed += result.passed;
  total.failed += result.failed;
}
rmSync(countsDir, { recursive: true, force: true });
rmSync(template.dataDir, { recursive: true, force: true });
if (failed.length > 0) console.error(`\nFailed twice: ${failed.join(', ')}`);
console.log(`\ne2e: ${total.passed} passed, ${total.failed} failed`);
if (process.env.E2E_COUNTS_FILE) writeFileSync(process.env.E2E_COUNTS_FILE, JSON.stringify(total));
process.exit(failed.length > 0 ? 1 : 0);

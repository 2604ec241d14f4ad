/**
 * `npm run test:all`: build, typecheck, lint, every jest suite, the tools' tests,
 * every browser journey, then one line with the tests of both together:
 *
 *     tests: 2900 passed, 0 failed
 *
 * Every step runs even when one before it failed (a CI log shows all that is
 * broken at once); the exit code is 1 when anything failed. A failed build or
 * typecheck counts as one failure, and without a build the journeys cannot run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'mizan-test-all-'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, env: { ...process.env, ...env } }).status === 0;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const problems = [];
let passed = 0;
let failed = 0;

/** Runs a command with its output kept, printed whole when it ends (so two side by side never interleave). */
const runQuietly = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n── ${[command, ...args].join(' ')}\n${Buffer.concat(output).toString()}`);
      resolve(status === 0);
    });
  });

// The webpack builds keep one core busy; the typecheck and the lint run beside them on the other.
const checks = (async () => {
  if (!(await runQuietly(npm, ['run', 'typecheck']))) problems.push('the typecheck failed');
  // ESLint (boundaries, no import cycles, unused variables), knip (unused exports, files, dependencies), Prettier.
  if (!(await runQuietly(npm, ['run', 'lint']))) problems.push('the lint failed');
})();
const built = await new Promise((resolve) =>
  spawn(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' }).on('close', (status) => resolve(status === 0)),
);
if (!built) problems.push('the build failed');
await checks;

const jestReport = path.join(scratch, 'jest.json');
// Jest's own default on 2 cores is one worker in the main process, which leaves a core idle.
const jestWorkers = Math.max(2, availableParallelism() - 1);
const jestOk = run(process.execPath, [
  path.join(repoRoot, 'node_modules/jest/bin/jest.js'),
  `--maxWorkers=${jestWorkers}`,
  '--json',
  `--outputFile=${jestReport}`,
]);
const jest = readJson(jestReport);
if (jest) {
  passed += jest.numPassedTests;
  // A suite that cannot even load has no failed test of its own: it counts as one.
  const brokenSuites = jest.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.every((test) => test.status !== 'failed'),
  ).length;
  failed += jest.numFailedTests + brokenSuites;
  console.log(`\njest: ${jest.numPassedTests} passed, ${jest.numFailedTests + brokenSuites} failed`);
} else if (!jestOk) {
  problems.push('jest did not report');
}

// The tools' own tests (node:test): what makes npm start rebuild an app.
// Named one by one: given the folder, node --test would also run this file (test-*.mjs).
const toolTestFiles = readdirSync(path.join(repoRoot, 'tools'))
  .filter((name) => name.endsWith('.test.mjs'))
  .map((name) => path.join(repoRoot, 'tools', name));
const toolTests = spawnSync(process.execPath, ['--test', '--test-reporter=tap', ...toolTestFiles], { cwd: repoRoot, encoding: 'utf8' });
process.stdout.write(toolTests.stdout ?? '');
const toolCount = (word) => Number(new RegExp(`^# ${word} (\\d+)$`, 'm').exec(toolTests.stdout ?? '')?.[1] ?? 0);
if (toolTests.status !== 0 && toolCount('fail') === 0) problems.push('the tools tests did not run');
passed += toolCount('pass');
failed += toolCount('fail');

if (built) {
  const e2eCounts = path.join(scratch, 'e2e.json');
  const e2eOk = run(process.execPath, [path.join(repoRoot, 'e2e/run.mjs')], { E2E_COUNTS_FILE: e2eCounts });
  const e2e = readJson(e2eCounts);
  if (e2e) {
    passed += e2e.passed;
    failed += e2e.failed;
  } else if (!e2eOk) problems.push('the browser journeys did not report');
} else problems.push('the browser journeys did not run (no build)');

rmSync(scratch, { recursive: true, force: true });
failed += problems.length;
if (problems.length > 0) console.error(`\nAlso: ${problems.join('; ')}.`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

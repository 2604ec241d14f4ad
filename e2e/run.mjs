/**
 * Runs every e2e/*.e2e.mjs journey with node's test runner, one file at a
 * time (each starts its own server), a failed one once more. Needs `npm run build` first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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

const runJourney = (file) =>
  spawnSync(process.execPath, ['--test', '--test-reporter=spec', file], { stdio: 'inherit', cwd: repoRoot }).status === 0;

// A journey that fails gets one more run, said in the log: on a loaded 2-core
// machine a browser click is sometimes lost. A journey that fails twice fails the run.
const failed = [];
for (const file of files) {
  if (runJourney(file)) continue;
  console.log(`\n${path.basename(file)} failed; running it once more\n`);
  if (!runJourney(file)) failed.push(path.basename(file));
}
if (failed.length > 0) console.error(`\nFailed twice: ${failed.join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);

/**
 * Runs every e2e/*.e2e.mjs journey with node's test runner, one file at a
 * time (each starts its own server). Needs `npm run build` first.
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

const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
  stdio: 'inherit',
  cwd: repoRoot,
});
process.exit(result.status ?? 1);

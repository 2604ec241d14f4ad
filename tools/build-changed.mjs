/**
 * `npm start`'s build: each workspace with a build script is built only when
 * something it is built from changed since its last build here, so a second
 * `npm start` with nothing changed serves at once instead of running six
 * webpack builds again. `npm run build` (tests, CI) still builds everything.
 *
 * A workspace is built from its own folder (less node_modules, dist and
 * sourcemaps), shared/, tools/webpack/, the root package.json, the lockfile
 * and tsconfig.base.json. Its stamp (node_modules/.cache/mizan-build/) keeps
 * the time its last successful build started and which files it read
 * (./build-inputs.mjs): a file changed during a build is newer than the
 * stamp, and a file added or deleted changes the list, so the next start
 * builds again.
 *   node tools/build-changed.mjs [--force]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildInputs, upToDate, writeStamp } from './build-inputs.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const stampDir = path.join(repoRoot, 'node_modules/.cache/mizan-build');
const COMMON_INPUTS = ['shared', 'tools/webpack', 'package.json', 'package-lock.json', 'tsconfig.base.json'];
const force = process.argv.includes('--force');

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
fs.mkdirSync(stampDir, { recursive: true });

for (const folder of rootPackage.workspaces) {
  const workspace = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
  if (!workspace.scripts?.build) continue;
  const stamp = path.join(stampDir, `${folder}.stamp`);
  const built = fs.existsSync(path.join(repoRoot, folder, 'dist'));
  const inputs = buildInputs([...COMMON_INPUTS, folder].map((input) => path.join(repoRoot, input)));
  if (!force && built && upToDate(inputs, stamp)) {
    console.log(`${workspace.name}: up to date, not rebuilt`);
    continue;
  }
  const started = new Date();
  const began = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--workspace', workspace.name], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    fs.rmSync(stamp, { force: true });
    process.exit(result.status ?? 1);
  }
  writeStamp(stamp, inputs, started, `${workspace.name} built in ${((Date.now() - began) / 1000).toFixed(1)} s`);
}

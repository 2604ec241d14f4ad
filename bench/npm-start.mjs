/**
 * `npm start` as a school's IT person runs it: the time from typing it until
 * /api/health answers 200, twice on the same data folder (the second start
 * with nothing changed: the build step rebuilds nothing and the database is
 * already migrated and seeded). `--first` first deletes every app's dist/ and
 * build stamp, so the first start builds everything, as on a fresh clone.
 *   node bench/npm-start.mjs [--first]
 * Prints each time with the load average when it began (the machine is shared).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../e2e/support/free-port.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const first = process.argv.includes('--first');

if (first) {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  for (const folder of rootPackage.workspaces) fs.rmSync(path.join(repoRoot, folder, 'dist'), { recursive: true, force: true });
  fs.rmSync(path.join(repoRoot, 'node_modules/.cache/mizan-build'), { recursive: true, force: true });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizan-npm-start-'));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

async function timeStart(label) {
  const port = await freePort();
  const loadBefore = load();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // building, or not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  const rebuilt = output.split('\n').filter((line) => /^> @mizan\/[\w-]+@[\d.]+ build/.test(line)).length;
  console.log(
    `${label}: serving after ${seconds.toFixed(1)} s (${rebuilt} workspace(s) built; load average at start ${loadBefore}, at end ${load()})`,
  );
  // npm start runs a shell and node under it: stop the whole group it leads.
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

try {
  await timeStart(first ? 'first start (every app built, database created)' : 'start (database created)');
  await timeStart('second start, nothing changed');
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

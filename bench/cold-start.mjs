/**
 * Cold start: time from starting the built server on an empty data folder
 * (PGlite created, migrated and seeded) until /api/health answers 200.
 * Run after `npm run build`.
 *   node bench/cold-start.mjs [runs]
 * First, what `npm start` spends before that: its build step
 * (tools/build-changed.mjs), which with nothing changed since the last
 * start rebuilds nothing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startMizan } from '../e2e/support/mizan-server.mjs';

const buildStarted = performance.now();
const build = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../tools/build-changed.mjs')], { encoding: 'utf8' });
if (build.status !== 0) throw new Error(`npm start's build failed:\n${build.stdout}${build.stderr}`);
const rebuilt = build.stdout.split('\n').filter((line) => line.startsWith('> @mizan/') && line.endsWith(' build')).length;
console.log(
  `npm start's build step (tools/build-changed.mjs): ${((performance.now() - buildStarted) / 1000).toFixed(1)} s, ${rebuilt} app(s) rebuilt`,
);

const runs = Number(process.argv[2] ?? 3);
const first = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const mizan = await startMizan();
  first.push(performance.now() - started);
  await mizan.stop();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `first start (create, migrate, seed) over ${runs} runs: median ${(median(first) / 1000).toFixed(2)} s, ` +
    `min ${(Math.min(...first) / 1000).toFixed(2)} s, max ${(Math.max(...first) / 1000).toFixed(2)} s`,
);

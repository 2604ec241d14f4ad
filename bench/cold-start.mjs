/**
 * Cold start: time from starting the built server on an empty data folder
 * (PGlite created, migrated and seeded) until /api/health answers 200, then
 * the same on the now-existing data. Run after `npm run build`.
 *   node bench/cold-start.mjs [runs]
 */
import { performance } from 'node:perf_hooks';
import { startMizan } from '../e2e/support/mizan-server.mjs';

const runs = Number(process.argv[2] ?? 3);
const first = [];
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const mizan = await startMizan();
  first.push(performance.now() - started);
  await mizan.stop();
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`first start (create, migrate, seed) over ${runs} runs: median ${(median(first) / 1000).toFixed(2)} s, ` +
  `min ${(Math.min(...first) / 1000).toFixed(2)} s, max ${(Math.max(...first) / 1000).toFixed(2)} s`);

/**
 * Closed-loop measurements for bench/examday.mjs, each connection sending its
 * next request as soon as the last is answered: the bare Fastify route's
 * ceiling (bench/support/bare-fastify-server.mjs, its own process) and a
 * server's GET /api/health, so the exam-day figures read as a ratio of what
 * this machine can do right now.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../../e2e/support/free-port.mjs';
import { JsonClient } from './json-client.mjs';
import { CallStats } from './latency.mjs';

export const CEILING_CONNECTIONS = 64;
const CEILING_MS = 5_000;

/** GET /api/health on `url` closed-loop, CEILING_CONNECTIONS at a time, for CEILING_MS, sending `headers`. */
export async function closedLoopGets(url, name, headers) {
  const client = new JsonClient(url, CEILING_CONNECTIONS);
  const stats = new CallStats(name);
  const until = performance.now() + CEILING_MS;
  await Promise.all(
    Array.from({ length: CEILING_CONNECTIONS }, async () => {
      while (performance.now() < until) await client.get('/api/health', headers, stats);
    }),
  );
  client.close();
  return stats;
}

/** The bare-route ceiling: closed loop, CEILING_CONNECTIONS at a time, for CEILING_MS. */
export async function measureCeiling() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify-server.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited (${code})`)));
  });
  const client = new JsonClient(`http://127.0.0.1:${port}`, CEILING_CONNECTIONS);
  const stats = new CallStats('bare Fastify route (ceiling)');
  const sign = randomBytes(32).toString('hex');
  const until = performance.now() + CEILING_MS;
  const answer = { type: 'TrueOrFalse', optionId: 'True' };
  await Promise.all(
    Array.from({ length: CEILING_CONNECTIONS }, async () => {
      for (let seq = 1; performance.now() < until; seq += 1) {
        await client.post('student/saveanswer.php', sign, { hash: 'x'.repeat(32), questionId: 'q', answer, seq }, stats);
      }
    }),
  );
  client.close();
  child.stdin.end();
  return stats;
}

import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
export const ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Starts the built server on a free 127.0.0.1 port with a fresh embedded
 * database, and stops it (and deletes the data) when the test run ends.
 * A server started with the default settings begins from a copy of
 * E2E_DATA_TEMPLATE when the runner made one (a data folder of a server that
 * started once and stopped): creating, migrating and seeding a database
 * costs each journey seconds that copying a folder does not.
 */
export async function startMizan(extraEnv = {}, { nodeArgs = [], entry = path.join(repoRoot, 'server/dist/main.js') } = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mizan-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && Object.keys(extraEnv).length === 0) await cp(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  // A loaded shared machine can take minutes to start a server: E2E_SERVER_START_SECONDS gives it longer.
  const startSeconds = Number(process.env.E2E_SERVER_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting:\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in ${startSeconds} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    dataDir,
    output: () => output,
    /** False once the process has exited (crashed or stopped). */
    running: () => child.exitCode === null && child.signalCode === null,
    /** Kill the process with no shutdown (a crash drill); answers once it is gone. */
    kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      return gone;
    },
    /** `keepData`: leave DATA_DIR in place (a benchmark reads the database after the server stopped). */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

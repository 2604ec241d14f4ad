/**
 * Debian's nginx as the load balancer in front of a journey's API nodes:
 * e2e/support/nginx-balancer.conf.template filled in with a free 127.0.0.1
 * port and the nodes' addresses, run as a child (daemon off) with its own
 * prefix folder (config, pid, logs, temporary files), stopped by `stop()`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const TEMPLATE = path.join(import.meta.dirname, 'nginx-balancer.conf.template');
/** Passive health: one failed connection leaves a node out for this long, then one request tries it again. */
const FAIL_TIMEOUT = '10s';

/** Why nginx cannot run here, or null. */
export function nginxMissing() {
  return existsSync(NGINX) ? null : `nginx is not installed at ${NGINX} (apt-get install nginx)`;
}

/** The configuration for `nodeUrls` behind 127.0.0.1:`port`, files under `prefix`. */
export async function balancerConfig({ prefix, port, nodeUrls }) {
  const servers = nodeUrls.map((url) => `    server ${new URL(url).host} max_fails=1 fail_timeout=${FAIL_TIMEOUT};`).join('\n');
  // Run as root, nginx's workers would switch to `nobody`, who cannot write into the prefix folder.
  const user = process.getuid?.() === 0 ? 'user root root;' : '';
  return (await readFile(TEMPLATE, 'utf8'))
    .replaceAll('{{USER}}', user)
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{LISTEN}}', `127.0.0.1:${port}`)
    .replaceAll('{{SERVERS}}', servers);
}

/** Starts nginx in front of `nodeUrls`; answers its URL, its access log and `stop()`. */
export async function startNginxBalancer(nodeUrls) {
  const missing = nginxMissing();
  if (missing) throw new Error(missing);
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'mizan-nginx-'));
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  await writeFile(configFile, await balancerConfig({ prefix, port, nodeUrls }));
  const child = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited while starting:\n${output}\n${await errorLog()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not pass a health check in 15 s:\n${output}\n${await errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    accessLog: () => readFile(path.join(prefix, 'access.log'), 'utf8').catch(() => ''),
    errorLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGTERM: nginx's fast stop (the master takes its workers with it); SIGKILL if it lingers.
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * The kernel's side of a burst of new connections, for bench/examday.mjs:
 * whether the server's listen (accept) queue overflowed — `nstat`'s
 * TcpExtListenOverflows / TcpExtListenDrops, counted for the whole machine
 * (another process's overflow would count too) — and how full the queue of
 * the server's port got (`ss -ltn`: Recv-Q waiting to be accepted, Send-Q
 * the backlog the server asked for, capped by net.core.somaxconn).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const COUNTERS = ['TcpExtListenOverflows', 'TcpExtListenDrops', 'TcpExtTCPReqQFullDrop', 'TcpExtSyncookiesSent'];
const SAMPLE_EVERY_MS = 200;

/** The counters' absolute values now (nstat -a: absolute, -s: leave nstat's history alone, -z: zeros too). */
async function counters() {
  const { stdout } = await run('nstat', ['-asz', ...COUNTERS]);
  const values = Object.fromEntries(COUNTERS.map((name) => [name, 0]));
  for (const line of stdout.split('\n')) {
    const [name, value] = line.trim().split(/\s+/);
    if (name in values) values[name] = Number(value);
  }
  return values;
}

/** The listening socket of `port`: { waiting, backlog } (Recv-Q, Send-Q), or null. */
async function listenQueue(port) {
  const { stdout } = await run('ss', ['-ltnH', `sport = :${port}`]);
  const fields = stdout.trim().split(/\s+/);
  return fields.length >= 3 ? { waiting: Number(fields[1]), backlog: Number(fields[2]) } : null;
}

const sysctl = (name) => {
  try {
    return Number(readFileSync(`/proc/sys/${name.replaceAll('.', '/')}`, 'utf8'));
  } catch {
    return NaN;
  }
};

/** Watches the listen queue of `port` from now; `stop()` answers the counters' growth and the fullest queue seen. */
export async function watchListenQueue(port) {
  const before = await counters();
  let fullest = 0;
  let backlog = null;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const queue = await listenQueue(port).catch(() => null);
      if (queue) {
        fullest = Math.max(fullest, queue.waiting);
        backlog = queue.backlog;
      }
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await sampling;
      const after = await counters();
      const grew = Object.fromEntries(COUNTERS.map((name) => [name, after[name] - before[name]]));
      return {
        counters: grew,
        fullestQueue: fullest,
        backlog,
        somaxconn: sysctl('net.core.somaxconn'),
        synBacklog: sysctl('net.ipv4.tcp_max_syn_backlog'),
      };
    },
  };
}

export function listenQueueLine(watched) {
  const counted = Object.entries(watched.counters)
    .map(([name, value]) => `${name} +${value}`)
    .join(', ');
  return (
    `listen queue during the room's burst: ${counted} (whole machine); fullest accept queue seen ${watched.fullestQueue} ` +
    `of backlog ${watched.backlog ?? '?'} (ss, every ${SAMPLE_EVERY_MS} ms); somaxconn ${watched.somaxconn}, tcp_max_syn_backlog ${watched.synBacklog}`
  );
}

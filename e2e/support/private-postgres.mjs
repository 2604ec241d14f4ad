/**
 * A PostgreSQL cluster of a journey's own (Debian's binaries, initdb in a
 * temporary folder, listening on a free 127.0.0.1 port, trust for local
 * connections only), so a drill can restart "the database" for real without
 * touching the machine's shared server. initdb and postgres refuse to run as
 * root: as root the cluster runs as the `postgres` user (setpriv), its folder
 * handed to that user.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port.mjs';

const run = promisify(execFile);
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest Debian PostgreSQL bin folder with initdb and pg_ctl, or null. */
function binaries() {
  if (!existsSync(POSTGRES_ROOT)) return null;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(path.join(POSTGRES_ROOT, version, 'bin/pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? path.join(POSTGRES_ROOT, versions[0], 'bin') : null;
}

/** The uid/gid to run as when we are root (initdb refuses root), or null to run as ourselves. */
async function clusterUser() {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run('id', ['-u', 'postgres']).catch(() => ({ stdout: '' }));
  const uid = Number(stdout.trim());
  if (!uid) throw new Error('running as root and there is no postgres user to run a private cluster as');
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

/** Why a private cluster cannot run here, or null. */
export function privatePostgresMissing() {
  return binaries() === null ? `no PostgreSQL binaries under ${POSTGRES_ROOT}/*/bin (apt-get install postgresql)` : null;
}

/**
 * initdb and start a cluster; answers its URL (database `postgres`), a
 * `restart()` (pg_ctl stop in `mode`, then start: every connection is
 * dropped and new ones are refused until it is back) and `stop()` (which
 * also deletes the folder).
 */
export async function startPrivatePostgres() {
  const bin = binaries();
  if (!bin) throw new Error(privatePostgresMissing());
  const user = await clusterUser();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'mizan-pg-'));
  if (user) await chown(folder, user.uid, user.gid);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  const port = await freePort();
  const asCluster = (command, args) =>
    user
      ? run('setpriv', [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', path.join(bin, command), ...args], { cwd: folder })
      : run(path.join(bin, command), args, { cwd: folder });
  await asCluster('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  // A school's server: durable commits (fsync on, the default); small, as the drill needs little.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${folder} -c max_connections=200 -c shared_buffers=64MB`;
  const start = () => asCluster('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options]);
  const stop = (mode) => asCluster('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']);
  await start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;

  return {
    url,
    port,
    /** A database of its own on this cluster (nodes of one drill share it). */
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return databaseUrl.toString();
    },
    /** Stop (`fast`: as `systemctl restart` does; `immediate`: as a crash) and start again; answers the milliseconds it was away. */
    async restart(mode = 'fast') {
      const began = Date.now();
      await stop(mode);
      await start();
      return Date.now() - began;
    },
    log: () => readFile(logFile, 'utf8').catch(() => ''),
    async stop() {
      await stop('immediate').catch(() => {});
      await rm(folder, { recursive: true, force: true });
    },
  };
}

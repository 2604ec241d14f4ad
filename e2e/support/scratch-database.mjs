import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the journeys may use: TEST_DATABASE_URL, else DATABASE_URL, else none. */
export const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';

/**
 * A fresh, empty PostgreSQL database named `<prefix>_<random>` on the
 * server of `postgresUrl`; `drop()` removes it (closing any connection left).
 */
export async function createScratchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    host: url.hostname,
    port: Number(url.port || 5432),
    /** The same database reached through another host and port (a proxy). */
    urlThrough(port) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(port);
      return through.toString();
    },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

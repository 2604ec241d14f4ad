import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Write a file only its owner can read (mode 600), creating its folder. */
export function writePrivateFile(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

const newSecret = () => randomBytes(48).toString('base64url');
const secretPath = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** The secret generated earlier into `<dataDir>/jwt-secret`, if there is one. */
function secretFile(dataDir: string): string | null {
  const file = secretPath(dataDir);
  if (!fs.existsSync(file)) return null;
  const stored = fs.readFileSync(file, 'utf8').trim();
  return stored.length >= 32 ? stored : null;
}

/**
 * The secret that signs session tokens on the embedded database: `JWT_SECRET`,
 * or one generated on the first start into `<dataDir>/jwt-secret` and reused
 * afterwards.
 */
export function loadJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const stored = secretFile(dataDir);
  if (stored) return stored;
  const secret = newSecret();
  writePrivateFile(secretPath(dataDir), `${secret}\n`);
  return secret;
}

/**
 * The same on PostgreSQL, where several API nodes may share the database:
 * `JWT_SECRET`, else the one secret kept in `server_secrets`, which the first
 * node to start writes (a node's older `<dataDir>/jwt-secret`, so its
 * sessions survive, or a new one) and every other node reads. Nodes with
 * separate DATA_DIRs then accept each other's tokens.
 */
export async function loadSharedJwtSecret(configured: string | null, dataDir: string, db: Kysely<Database>): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'jwt', value: secretFile(dataDir) ?? newSecret() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'jwt').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A key kept in `server_secrets` under `name` on either database: the first
 * node to need it writes it and every node reads the same one. Never sent
 * anywhere.
 */
async function loadServerSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: newSecret() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The key of the applicants' shuffles (exam-shuffle.ts): the same on every
 * node, so an attempt shows the same order whichever node answers.
 */
export function shuffleSecretOf(db: Kysely<Database>): () => Promise<string> {
  return serverSecretOf(db, 'shuffle');
}

/**
 * A `server_secrets` key, read from the database on first use and then
 * remembered: not at start, so a server whose database is down still starts
 * and answers 503 until it is back. A failed read is tried again on the next call.
 */
export function serverSecretOf(db: Kysely<Database>, name: string): () => Promise<string> {
  let secret: Promise<string> | null = null;
  return () => {
    if (!secret) {
      secret = loadServerSecret(db, name);
      secret.catch(() => {
        secret = null;
      });
    }
    return secret;
  };
}

import fs from 'node:fs';
import path from 'node:path';
import type { OpenDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase, type SeedOptions, type SeedResult } from '../db/seed';
import type { TestDatabaseKind } from './test-databases';

type Seeded = Extract<SeedResult, { seeded: true }>;

/**
 * A fresh database, migrated and seeded. On PGlite, creating a database (initdb), migrating and seeding
 * cost about 3 s a suite, and starting from a saved copy under 1 s: the first suite of a jest run saves
 * its database into the run's folder (MIZAN_TEST_SEEDED_COPIES, made by jest-global-setup.ts), and later
 * suites, in any worker, start from that copy. PostgreSQL makes a schema in a few milliseconds and migrates
 * it in half a second: it always starts fresh.
 */
export async function openSeededTestDatabase(
  kind: TestDatabaseKind,
  options: SeedOptions,
): Promise<{ database: OpenDatabase; seed: Seeded }> {
  const folder = process.env.MIZAN_TEST_SEEDED_COPIES;
  const saved = folder && kind.openCopy ? path.join(folder, `${kind.name}-${copyName(options)}`) : null;
  if (saved && kind.openCopy && fs.existsSync(path.join(saved, 'seed.json'))) {
    const copy = new Blob([fs.readFileSync(path.join(saved, 'database.tar'))]);
    const seed = JSON.parse(fs.readFileSync(path.join(saved, 'seed.json'), 'utf8')) as Seeded;
    return { database: await kind.openCopy(copy), seed };
  }
  const database = await kind.open();
  await migrateToLatest(database.db);
  const seed = await seedDatabase(database.db, options);
  if (!seed.seeded) throw new Error('A fresh test database was already seeded.');
  if (saved && database.saveCopy) await saveCopy(saved, await database.saveCopy(), seed);
  return { database, seed };
}

function copyName(options: SeedOptions): string {
  return Buffer.from(JSON.stringify(options)).toString('base64url');
}

/**
 * The copy and its seed (the demo accounts' passwords) are written into a folder of this process, renamed
 * into place whole: two workers saving at once never mix one's copy with the other's passwords.
 */
async function saveCopy(saved: string, copy: Blob, seed: Seeded): Promise<void> {
  const ownFolder = `${saved}.${process.pid}`;
  fs.mkdirSync(ownFolder, { recursive: true });
  fs.writeFileSync(path.join(ownFolder, 'database.tar'), Buffer.from(await copy.arrayBuffer()));
  fs.writeFileSync(path.join(ownFolder, 'seed.json'), JSON.stringify(seed));
  try {
    fs.renameSync(ownFolder, saved);
  } catch {
    // Another worker saved its copy first; either serves.
    fs.rmSync(ownFolder, { recursive: true, force: true });
  }
}

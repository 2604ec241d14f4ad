import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder where this jest run's first server suite saves its seeded database for the others (seeded-test-database.ts). */
export default function makeSeededCopiesFolder(): void {
  process.env.MIZAN_TEST_SEEDED_COPIES = fs.mkdtempSync(path.join(os.tmpdir(), 'mizan-seeded-copies-'));
}

import fs from 'node:fs';

export default function removeSeededCopiesFolder(): void {
  const folder = process.env.MIZAN_TEST_SEEDED_COPIES;
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

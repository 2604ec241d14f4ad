import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a build writes or caches beside its sources: never an input. */
export const NOT_INPUTS = new Set(['node_modules', 'dist', 'sourcemaps', 'coverage', '.cache']);

/**
 * The files a build reads under `targets` (files or folders, NOT_INPUTS
 * left out): the newest modification time among them, and a fingerprint of
 * their paths, so a file deleted or added (even with an old time, as a copy
 * keeps it) changes the fingerprint. Folders' own times are not used: a
 * build creating dist/ or sourcemaps/ beside the sources changes its
 * folder's time, and counting that made every first start's build stale at
 * once, so the second start built everything again.
 */
export function buildInputs(targets) {
  let newest = 0;
  const files = [];
  const visit = (target) => {
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (!stat.isDirectory()) {
      newest = Math.max(newest, stat.mtimeMs);
      files.push(target);
      return;
    }
    for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
      if (!NOT_INPUTS.has(entry.name)) visit(path.join(target, entry.name));
    }
  };
  for (const target of targets) visit(target);
  const fingerprint = createHash('sha256').update(files.sort().join('\n')).digest('hex');
  return { newest, fingerprint };
}

/**
 * Whether a workspace built before is still up to date: its stamp's time is
 * when that build started, its content the inputs' fingerprint then.
 */
export function upToDate(inputs, stampFile) {
  let stat;
  let content;
  try {
    stat = fs.statSync(stampFile);
    content = fs.readFileSync(stampFile, 'utf8');
  } catch {
    return false;
  }
  const recorded = /^inputs ([0-9a-f]{64})$/m.exec(content)?.[1];
  // A stamp written before the fingerprint was kept: its time alone decides, once.
  if (recorded === undefined) return inputs.newest < stat.mtimeMs;
  return recorded === inputs.fingerprint && inputs.newest < stat.mtimeMs;
}

/** Writes the stamp of a successful build that started at `started`. */
export function writeStamp(stampFile, inputs, started, note) {
  fs.writeFileSync(stampFile, `${note}\ninputs ${inputs.fingerprint}\n`);
  fs.utimesSync(stampFile, started, started);
}

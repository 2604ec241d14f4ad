import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readBuiltFile, sendBuiltFile, type BuiltFile } from './hashed-files-in-memory';

/** How long a copy in memory is answered before the file is read again: a redeployed remote is seen within this. */
export const REREAD_AFTER_MS = 1000;

/** The built files without a content hash that every applicant's page asks for, in each remote's dist/. */
const PAGE_ENTRY_FILES: Record<string, string> = {
  'mf-manifest.json': 'application/json; charset=utf-8',
  'remoteEntry.js': 'application/javascript; charset=utf-8',
};

/**
 * A built file without a content hash (a remote's mf-manifest.json and remoteEntry.js, mf-exam's index.html):
 * browsers revalidate it on every load (no-cache), so a redeployed remote is picked up, yet a whole room opening
 * the page asks for the same bytes within seconds. It is read from disk at most once per REREAD_AFTER_MS and
 * answered from memory in between. Through the static plugin each request was a walk of the disk: @fastify/static
 * checks the path's spelling with a readdir of every folder on it, then stats, opens and reads the file, all on
 * libuv's four threads; during a room of 2,000 opening the page that was a fifth of the server's time and the
 * page's HTML waited behind it in the same thread pool (bench/RESULTS.md, "The page-file tail").
 */
export class RecentCopy {
  private copy: BuiltFile | null = null;
  private readAt = -Infinity;

  constructor(
    private readonly file: string,
    private readonly type: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** The file as it was on disk at most REREAD_AFTER_MS ago; null when it was not there. */
  current(): BuiltFile | null {
    const now = this.now();
    if (now - this.readAt >= REREAD_AFTER_MS) {
      this.readAt = now;
      try {
        this.copy = readBuiltFile(this.file, this.type);
      } catch {
        this.copy = null;
      }
    }
    return this.copy;
  }
}

/** Routes for a remote's mf-manifest.json and remoteEntry.js answered from recent copies (before the static plugin's). */
export function servePageEntryFiles(app: FastifyInstance, folder: { dir: string; prefix: string }): void {
  for (const [name, type] of Object.entries(PAGE_ENTRY_FILES)) {
    const copy = new RecentCopy(path.join(folder.dir, name), type);
    if (!copy.current()) continue;
    app.get(`${folder.prefix}${name}`, { schema: { hide: true } }, (request, reply) => {
      const file = copy.current();
      return file ? sendBuiltFile(file, request, reply, 'no-cache') : reply.callNotFound();
    });
  }
}

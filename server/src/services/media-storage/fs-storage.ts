import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, MediaStorage } from './media-storage';

/** Media ids are base64url: safe as file names, and checked again here so no id can leave the folder. */
const SAFE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The `fs` driver (the default without DATABASE_URL): each file is
 * `<DATA_DIR>/media/<first two characters of the id>/<id>`, mode 600. Only
 * the node that received an upload can serve it, so several API nodes need
 * the postgres driver (or a shared folder mounted as DATA_DIR/media).
 */
export class FsMediaStorage implements MediaStorage {
  readonly name = 'fs' as const;

  constructor(private readonly directory: string) {}

  private fileOf(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error(`Not a media id: ${JSON.stringify(id)}`);
    return path.join(this.directory, id.slice(0, 2), id);
  }

  async keep(id: string, bytes: Buffer): Promise<null> {
    const file = this.fileOf(id);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // Written whole under a temporary name, then renamed: a reader never sees half a file.
    const partial = `${file}.part`;
    await fs.promises.writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
    try {
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
    return null;
  }

  async discard(id: string): Promise<void> {
    await fs.promises.rm(this.fileOf(id), { force: true });
  }

  async read(id: string, range: ByteRange | null): Promise<Readable | null> {
    const file = this.fileOf(id);
    try {
      const handle = await fs.promises.open(file, 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}

import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Config, MediaStorageName } from '../../config';
import type { Database } from '../../db/schema';
import { FsMediaStorage } from './fs-storage';
import type { ByteRange, MediaStorage, NewMedia } from './media-storage';
import { PostgresMediaStorage } from './postgres-storage';

export type { ByteRange, MediaOwner, MediaStorage, NewMedia } from './media-storage';

/** A media row without its bytes: what GET /api/media/:id needs to answer. */
export interface StoredMedia {
  id: string;
  contentType: string;
  name: string;
  size: number;
  storage: MediaStorageName;
}

/**
 * Uploaded media: new files go to the driver MEDIA_STORAGE names; a file is
 * read back by the driver its row names, whichever is configured now.
 */
export class MediaStore {
  private readonly drivers: Record<MediaStorageName, MediaStorage>;
  /** The driver new uploads go to. */
  readonly writer: MediaStorage;

  constructor(
    private readonly db: Kysely<Database>,
    config: Pick<Config, 'dataDir' | 'mediaStorage'>,
  ) {
    this.drivers = {
      fs: new FsMediaStorage(db, path.join(config.dataDir, 'media')),
      postgres: new PostgresMediaStorage(db),
    };
    this.writer = this.drivers[config.mediaStorage];
  }

  save(media: NewMedia, bytes: Buffer): Promise<void> {
    return this.writer.save(media, bytes);
  }

  async find(id: string): Promise<StoredMedia | null> {
    const row = await this.db
      .selectFrom('media')
      .select(['id', 'content_type', 'name', 'size', 'storage'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { id: row.id, contentType: row.content_type, name: row.name, size: row.size, storage: row.storage } : null;
  }

  read(media: StoredMedia, range: ByteRange | null): Promise<Buffer | Readable | null> {
    return this.drivers[media.storage].read(media.id, range);
  }
}

export function createMediaStore(db: Kysely<Database>, config: Pick<Config, 'dataDir' | 'mediaStorage'>): MediaStore {
  return new MediaStore(db, config);
}

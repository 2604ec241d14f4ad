import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Config, MediaStorageName } from '../../config';
import type { Database } from '../../db/schema';
import { FsMediaStorage } from './fs-storage';
import { chargeQuotas, type QuotaCharge } from '../media-quotas';
import { insertMediaRow, type ByteRange, type MediaStorage, type NewMedia } from './media-storage';
import { PostgresMediaStorage } from './postgres-storage';

export type { ByteRange, MediaOwner, MediaStorage, NewMedia } from './media-storage';

/** A media row without its bytes: what GET /api/media/:id needs to answer. */
export interface StoredMedia {
  id: string;
  contentType: string;
  name: string;
  size: number;
  storage: MediaStorageName;
  /** When its bytes were deleted under the retention rule; null while it is kept. */
  deletedAt: Date | null;
}

/**
 * Uploaded media: new files go to the driver MEDIA_STORAGE names; a file is
 * read back (and deleted) by the driver its row names, whichever is
 * configured now.
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
      fs: new FsMediaStorage(path.join(config.dataDir, 'media')),
      postgres: new PostgresMediaStorage(db),
    };
    this.writer = this.drivers[config.mediaStorage];
  }

  /**
   * Keeps the bytes, then charges the file's quotas and writes its row in one
   * transaction; a refusal (413, quotaRefusal) or any failure leaves no row,
   * no charge and no bytes behind.
   */
  async save(media: NewMedia, bytes: Buffer, charges: QuotaCharge[]): Promise<void> {
    const column = await this.writer.keep(media.id, bytes);
    try {
      await this.db.transaction().execute(async (transaction) => {
        await chargeQuotas(transaction, charges, bytes.length);
        await insertMediaRow(transaction, media, bytes.length, this.writer.name, column);
      });
    } catch (error) {
      await this.writer.discard(media.id);
      throw error;
    }
  }

  async find(id: string): Promise<StoredMedia | null> {
    const row = await this.db
      .selectFrom('media')
      .select(['id', 'content_type', 'name', 'size', 'storage', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { id: row.id, contentType: row.content_type, name: row.name, size: row.size, storage: row.storage, deletedAt: row.deleted_at }
      : null;
  }

  read(media: StoredMedia, range: ByteRange | null): Promise<Buffer | Readable | null> {
    return this.drivers[media.storage].read(media.id, range);
  }

  /** Removes the bytes of a deleted file from the driver its row names (a postgres row's bytes go with the row). */
  discard(media: { id: string; storage: MediaStorageName }): Promise<void> {
    return this.drivers[media.storage].discard(media.id);
  }
}

export function createMediaStore(db: Kysely<Database>, config: Pick<Config, 'dataDir' | 'mediaStorage'>): MediaStore {
  return new MediaStore(db, config);
}

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ByteRange, MediaStorage } from './media-storage';

function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The `postgres` driver (the default with DATABASE_URL): the bytes live in
 * `media.bytes`, so every API node on the same database serves every file.
 * A Range is read with substring() so seeking in a long video does not move
 * the whole file out of the database.
 */
export class PostgresMediaStorage implements MediaStorage {
  readonly name = 'postgres' as const;

  constructor(private readonly db: Kysely<Database>) {}

  /** The bytes go into the row itself. */
  keep(_id: string, bytes: Buffer): Promise<Buffer> {
    return Promise.resolve(bytes);
  }

  /** The bytes leave with the row (or its `bytes` set to null): nothing else to remove. */
  discard(): Promise<void> {
    return Promise.resolve();
  }

  async read(id: string, range: ByteRange | null): Promise<Buffer | null> {
    const row = range
      ? await this.db
          .selectFrom('media')
          .select(sql<Uint8Array | null>`substring(bytes from ${range.start + 1} for ${range.end - range.start + 1})`.as('bytes'))
          .where('id', '=', id)
          .where('storage', '=', 'postgres')
          .executeTakeFirst()
      : await this.db.selectFrom('media').select('bytes').where('id', '=', id).where('storage', '=', 'postgres').executeTakeFirst();
    return row?.bytes ? toBuffer(row.bytes) : null;
  }
}

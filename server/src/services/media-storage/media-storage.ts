import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { MediaStorageName } from '../../config';
import type { Database } from '../../db/schema';

/** Who uploaded a file: a signed-in staff member, or an applicant's attempt (exam uploads) of an assessment. */
export type MediaOwner = { kind: 'staff'; userId: number } | { kind: 'attempt'; attemptHash: string; assessmentId: number };

/** A file about to be kept; its bytes travel beside it. */
export interface NewMedia {
  id: string;
  /** The MIME type's essence, e.g. 'audio/webm'. */
  contentType: string;
  name: string;
  owner: MediaOwner;
}

/** Bytes `start` to `end`, both included (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A media storage driver (ARCHITECTURE §7). `keep` puts the bytes where the
 * driver holds them and answers what goes in the row's `bytes` column (the
 * row says which driver holds the bytes, so a file saved by one driver is
 * still read by it after MEDIA_STORAGE changes); the media store writes the
 * row. `discard` takes back what `keep` did when the row is not written,
 * and removes a deleted file's bytes.
 */
export interface MediaStorage {
  readonly name: MediaStorageName;
  keep(id: string, bytes: Buffer): Promise<Buffer | null>;
  discard(id: string): Promise<void>;
  /** The bytes of a file this driver holds (all, or `range`), or null when they are gone. */
  read(id: string, range: ByteRange | null): Promise<Buffer | Readable | null>;
}

/** Insert the media row; `bytes` only for the postgres driver (a check constraint holds it to that). */
export async function insertMediaRow(
  db: Kysely<Database>,
  media: NewMedia,
  size: number,
  storage: MediaStorageName,
  bytes: Buffer | null,
): Promise<void> {
  await db
    .insertInto('media')
    .values({
      id: media.id,
      content_type: media.contentType,
      name: media.name,
      size,
      owner_kind: media.owner.kind,
      owner_user_id: media.owner.kind === 'staff' ? media.owner.userId : null,
      owner_attempt_hash: media.owner.kind === 'attempt' ? media.owner.attemptHash : null,
      assessment_id: media.owner.kind === 'attempt' ? media.owner.assessmentId : null,
      storage,
      bytes,
    })
    .execute();
}

import { sql, type Kysely } from 'kysely';
import { MEDIA_QUOTA_CODES, mediaQuotaMessage, type MediaQuotaScope } from '@mizan/shared';
import { DEFAULT_MEDIA_QUOTAS, type Config, type MediaQuotas } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../errors';
import type { MediaOwner } from './media-storage';

/** One quota a file counts against: its scope, whose it is (`media_usage.owner`), and its limit (null: none). */
export interface QuotaCharge {
  scope: MediaQuotaScope;
  owner: string;
  limit: number | null;
}

export function mediaQuotasOf(config: Pick<Config, 'mediaQuotas'>): MediaQuotas {
  return config.mediaQuotas ?? DEFAULT_MEDIA_QUOTAS;
}

/**
 * The quotas a file counts against: an applicant's file against its attempt
 * and its assessment (every attempt together), a staff member's (question
 * pictures, uploaded before they are put in any assessment) against that
 * staff member. A quota without a limit is still counted, so turning it on
 * later counts what is already kept.
 */
export function quotaChargesOf(owner: MediaOwner, quotas: MediaQuotas): QuotaCharge[] {
  if (owner.kind === 'staff') return [{ scope: 'staff', owner: String(owner.userId), limit: quotas.staff }];
  return [
    { scope: 'attempt', owner: owner.attemptHash, limit: quotas.attempt },
    { scope: 'assessment', owner: String(owner.assessmentId), limit: quotas.assessment },
  ];
}

/** 413 with the quota in words and its stable code. */
export function quotaRefusal(charge: QuotaCharge & { limit: number }): HttpError {
  return new HttpError(413, mediaQuotaMessage(charge.scope, charge.limit), {}, MEDIA_QUOTA_CODES[charge.scope]);
}

/**
 * Before the body is read: refuses a declared length that cannot fit in what
 * is left of a quota now. Only a read: the upload is charged (atomically)
 * when its bytes are stored.
 */
export async function checkDeclaredLength(db: Kysely<Database>, charges: QuotaCharge[], length: number): Promise<void> {
  const limited = charges.filter((charge): charge is QuotaCharge & { limit: number } => charge.limit !== null);
  if (limited.length === 0) return;
  const rows = await db
    .selectFrom('media_usage')
    .select(['scope', 'owner', 'bytes'])
    .where((eb) => eb.or(limited.map((charge) => eb.and([eb('scope', '=', charge.scope), eb('owner', '=', charge.owner)]))))
    .execute();
  for (const charge of limited) {
    const used = Number(rows.find((row) => row.scope === charge.scope && row.owner === charge.owner)?.bytes ?? 0);
    if (used + length > charge.limit) throw quotaRefusal(charge);
  }
}

/**
 * Adds `size` bytes to each quota, in the caller's transaction: one
 * conditional statement per quota, which adds only while the sum stays
 * within the limit. The row lock it takes makes concurrent uploads to the
 * same quota wait for each other, and each then sees the other's bytes, so
 * together they never pass it. A refusal throws, and the transaction (with
 * any quota already charged) is rolled back.
 */
export async function chargeQuotas(transaction: Kysely<Database>, charges: QuotaCharge[], size: number): Promise<void> {
  for (const charge of charges) {
    if (charge.limit !== null && size > charge.limit) throw quotaRefusal({ ...charge, limit: charge.limit });
    const limit = charge.limit;
    const charged = await transaction
      .insertInto('media_usage')
      .values({ scope: charge.scope, owner: charge.owner, bytes: size })
      .onConflict((conflict) => {
        const add = conflict.columns(['scope', 'owner']).doUpdateSet({ bytes: sql`media_usage.bytes + excluded.bytes` });
        return limit === null ? add : add.where(sql<boolean>`media_usage.bytes + excluded.bytes <= ${limit}`);
      })
      .returning('bytes')
      .executeTakeFirst();
    if (!charged) throw quotaRefusal({ ...charge, limit: charge.limit ?? 0 });
  }
}

/** A kept file's bytes leave its quotas (retention, or its attempt deleted). */
export interface ReleasedFile {
  attemptHash: string | null;
  assessmentId: number | null;
  userId: number | null;
  size: number;
}

/** Gives the bytes of deleted files back to their quotas, in the caller's transaction. */
export async function releaseQuotas(transaction: Kysely<Database>, files: readonly ReleasedFile[]): Promise<void> {
  const totals = new Map<string, { scope: MediaQuotaScope; owner: string; bytes: number }>();
  const add = (scope: MediaQuotaScope, owner: string | number | null, bytes: number) => {
    if (owner === null) return;
    const key = `${scope}:${owner}`;
    const total = totals.get(key) ?? { scope, owner: String(owner), bytes: 0 };
    total.bytes += bytes;
    totals.set(key, total);
  };
  for (const file of files) {
    add('attempt', file.attemptHash, file.size);
    add('assessment', file.assessmentId, file.size);
    add('staff', file.attemptHash === null ? file.userId : null, file.size);
  }
  for (const { scope, owner, bytes } of totals.values()) {
    await transaction
      .updateTable('media_usage')
      .set({ bytes: sql`greatest(bytes - ${bytes}, 0)` })
      .where('scope', '=', scope)
      .where('owner', '=', owner)
      .execute();
  }
}

import { timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  STATUS_CODE_REQUIRED,
  STATUS_CODE_REQUIRED_CODE,
  STATUS_LINK_OR_CODE_WRONG,
  STATUS_LINK_OR_CODE_WRONG_CODE,
  STATUS_LINK_UNKNOWN,
  STATUS_LINK_UNKNOWN_CODE,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { accessCodesInUse } from '../access-codes';

/** Constant-time comparison of two codes, so the time taken tells nothing of how much of a guess was right. */
export function sameCode(stored: string, given: string): boolean {
  const left = Buffer.from(stored);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether any assessment requires access codes (then every family call needs the applicant's). */
export async function codesInUse(db: Kysely<Database>): Promise<boolean> {
  const row = await sql<{ in_use: boolean }>`select ${accessCodesInUse} as in_use`.execute(db);
  return row.rows[0]?.in_use === true;
}

/**
 * The applicant a status token belongs to, or the refusal. While access codes
 * are in use, the applicant's code is asked for before the token is looked
 * at, and an unknown token and a wrong code answer alike (401, counted as a
 * guess); otherwise the token alone opens the page, and an unknown one is 404.
 */
export async function applicantOfStatusToken(db: Kysely<Database>, token: string, code: string | undefined): Promise<number> {
  const needsCode = await codesInUse(db);
  if (needsCode && !code) throw new HttpError(401, STATUS_CODE_REQUIRED, {}, STATUS_CODE_REQUIRED_CODE);
  const row = await db
    .selectFrom('status_links')
    .innerJoin('applicants', 'applicants.id', 'status_links.applicant_id')
    .select(['applicants.id', 'applicants.access_code'])
    .where('status_links.token', '=', token)
    .executeTakeFirst();
  if (!needsCode) {
    if (!row) throw new HttpError(404, STATUS_LINK_UNKNOWN, {}, STATUS_LINK_UNKNOWN_CODE);
    return row.id;
  }
  if (!row || !sameCode(row.access_code, code ?? ''))
    throw new HttpError(401, STATUS_LINK_OR_CODE_WRONG, {}, STATUS_LINK_OR_CODE_WRONG_CODE);
  return row.id;
}

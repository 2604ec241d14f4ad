import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** 24 random bytes: 192 bits, 32 base64url characters. */
const TOKEN_BYTES = 24;

/** The applicant's status page path, '/status/<token>'. */
function statusPathFor(token: string): string {
  return `/status/${token}`;
}

/**
 * The path of the applicant's private status page, '/status/<token>'. The
 * token is made on first use from the server's strong random source (so it
 * says nothing of the national ID or the exam hash) and then kept: one token
 * per applicant, the same link in every message. Pass a transaction to make
 * it with the event that sends it.
 */
export async function statusLinkPath(db: Kysely<Database>, applicantId: number): Promise<string> {
  await db
    .insertInto('status_links')
    .values({ applicant_id: applicantId, token: randomBytes(TOKEN_BYTES).toString('base64url') })
    .onConflict((conflict) => conflict.column('applicant_id').doNothing())
    .execute();
  const row = await db.selectFrom('status_links').select('token').where('applicant_id', '=', applicantId).executeTakeFirstOrThrow();
  return statusPathFor(row.token);
}

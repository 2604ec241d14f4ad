import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** 24 random bytes: 192 bits, 32 base64url characters. */
const TOKEN_BYTES = 24;
const IDS_PER_STATEMENT = 10_000;

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
  const path = (await statusLinkPaths(db, [applicantId])).get(applicantId);
  if (path === undefined) throw new Error(`No status link was made for applicant ${applicantId}.`);
  return path;
}

/** `statusLinkPath` for many applicants at once (a batch of messages): two statements per 10,000. */
export async function statusLinkPaths(db: Kysely<Database>, applicantIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(applicantIds)];
  const paths = new Map<number, string>();
  // Chunked so a statement stays within PostgreSQL's 65,535 parameters.
  for (let start = 0; start < ids.length; start += IDS_PER_STATEMENT) {
    const chunk = ids.slice(start, start + IDS_PER_STATEMENT);
    await db
      .insertInto('status_links')
      .values(chunk.map((applicantId) => ({ applicant_id: applicantId, token: randomBytes(TOKEN_BYTES).toString('base64url') })))
      .onConflict((conflict) => conflict.column('applicant_id').doNothing())
      .execute();
    const rows = await db.selectFrom('status_links').select(['applicant_id', 'token']).where('applicant_id', 'in', chunk).execute();
    for (const row of rows) paths.set(row.applicant_id, statusPathFor(row.token));
  }
  return paths;
}

import { createHash, randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ONE_TIME_CODE_DIGITS, ONE_TIME_CODE_MAX_WRONG, ONE_TIME_CODE_MINUTES } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import { enqueueMessage } from '../messages/enqueue-message';
import { sameCode } from './family-access';

/** Codes made for one applicant in the window: more are not sent (the answer stays the same). */
const MAX_CODES_PER_APPLICANT = 3;

/** How a one-time code is kept: its SHA-256 with the applicant it was made for. */
export const oneTimeCodeHash = (applicantId: number, code: string) => createHash('sha256').update(`${applicantId}:${code}`).digest('hex');

/**
 * Make a one-time code for the applicant and queue it to their e-mail and
 * mobile ('one_time_code'), in one transaction: no message, no code. Only
 * its hash is kept. Nothing is made past MAX_CODES_PER_APPLICANT in the window.
 */
export async function sendOneTimeCode(db: Kysely<Database>, clock: Clock, applicantId: number): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - ONE_TIME_CODE_MINUTES * 60_000);
  await db.transaction().execute(async (transaction) => {
    // One applicant's requests in a row, so parallel ones cannot pass the count together.
    await transaction.selectFrom('applicants').select('id').where('id', '=', applicantId).forUpdate().executeTakeFirst();
    const recent = await transaction
      .selectFrom('one_time_codes')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('applicant_id', '=', applicantId)
      .where('created_at', '>', windowStart)
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= MAX_CODES_PER_APPLICANT) return;
    const code = String(randomInt(0, 10 ** ONE_TIME_CODE_DIGITS)).padStart(ONE_TIME_CODE_DIGITS, '0');
    await transaction
      .insertInto('one_time_codes')
      .values({
        applicant_id: applicantId,
        code_hash: oneTimeCodeHash(applicantId, code),
        expires_at: new Date(now.getTime() + ONE_TIME_CODE_MINUTES * 60_000),
        created_at: now,
      })
      .execute();
    await enqueueMessage(transaction, { event: 'one_time_code', applicantId, values: { code } });
  });
}

/**
 * Use the applicant's one-time code: true once for a right, unexpired,
 * unused code with fewer than ONE_TIME_CODE_MAX_WRONG wrong tries; a wrong
 * code counts against every live code of the applicant.
 */
export async function useOneTimeCode(db: Kysely<Database>, clock: Clock, applicantId: number, given: string): Promise<boolean> {
  const now = clock.now();
  const live = db
    .selectFrom('one_time_codes')
    .select(['id', 'code_hash'])
    .where('applicant_id', '=', applicantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('wrong_tries', '<', ONE_TIME_CODE_MAX_WRONG);
  const codes = await live.execute();
  const givenHash = oneTimeCodeHash(applicantId, given);
  const match = codes.find((code) => sameCode(code.code_hash, givenHash));
  if (match) {
    const used = await db
      .updateTable('one_time_codes')
      .set({ used_at: now })
      .where('id', '=', match.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return used !== undefined;
  }
  if (codes.length > 0)
    await db
      .updateTable('one_time_codes')
      .set({ wrong_tries: sql<number>`wrong_tries + 1` })
      .where(
        'id',
        'in',
        codes.map((code) => code.id),
      )
      .execute();
  return false;
}

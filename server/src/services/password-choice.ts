import { sql, type Kysely } from 'kysely';
import { NO_PASSWORD_CHANGE_NEEDED } from '@mizan/shared';
import type { Database, UserRow } from '../db/schema';
import { conflict } from '../errors';
import { writeAudit } from './audit';
import { hashPassword } from './passwords';

/**
 * The account, whose password someone else set and which has just proven
 * it, takes `chosen` as its own: no longer marked, and every older session
 * and known browser of it ends (the token version moves on). Audited as
 * `user.password_chosen`, never with the password. Answers the account as
 * it is now; 409 when it had nothing to choose (or chose in another tab).
 */
export async function choosePassword(db: Kysely<Database>, user: UserRow, chosen: string): Promise<UserRow> {
  if (!user.must_change_password) throw conflict(NO_PASSWORD_CHANGE_NEEDED);
  const passwordHash = await hashPassword(chosen);
  const updated = await db.transaction().execute(async (transaction) => {
    const row = await transaction
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        must_change_password: false,
        token_version: sql<number>`token_version + 1`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', user.id)
      .where('must_change_password', '=', true)
      .returningAll()
      .executeTakeFirst();
    if (row) {
      await writeAudit(transaction, {
        actorUserId: user.id,
        action: 'user.password_chosen',
        subjectType: 'user',
        subjectId: user.id,
        details: { password: 'chosen' },
      });
    }
    return row;
  });
  if (!updated) throw conflict(NO_PASSWORD_CHANGE_NEEDED);
  return updated;
}

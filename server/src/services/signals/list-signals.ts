import type { Kysely } from 'kysely';
import type { KeptSignal } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { attemptForStaff } from '../exam-room/attempt-actions';

/** admin/getsignals.php: one attempt's signals, oldest first, for the staff who run its room (others 404). */
export async function listAttemptSignals(db: Kysely<Database>, caller: Caller, attemptId: number): Promise<KeptSignal[]> {
  const attempt = await attemptForStaff(db, caller, attemptId);
  const rows = await db
    .selectFrom('attempt_signals')
    .select(['kind', 'client_at', 'received_at'])
    .where('attempt_id', '=', attempt.id)
    .orderBy('received_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    at: new Date(row.client_at).toISOString(),
    receivedAt: new Date(row.received_at).toISOString(),
  }));
}

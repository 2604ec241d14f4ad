import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EvidenceSignals } from './evidence-types';

/** Whether the assessment records signals, and the attempt's signals (migration 0043) in the order they arrived. */
export async function attemptSignals(db: Kysely<Database>, attemptId: number, assessmentId: number): Promise<EvidenceSignals> {
  const [setting, rows] = await Promise.all([
    db.selectFrom('assessment_signals').select('turned_on_at').where('assessment_id', '=', assessmentId).executeTakeFirst(),
    db
      .selectFrom('attempt_signals')
      .select(['kind', 'client_at', 'received_at'])
      .where('attempt_id', '=', attemptId)
      .orderBy('received_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    recorded: setting !== undefined,
    list: rows.map((row) => ({ kind: row.kind, deviceAt: new Date(row.client_at), receivedAt: new Date(row.received_at) })),
  };
}

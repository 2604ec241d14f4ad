import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EvidenceIncident } from './evidence-types';

/** The incidents staff recorded on the attempt (migration 0039), oldest first. */
export async function attemptIncidents(db: Kysely<Database>, attemptId: number): Promise<EvidenceIncident[]> {
  const rows = await db
    .selectFrom('incidents as i')
    .leftJoin('users as u', 'u.id', 'i.recorded_by')
    .select(['i.recorded_at', 'i.category', 'i.note', 'i.minutes', 'u.displayname'])
    .where('i.attempt_id', '=', attemptId)
    .orderBy('i.recorded_at')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    at: new Date(row.recorded_at),
    category: row.category,
    note: row.note,
    minutes: row.minutes,
    by: row.displayname ?? '',
  }));
}

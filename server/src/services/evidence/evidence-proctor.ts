import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { shortFingerprint } from './evidence-head';
import type { EvidenceProctorDecision } from './evidence-types';

/** Each browser's request at the proctor's gate and its decision (migration 0042), oldest first. */
export async function proctorDecisions(db: Kysely<Database>, attemptId: number): Promise<EvidenceProctorDecision[]> {
  const rows = await db
    .selectFrom('attempt_proctor_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.decided_by')
    .select(['d.requested_at', 'd.kind', 'd.state', 'd.via', 'd.reason', 'd.decided_at', 'd.sign', 'u.displayname'])
    .where('d.attempt_id', '=', attemptId)
    .orderBy('d.requested_at')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    requestedAt: new Date(row.requested_at),
    kind: row.kind,
    state: row.state,
    via: row.via,
    reason: row.reason,
    decidedAt: row.decided_at === null ? null : new Date(row.decided_at),
    by: row.displayname ?? '',
    browser: shortFingerprint(row.sign),
  }));
}

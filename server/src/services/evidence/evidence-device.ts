import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EvidenceDeviceCheck } from './evidence-types';

/** The device rehearsals the applicant's browser sent for the attempt (migration 0040), oldest first. */
export async function deviceChecks(db: Kysely<Database>, attemptId: number): Promise<EvidenceDeviceCheck[]> {
  const rows = await db
    .selectFrom('device_checks')
    .select(['checked_at', 'verdict', 'user_agent', 'checks'])
    .where('attempt_id', '=', attemptId)
    .orderBy('checked_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    at: new Date(row.checked_at),
    verdict: row.verdict,
    userAgent: row.user_agent,
    checks: typeof row.checks === 'string' ? JSON.parse(row.checks) : row.checks,
  }));
}

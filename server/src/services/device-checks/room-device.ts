import type { Kysely } from 'kysely';
import type { RoomAttempt, RoomDevice } from '@mizan/shared';
import type { Database } from '../../db/schema';

const UNCHECKED: RoomDevice = { state: 'unchecked', checkedAt: null };

/**
 * The control room's device column: each attempt's last rehearsal (its
 * verdict and when), or unchecked. One read for the whole room, beside its
 * one statement (services/exam-room/room-read.ts).
 */
export async function withDevices<Attempt extends Pick<RoomAttempt, 'id'>>(
  db: Kysely<Database>,
  examId: number,
  attempts: Attempt[],
): Promise<(Attempt & { device: RoomDevice })[]> {
  if (attempts.length === 0) return [];
  const rows = await db
    .selectFrom('device_checks')
    .innerJoin('attempts', 'attempts.id', 'device_checks.attempt_id')
    .select(['device_checks.attempt_id', 'device_checks.verdict', 'device_checks.checked_at'])
    .distinctOn('device_checks.attempt_id')
    .where('attempts.assessment_id', '=', examId)
    .orderBy('device_checks.attempt_id')
    .orderBy('device_checks.checked_at', 'desc')
    .orderBy('device_checks.id', 'desc')
    .execute();
  const last = new Map(rows.map((row) => [row.attempt_id, { state: row.verdict, checkedAt: new Date(row.checked_at).toISOString() }]));
  return attempts.map((attempt) => ({ ...attempt, device: last.get(attempt.id) ?? UNCHECKED }));
}

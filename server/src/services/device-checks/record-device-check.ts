import type { Kysely } from 'kysely';
import { deviceVerdict, type DeviceCheckEntry, type DeviceVerdict } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { EXAM_CALL_ANSWERS, attemptRefusal, refuse } from '../attempts/attempt-policy';
import { findAttempt } from '../attempts/attempt-queries';
import type { Clock } from '../clock';

export interface DeviceCheckReport {
  hash: string;
  /** The browser's request fingerprint: a rehearsal counts only from the browser the attempt is bound to. */
  sign: string;
  userAgent: string;
  checks: DeviceCheckEntry[];
}

const USER_AGENT_MAX = 300;

/**
 * emp/devicecheck.php: keep one rehearsal's result for the attempt. The
 * attempt policy refuses as it does the exam's calls (unknown hash,
 * submitted, another browser, past its time), except that an attempt not
 * started yet may be checked: that is when a rehearsal is worth running.
 * The verdict is worked out here from the outcomes, never taken from the
 * browser.
 */
export async function recordDeviceCheck(
  db: Kysely<Database>,
  clock: Clock,
  report: DeviceCheckReport,
): Promise<{ verdict: DeviceVerdict; checkedAt: string }> {
  const now = clock.now();
  const attempt = await findAttempt(db, report.hash);
  const refusal = attemptRefusal(attempt, report.sign, now);
  if (refusal && refusal !== 'not-started') await refuse(db, clock, attempt, refusal, EXAM_CALL_ANSWERS);
  if (!attempt) throw new Error('The attempt policy let an unknown hash through.');
  const verdict = deviceVerdict(report.checks.map((entry) => entry.outcome));
  await db
    .insertInto('device_checks')
    .values({
      attempt_id: attempt.id,
      verdict,
      checks: JSON.stringify(report.checks),
      user_agent: report.userAgent.slice(0, USER_AGENT_MAX),
      checked_at: now,
    })
    .execute();
  return { verdict, checkedAt: now.toISOString() };
}

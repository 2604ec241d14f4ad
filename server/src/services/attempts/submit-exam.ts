import { SUBMITTED_SUCCESSFULLY } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import { EXAM_CALL_ANSWERS, admitted, attemptRefusal, closedRefusal, refuse } from './attempt-policy';
import { attemptOrNotFound, findAttempt } from './attempt-queries';
import { ensureStarted } from './attempt-start';
import { remainingSeconds, type SubmittedBy } from './attempt-state';
import type { FinalBatch } from './final-batch';
import { finalise } from './finalise';

/**
 * student/submitexam.php: the attempt policy, except that a registered but
 * unopened attempt is started first; then one submission wins (finalise.ts)
 * and any other answers as the policy does for a submitted attempt.
 */
export async function submitExam(
  { db, clock, attemptMemory }: Pick<AppServices, 'db' | 'clock' | 'attemptMemory'>,
  hash: string,
  sign: string,
  batch: FinalBatch,
): Promise<{ msg: string; data: string | null; skipped?: string[]; nextExamId?: number }> {
  let found = await findAttempt(db, hash);
  if (found && attemptRefusal(found, sign, clock.now()) === 'not-started') found = await ensureStarted(db, clock, attemptMemory, found);
  const now = clock.now();
  const attempt = await admitted(db, clock, found, sign, now, EXAM_CALL_ANSWERS);
  // The page counts down the whole seconds the server gives it, so its timer fires in the deadline's last second.
  const by: SubmittedBy = remainingSeconds(attempt.deadline, now) === 0 ? 'timer' : 'applicant';
  const result = await finalise(db, clock, attempt.id, by, batch);
  if (!result.claimed) {
    // Another submission won: answered as the policy answers a submitted attempt.
    const after = await attemptOrNotFound(db, hash);
    return refuse(db, clock, after, closedRefusal(after, clock.now()) ?? 'submitted', EXAM_CALL_ANSWERS);
  }
  return {
    msg: SUBMITTED_SUCCESSFULLY,
    data: result.nextHash,
    ...(result.skipped.length > 0 ? { skipped: result.skipped } : {}),
    ...(result.nextToRegister === undefined ? {} : { nextExamId: result.nextToRegister }),
  };
}

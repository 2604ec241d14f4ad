import { SUBMITTED_SUCCESSFULLY, type Question } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import { EXAM_CALL_ANSWERS, admitted, attemptRefusal, closedRefusal, refuse } from './attempt-policy';
import { attemptOrNotFound, snapshotOf } from './attempt-queries';
import { ensureStarted } from './attempt-start';
import { remainingSeconds, type AttemptState, type SubmittedBy } from './attempt-state';
import { checkStartGates, type ExamCaller } from './start-gates';
import { NO_FINAL_BATCH, prepareFinalBatch, type FinalBatch } from './final-batch';
import { finalise, type Finalised } from './finalise';

type Engine = Pick<AppServices, 'db' | 'clock' | 'attemptMemory' | 'startBatches' | 'handIns'>;

/**
 * student/submitexam.php: the assessment's address list and Safe Exam
 * Browser rule (read with the attempt), then the attempt policy, except that a registered but
 * unopened attempt is started first; the final batch checked against the
 * snapshot; then one submission wins. Without a next assessment the attempt
 * is closed and scored with the other hand-ins of the moment (hand-ins.ts);
 * with one, or when the batch did not close it, in one transaction with its
 * chain (finalise.ts). Any other submission answers as the policy does for a
 * submitted attempt.
 */
export async function submitExam(
  engine: Engine,
  hash: string,
  sign: string,
  batch: FinalBatch,
  caller: ExamCaller,
): Promise<{ msg: string; data: string | null; skipped?: string[]; nextExamId?: number }> {
  const { db, clock, attemptMemory, startBatches, handIns } = engine;
  // Read with the other calls of this moment, with the assessment's address list and Safe Exam Browser rule, checked first.
  const read = await startBatches.findAttemptToOpen(hash);
  if (read) checkStartGates(read.attempt, read.gates, caller);
  let found = read?.attempt;
  if (found && attemptRefusal(found, sign, clock.now()) === 'not-started') found = await ensureStarted(db, clock, attemptMemory, found);
  const now = clock.now();
  const attempt = await admitted(db, clock, found, sign, now, EXAM_CALL_ANSWERS);
  // The page counts down the whole seconds the server gives it, so its timer fires in the deadline's last second.
  const by: SubmittedBy = remainingSeconds(attempt.deadline, now) === 0 ? 'timer' : 'applicant';
  const prepared =
    (batch.answers?.length ?? 0) + (batch.questions?.length ?? 0) > 0
      ? await prepareFinalBatch(db, hash, await snapshotFor(engine, attempt, sign), batch)
      : NO_FINAL_BATCH;
  const handedIn =
    attempt.next_assessment_id === null && (await handIns.handIn({ attemptId: attempt.id, by, at: now, answers: prepared.answers }));
  const result: Finalised = handedIn
    ? { claimed: true, nextHash: null }
    : await finalise(db, clock, attempt.id, by, prepared, attemptMemory);
  if (!result.claimed) {
    // Another submission won: answered as the policy answers a submitted attempt.
    const after = await attemptOrNotFound(db, hash);
    return refuse(db, clock, after, closedRefusal(after, clock.now()) ?? 'submitted', EXAM_CALL_ANSWERS);
  }
  return {
    msg: SUBMITTED_SUCCESSFULLY,
    data: result.nextHash,
    ...(prepared.skipped.length > 0 ? { skipped: prepared.skipped } : {}),
    ...(result.nextToRegister === undefined ? {} : { nextExamId: result.nextToRegister }),
  };
}

/** The attempt's snapshot questions by id: as this app remembers them from its start, else read. */
async function snapshotFor({ db, attemptMemory }: Engine, attempt: AttemptState, sign: string): Promise<ReadonlyMap<string, Question>> {
  const remembered = attemptMemory.startedAttempt(attempt.hash);
  if (
    remembered &&
    remembered.browserSign === sign &&
    attempt.started_at !== null &&
    remembered.startedAt.getTime() === new Date(attempt.started_at).getTime()
  )
    return remembered.questions;
  return (await snapshotOf(db, attempt.id, attemptMemory)).byId;
}

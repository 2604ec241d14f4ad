import type { Kysely } from 'kysely';
import { EXAM_GRACE_SECONDS, toExamViews, type Question, type QuestionAnswer, type StudentExam } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { secretShuffle } from '../exam-shuffle';
import { iso } from '../iso-time';
import { EXAM_CALL_ANSWERS, attemptRefusal, refusalError } from './attempt-policy';
import { answersOf, attemptOrNotFound, hashOfAttempt, snapshotOf, type SavedAnswerRow } from './attempt-queries';
import { startAttempt } from './attempt-start';
import { remainingSeconds, type AttemptState } from './attempt-state';
import { settled } from './finalise';
import { registrationRefusal } from './registration-window';
import { passProctorGate } from '../proctoring/proctor-gate';
import { checkStartGates, type ExamCaller } from './start-gates';

type Db = Kysely<Database>;

/** Bind an unbound, unsubmitted attempt to this browser (the first fetch wins); answers the attempt as it is now. */
async function bindToBrowser(db: Db, attempt: AttemptState, sign: string): Promise<AttemptState> {
  if (attempt.submitted_at !== null || attempt.browser_sign !== null) return attempt;
  await db.updateTable('attempts').set({ browser_sign: sign }).where('id', '=', attempt.id).where('browser_sign', 'is', null).execute();
  return attemptOrNotFound(db, attempt.hash);
}

/**
 * admin/getstudentexam.php: start on the first fetch, then the same exam
 * every time, shuffled with `shuffleSecret` (exam-shuffle.ts). A submitted
 * attempt is answered as it is; one past its deadline plus grace is
 * submitted first. Before anything, the assessment's address list and Safe
 * Exam Browser rule, then the proctor's gate, all read with the attempt
 * (start-gates.ts).
 */
export async function openExam(
  { db, clock, attemptMemory, startBatches }: Pick<AppServices, 'db' | 'clock' | 'attemptMemory' | 'startBatches'>,
  hash: string,
  sign: string,
  shuffleSecret: string,
  caller: ExamCaller,
): Promise<StudentExam> {
  const toOpen = await startBatches.findAttemptToOpen(hash);
  if (!toOpen) throw refusalError('unknown', EXAM_CALL_ANSWERS);
  const { attempt: found, gates, preparedFrom } = toOpen;
  checkStartGates(found, gates, caller);
  if (gates.proctoring.startNeedsProctor || gates.proctoring.resumeNeedsProctor) await passProctorGate(db, clock, found, sign);
  const recordSignals = gates.recordsSignals;
  // The synchronized start of a whole exam room is this branch: a first fetch
  // of an attempt that may start now binds it to this browser and starts it
  // in one conditional update, shared with every first fetch arriving at the
  // same moment (start-batches.ts). When that update changes nothing
  // (another browser or a concurrent first fetch got there first), the
  // general path below decides, from a fresh read.
  const now = clock.now();
  if (
    found.started_at === null &&
    found.submitted_at === null &&
    (found.browser_sign === null || found.browser_sign === sign) &&
    registrationRefusal(found, now) === null
  ) {
    const started = await startBatches.start({ attempt: found, sign, now, preparedFrom });
    // A fresh start holds no answers: saves and uploads are refused until it has started.
    if (started) {
      attemptMemory.rememberStarted(started.attempt, started.snapshot);
      return studentExam(db, started.attempt, started.snapshot.questions, [], clock.now(), shuffleSecret, recordSignals);
    }
  }
  let attempt = await bindToBrowser(db, found, sign);
  const refusal = attemptRefusal(attempt, sign, now);
  if (refusal === 'other-browser') throw refusalError(refusal, EXAM_CALL_ANSWERS);
  if (refusal === 'not-started') {
    const started = await startAttempt(db, clock, attemptMemory, attempt);
    // A fresh start holds no answers: saves and uploads are refused until it has started.
    if (started) return studentExam(db, started.attempt, started.snapshot.questions, [], clock.now(), shuffleSecret, recordSignals);
    attempt = await attemptOrNotFound(db, hash);
  }
  attempt = await settled(db, clock, attempt);
  const snapshot = await snapshotOf(db, attempt.id, attemptMemory);
  const answers = await answersOf(db, attempt.id);
  attemptMemory.rememberStarted(attempt, snapshot);
  return studentExam(db, attempt, snapshot.questions, answers, clock.now(), shuffleSecret, recordSignals);
}

/** What getstudentexam answers for an attempt, its snapshot and its saved answers. */
async function studentExam(
  db: Db,
  attempt: AttemptState,
  questions: Question[],
  answers: SavedAnswerRow[],
  now: Date,
  shuffleSecret: string,
  recordSignals: boolean,
): Promise<StudentExam> {
  return {
    hash: attempt.hash,
    status: attempt.status,
    trial: attempt.trial,
    name: attempt.applicant_name,
    exam: {
      id: attempt.assessment_id,
      title: attempt.title,
      lang: attempt.lang,
      istimed: attempt.istimed === 1 ? 1 : 0,
      duration: attempt.istimed === 1 ? attempt.duration : null,
      questions: toExamViews(questions, secretShuffle(shuffleSecret, attempt.shuffle_seed)),
    },
    startedAt: iso(attempt.started_at ?? now),
    deadline: iso(attempt.deadline),
    serverTime: iso(now),
    remainingSeconds: attempt.submitted_at !== null && attempt.deadline !== null ? 0 : remainingSeconds(attempt.deadline, now),
    graceSeconds: EXAM_GRACE_SECONDS,
    answers: answers.map((row) => ({
      questionId: row.question_id,
      answer: jsonColumn<QuestionAnswer | null>(row.answer, null),
      seq: Number(row.seq),
      savedAt: iso(row.saved_at),
    })),
    allowResume: attempt.allow_resume,
    showResults: attempt.show_results || attempt.results_released_at !== null,
    submittedAt: iso(attempt.submitted_at),
    hasNext: attempt.next_assessment_id !== null || attempt.next_attempt_id !== null,
    nextHash: attempt.submitted_at === null ? null : await hashOfAttempt(db, attempt.next_attempt_id),
    ...(attempt.submitted_at === null && recordSignals ? { recordSignals: true as const } : {}),
  };
}

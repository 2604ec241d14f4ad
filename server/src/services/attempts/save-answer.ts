import { sql } from 'kysely';
import { EXAM_REFUSAL_CODES, QUESTION_NOT_IN_EXAM, type Question, type QuestionAnswer } from '@mizan/shared';
import type { AppServices } from '../../app-services';
import { jsonColumn } from '../../db/json-column';
import { badRequest } from '../../errors';
import { iso } from '../iso-time';
import { answerProblem } from './answer-checks';
import { storeIfOpen, type StoreOutcome } from './answer-store';
import { EXAM_CALL_ANSWERS, admitted, closedRefusal, refuse, refusalError } from './attempt-policy';
import { isExpired, remainingSeconds } from './attempt-state';

type Engine = Pick<AppServices, 'db' | 'clock' | 'attemptMemory'>;

export interface SaveResult {
  savedSeq: number;
  applied: boolean;
  remainingSeconds: number | null;
  serverTime: string;
}

/**
 * student/saveanswer.php, in two statements and no explicit transaction:
 * a plain read that finds the attempt and its question and refuses early
 * (the attempt policy, then an answer that does not fit), then
 * `storeIfOpen`, which checks the attempt again under a FOR SHARE lock and
 * stores the answer in the same statement. The submission's UPDATE waits for
 * that statement (and then scores the answer), or the statement waits for
 * the submission (and stores nothing). An attempt this app remembers
 * (attempt-memory.ts) skips the plain read.
 */
export async function saveAnswer(
  engine: Engine,
  input: { hash: string; questionId: string; answer: QuestionAnswer | null; seq: number; sign: string },
): Promise<SaveResult> {
  const { db, clock, attemptMemory } = engine;
  const remembered = attemptMemory.startedAttempt(input.hash);
  const question = remembered?.browserSign === input.sign ? remembered.questions.get(input.questionId) : undefined;
  if (remembered && question && !isExpired({ deadline: remembered.deadline, submitted_at: null }, clock.now())) {
    if ((await answerProblem(db, input.hash, question, input.answer)) === null) {
      const now = clock.now();
      const stored = await storeIfOpen(db, input, now, { sign: input.sign, startedAt: remembered.startedAt });
      // No row: not this browser's or not this start any more; the general path decides.
      if (stored) return saveOutcome(engine, stored, now);
    }
  }
  const found = await db
    .selectFrom('attempts')
    .select([
      'id',
      'started_at',
      'deadline',
      'submitted_at',
      'submitted_by',
      'browser_sign',
      sql<unknown>`(select q from jsonb_array_elements(coalesce(questions, '[]'::jsonb)) as q where q->>'id' = ${input.questionId} limit 1)`.as(
        'question',
      ),
    ])
    .where('hash', '=', input.hash)
    .executeTakeFirst();
  const attempt = await admitted(db, clock, found, input.sign, clock.now(), EXAM_CALL_ANSWERS);
  const snapshotQuestion = jsonColumn<Question | null>(attempt.question, null);
  if (snapshotQuestion === null) throw badRequest(QUESTION_NOT_IN_EXAM, EXAM_REFUSAL_CODES.questionNotInExam);
  const problem = await answerProblem(db, input.hash, snapshotQuestion, input.answer);
  if (problem) throw badRequest(problem, EXAM_REFUSAL_CODES.answerInvalid);

  const now = clock.now();
  const stored = await storeIfOpen(db, input, now);
  if (!stored) throw refusalError('unknown', EXAM_CALL_ANSWERS);
  return saveOutcome(engine, stored, now);
}

/** What a save answers once `storeIfOpen` ran: refused (submitted, past the deadline) or the seq held. */
async function saveOutcome({ db, clock }: Engine, stored: StoreOutcome, now: Date): Promise<SaveResult> {
  const refusal = closedRefusal(stored, now);
  if (refusal) return refuse(db, clock, stored, refusal, EXAM_CALL_ANSWERS);
  const applied = stored.stored_seq !== null;
  return {
    savedSeq: Number(applied ? stored.stored_seq : stored.held_seq),
    applied,
    remainingSeconds: remainingSeconds(stored.deadline, now),
    serverTime: iso(now),
  };
}

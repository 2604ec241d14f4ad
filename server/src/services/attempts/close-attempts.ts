import { sql, type Kysely } from 'kysely';
import type { QuestionAnswer } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import type { SubmittedBy } from './attempt-state';

/** An answer of a submit's final batch, already checked against its snapshot question (final-batch.ts). */
export interface PreparedAnswer {
  questionId: string;
  answer: QuestionAnswer | null;
  /** 0 for a SPEC-style submitted question: it fills only a question with nothing saved. */
  seq: number;
}

/** One attempt to close: who submits it, when, and its final batch. */
export interface CloseRequest {
  attemptId: number;
  by: SubmittedBy;
  at: Date;
  answers: readonly PreparedAnswer[];
}

/**
 * Close attempts durably in ONE statement: each is claimed only while not
 * submitted (`submitted_at IS NULL`: one submission wins, whoever else
 * tries), marked `scoring_pending`, and its final batch is stored under the
 * seq rule in the same statement, so a closed attempt always holds its
 * batch. A save's statement holds the attempt FOR SHARE, so the claim waits
 * for a save under way and a later save finds it closed (answer-store.ts).
 * With `unchainedOnly`, an attempt whose assessment chains to a next one is
 * left alone: its chain must be made in the claim's transaction (finalise.ts).
 * Answers, per request, whether it closed the attempt; a second request for
 * the same attempt in one call closes nothing.
 */
export async function closeAttempts(
  db: Kysely<Database>,
  requests: readonly CloseRequest[],
  { unchainedOnly }: { unchainedOnly: boolean },
): Promise<boolean[]> {
  const first = new Map<number, CloseRequest>();
  for (const request of requests) if (!first.has(request.attemptId)) first.set(request.attemptId, request);
  const closing = [...first.values()];
  const batch = closing.flatMap((request) => request.answers.map((answer) => ({ attemptId: request.attemptId, ...answer })));
  const { rows } = await sql<{ id: number }>`
    with closing as (
      select * from unnest(${closing.map((request) => request.attemptId)}::int[], ${closing.map((request) => request.by)}::text[],
        ${closing.map((request) => iso(request.at))}::timestamptz[]) as closing(id, submitted_by, submitted_at)
    ), claimed as (
      update attempts set submitted_at = closing.submitted_at, submitted_by = closing.submitted_by, status = 'submitted', scoring_pending = true
      from closing
      where attempts.id = closing.id and attempts.submitted_at is null
        and (${!unchainedOnly}::boolean or not exists (
          select 1 from assessments where assessments.id = attempts.assessment_id and assessments.next_assessment_id is not null))
      returning attempts.id, closing.submitted_at
    ), final as (
      select * from unnest(${batch.map((entry) => entry.attemptId)}::int[], ${batch.map((entry) => entry.questionId)}::text[],
        ${batch.map((entry) => (entry.answer === null ? null : JSON.stringify(entry.answer)))}::text[],
        ${batch.map((entry) => entry.seq)}::bigint[]) as final(attempt_id, question_id, answer, seq)
    ), stored as (
      insert into answers (attempt_id, question_id, answer, seq, saved_at)
      select final.attempt_id, final.question_id, final.answer::jsonb, final.seq, claimed.submitted_at
      from final join claimed on claimed.id = final.attempt_id
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
        where answers.seq < excluded.seq
    )
    select id from claimed
  `.execute(db);
  const closed = new Set(rows.map((row) => Number(row.id)));
  return requests.map((request) => first.get(request.attemptId) === request && closed.has(request.attemptId));
}

import { sql, type Kysely } from 'kysely';
import type { QuestionAnswer } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { iso } from '../iso-time';
import { GRACE_MS, type SubmittedBy } from './attempt-state';

type Db = Kysely<Database>;

export interface StoreOutcome {
  id: number;
  submitted_at: Date | null;
  submitted_by: SubmittedBy | null;
  deadline: Date | null;
  /** The seq just stored, or null when the attempt was closed or held this seq or a newer one. */
  stored_seq: string | number | null;
  /** The seq held before this statement (what stays when nothing was stored). */
  held_seq: string | number | null;
}

/**
 * One statement: lock the attempt FOR SHARE, and upsert the answer only while
 * it is not submitted and not past its deadline plus grace, and only over an
 * older seq (ON CONFLICT … WHERE answers.seq < excluded.seq). The lock makes
 * the check and the write one step against a concurrent submission.
 */
export async function storeIfOpen(
  db: Db,
  input: { hash: string; questionId: string; answer: QuestionAnswer | null; seq: number },
  now: Date,
  /** A remembered attempt: match it only while still bound to this browser and started at this instant. */
  expect?: { sign: string; startedAt: Date },
): Promise<StoreOutcome | undefined> {
  const answer = input.answer === null ? null : JSON.stringify(input.answer);
  const lastAccepted = iso(new Date(now.getTime() - GRACE_MS));
  const expected = expect ? sql` and browser_sign = ${expect.sign} and started_at = ${iso(expect.startedAt)}::timestamptz` : sql``;
  const { rows } = await sql<StoreOutcome>`
    with attempt as (
      select id, submitted_at, submitted_by, deadline from attempts where hash = ${input.hash}${expected} for share
    ), stored as (
      insert into answers (attempt_id, question_id, answer, seq, saved_at)
      select id, ${input.questionId}, ${answer}::jsonb, ${input.seq}, ${iso(now)}::timestamptz from attempt
      where submitted_at is null and (deadline is null or deadline >= ${lastAccepted}::timestamptz)
      on conflict (attempt_id, question_id) do update
        set answer = excluded.answer, seq = excluded.seq, saved_at = excluded.saved_at
        where answers.seq < excluded.seq
      returning seq
    )
    select attempt.id, attempt.submitted_at, attempt.submitted_by, attempt.deadline,
      (select seq from stored) as stored_seq,
      (select seq from answers where attempt_id = attempt.id and question_id = ${input.questionId}) as held_seq
    from attempt
  `.execute(db);
  return rows[0];
}

import { sql, type Kysely } from 'kysely';
import { ATTEMPT_NOT_FOUND, EXAM_REFUSAL_CODES } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { parseSnapshot, type AttemptMemory, type Snapshot } from './attempt-memory';
import type { AttemptState } from './attempt-state';

type Db = Kysely<Database>;

export async function findAttempt(db: Db, hash: string): Promise<AttemptState | undefined> {
  return (await findAttempts(db, [hash]))[0];
}

/** The attempts with these hashes, in the order asked (undefined where none), in one statement. */
export async function findAttempts(db: Db, hashes: readonly string[]): Promise<(AttemptState | undefined)[]> {
  const rows = await db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .innerJoin('applicants', 'applicants.id', 'attempts.applicant_id')
    .select([
      'attempts.id',
      'attempts.hash',
      'attempts.applicant_id',
      'attempts.assessment_id',
      'attempts.trial',
      'attempts.shuffle_seed',
      'attempts.started_at',
      'attempts.deadline',
      'attempts.submitted_at',
      'attempts.submitted_by',
      'attempts.status',
      'attempts.next_attempt_id',
      'attempts.graded_at',
      'attempts.scoring_pending',
      'attempts.browser_sign',
      'applicants.name as applicant_name',
      'assessments.name as title',
      'assessments.lang',
      'assessments.istimed',
      'assessments.duration',
      'assessments.allow_resume',
      'assessments.show_results_after_grading as show_results',
      'attempts.results_released_at',
      'assessments.next_assessment_id',
      'assessments.published',
      'assessments.open',
      'assessments.startdate',
      'assessments.enddate',
    ])
    .where(sql<boolean>`attempts.hash = any(${[...hashes]}::text[])`)
    .execute();
  const byHash = new Map(rows.map((row) => [row.hash, row]));
  return hashes.map((hash) => byHash.get(hash));
}

export async function attemptOrNotFound(db: Db, hash: string): Promise<AttemptState> {
  const attempt = await findAttempt(db, hash);
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND, EXAM_REFUSAL_CODES.attemptNotFound);
  return attempt;
}

/** The attempt's own questions; with `memory`, one parsed copy shared with every attempt of the same snapshot. */
export async function snapshotOf(db: Db, attemptId: number, memory?: AttemptMemory): Promise<Snapshot> {
  const row = await db
    .selectFrom('attempts')
    .select(sql<string>`coalesce(questions, '[]'::jsonb)::text`.as('questions'))
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return memory ? memory.snapshot(row.questions) : parseSnapshot(row.questions);
}

export interface SavedAnswerRow {
  question_id: string;
  answer: unknown;
  seq: string | number;
  saved_at: Date;
  score: string | null;
  feedback: string;
}

export async function answersOf(db: Db, attemptId: number): Promise<SavedAnswerRow[]> {
  return db
    .selectFrom('answers')
    .select(['question_id', 'answer', 'seq', 'saved_at', 'score', 'feedback'])
    .where('attempt_id', '=', attemptId)
    .orderBy('question_id')
    .execute();
}

/** The stored answers of several attempts, by attempt id (item analysis and a regrade read whole assessments). */
export async function answersOfAttempts(db: Db, attemptIds: number[]) {
  const rows =
    attemptIds.length === 0
      ? []
      : await db
          .selectFrom('answers')
          .select(['attempt_id', 'question_id', 'answer', 'score'])
          .where('attempt_id', 'in', attemptIds)
          .execute();
  const byAttempt = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byAttempt.get(row.attempt_id);
    if (list) list.push(row);
    else byAttempt.set(row.attempt_id, [row]);
  }
  return byAttempt;
}

export async function hashOfAttempt(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('attempts').select('hash').where('id', '=', id).executeTakeFirst();
  return row?.hash ?? null;
}

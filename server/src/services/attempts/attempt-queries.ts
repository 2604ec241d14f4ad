import { sql, type Kysely } from 'kysely';
import { ATTEMPT_NOT_FOUND, EXAM_REFUSAL_CODES } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { personalQuestionLists } from '../attempt-draws';
import { startDeadline } from '../exam-room/attempt-start-rules';
import { iso } from '../iso-time';
import { parseSnapshot, snapshotOfList, type AttemptMemory, type Snapshot } from './attempt-memory';
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

/** A start to make: the attempt as read, the browser a first fetch binds it to (null: leave the binding), and the start instant. */
export interface StartRequest {
  attempt: AttemptState;
  sign: string | null;
  now: Date;
}

/** A started attempt and its snapshot. */
export interface Started {
  attempt: AttemptState;
  snapshot: Snapshot;
}

/**
 * Start attempts that have not started, all in ONE conditional update (the
 * synchronized start of a whole exam room is this statement, batched by
 * start-batches.ts): each attempt gets its assessment's questions and a
 * deadline from its own start instant, and with a `sign` is bound to that
 * browser in the same statement. The caller has checked the assessment is
 * still open. The snapshot comes back once per assessment, not once per
 * attempt, parsed through `memory`. Answers, per request, the started
 * attempt, or null when the update changed nothing for it (a concurrent
 * first fetch started it, another browser holds it).
 */
export async function startAttempts(db: Db, memory: AttemptMemory, requests: readonly StartRequest[]): Promise<(Started | null)[]> {
  const ids = requests.map((request) => request.attempt.id);
  const signs = requests.map((request) => request.sign);
  const instants = requests.map((request) => iso(request.now));
  const assessmentIds = [...new Set(requests.map((request) => request.attempt.assessment_id))];
  // Draws from the bank and the question order: each such attempt's own list (attempt-draws.ts); null takes the assessment's.
  const personal = await personalQuestionLists(
    db,
    requests.map((request) => request.attempt),
  );
  const ownQuestions = requests.map((request) =>
    personal.has(request.attempt.id) ? JSON.stringify(personal.get(request.attempt.id)) : null,
  );
  const { rows } = await sql<{
    id: number;
    assessment_id: number;
    started_at: Date;
    deadline: Date | null;
    browser_sign: string | null;
    first_of_assessment: boolean;
    questions: string;
  }>`
    with input as (
      select * from unnest(${ids}::int[], ${signs}::text[], ${instants}::timestamptz[], ${ownQuestions}::text[]) as input(id, sign, started_at, questions)
    ), source as (
      select id, coalesce(questions, '[]'::jsonb) as questions, istimed, duration from assessments where id = any(${assessmentIds}::int[])
    ), started as (
      update attempts set
        browser_sign = coalesce(input.sign, attempts.browser_sign),
        questions = coalesce(input.questions::jsonb, source.questions),
        started_at = input.started_at,
        deadline = ${startDeadline}
      from input, source
      where attempts.id = input.id and source.id = attempts.assessment_id
        and attempts.started_at is null and attempts.submitted_at is null
        and (input.sign is null or attempts.browser_sign is null or attempts.browser_sign = input.sign)
      returning attempts.id, attempts.assessment_id, attempts.started_at, attempts.deadline, attempts.browser_sign
    ), numbered as (
      select started.*, row_number() over (partition by started.assessment_id order by started.id) = 1 as first_of_assessment from started
    )
    select numbered.id, numbered.assessment_id, numbered.started_at, numbered.deadline, numbered.browser_sign, numbered.first_of_assessment,
      case when numbered.first_of_assessment then source.questions::text end as questions
    from numbered join source on source.id = numbered.assessment_id
  `.execute(db);
  const snapshots = new Map<number, Snapshot>();
  for (const row of rows) if (row.first_of_assessment) snapshots.set(row.assessment_id, memory.snapshot(row.questions));
  const startedById = new Map(rows.map((row) => [row.id, row]));
  return requests.map((request) => {
    const row = startedById.get(request.attempt.id);
    if (!row || (request.sign !== null && row.browser_sign !== request.sign)) return null;
    return {
      attempt: { ...request.attempt, started_at: row.started_at, deadline: row.deadline, browser_sign: row.browser_sign },
      snapshot: personal.has(request.attempt.id)
        ? snapshotOfList(personal.get(request.attempt.id)!)
        : snapshots.get(request.attempt.assessment_id)!,
    };
  });
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

import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { drawSecretOf, personalisationPlans, personalQuestions } from '../attempt-draws';
import type { Clock } from '../clock';
import { startDeadline } from '../exam-room/attempt-start-rules';
import { iso } from '../iso-time';
import { parseSnapshot, snapshotOfList, type AttemptMemory, type Snapshot } from './attempt-memory';
import { attemptOrNotFound } from './attempt-queries';
import type { AttemptState } from './attempt-state';
import { registrationRefusal } from './registration-window';

type Db = Kysely<Database>;

/**
 * A start to make: the attempt as read, the browser a first fetch binds it to
 * (null: leave the binding), the start instant, and the fingerprint of the
 * attempt's prepared snapshot when one was read with it (attempt-precreation.ts).
 */
export interface StartRequest {
  attempt: AttemptState;
  sign: string | null;
  now: Date;
  preparedFrom?: string | null;
}

/** A started attempt and its snapshot. */
export interface Started {
  attempt: AttemptState;
  snapshot: Snapshot;
}

/**
 * Start attempts that have not started, all in ONE conditional update (the
 * synchronized start of a whole exam room is this statement, batched by
 * start-batches.ts): each attempt gets its questions and a deadline from its
 * own start instant, and with a `sign` is bound to that browser in the same
 * statement. The caller has checked the assessment is still open.
 *
 * The questions: the assessment's list, copied inside the statement; for an
 * assessment that draws from the bank or shuffles its questions, the
 * attempt's prepared snapshot when its fingerprint is still the
 * assessment's (checked again in the statement), else its own list computed
 * here (attempt-draws.ts). A prepared snapshot is deleted by the same
 * statement. A shared snapshot comes back once per assessment, parsed
 * through `memory`. Answers, per request, the started attempt, or null when
 * the update changed nothing for it (a concurrent first fetch started it,
 * another browser holds it, its preparation changed meanwhile).
 */
export async function startAttempts(db: Db, memory: AttemptMemory, requests: readonly StartRequest[]): Promise<(Started | null)[]> {
  const ids = requests.map((request) => request.attempt.id);
  const signs = requests.map((request) => request.sign);
  const instants = requests.map((request) => iso(request.now));
  const assessmentIds = [...new Set(requests.map((request) => request.attempt.assessment_id))];
  const plans = await personalisationPlans(db, assessmentIds);
  const secret = plans.size > 0 ? await drawSecretOf(db) : '';
  const computed = new Map<number, Snapshot>();
  const preparedFrom: (string | null)[] = [];
  const ownQuestions = requests.map(({ attempt, preparedFrom: prepared }) => {
    const plan = plans.get(attempt.assessment_id);
    const takesPrepared = plan !== undefined && prepared === plan.madeFrom;
    preparedFrom.push(takesPrepared ? plan.madeFrom : null);
    if (!plan || takesPrepared) return null;
    const questions = personalQuestions(plan, secret, attempt.shuffle_seed);
    computed.set(attempt.id, snapshotOfList(questions));
    return JSON.stringify(questions);
  });
  const { rows } = await sql<{
    id: number;
    assessment_id: number;
    started_at: Date;
    deadline: Date | null;
    browser_sign: string | null;
    first_of_assessment: boolean;
    questions: string | null;
    prepared_questions: string | null;
  }>`
    with input as (
      select * from unnest(${ids}::int[], ${signs}::text[], ${instants}::timestamptz[], ${ownQuestions}::text[], ${preparedFrom}::text[])
        as input(id, sign, started_at, questions, made_from)
    ), source as (
      select id, coalesce(questions, '[]'::jsonb) as questions, istimed, duration from assessments where id = any(${assessmentIds}::int[])
    ), started as (
      update attempts set
        browser_sign = coalesce(input.sign, attempts.browser_sign),
        questions = coalesce(input.questions::jsonb, prepared.questions, source.questions),
        started_at = input.started_at,
        deadline = ${startDeadline}
      from input cross join source
        left join attempt_preparations prepared on prepared.attempt_id = input.id and prepared.made_from = input.made_from
      where attempts.id = input.id and source.id = attempts.assessment_id
        and attempts.started_at is null and attempts.submitted_at is null
        and (input.sign is null or attempts.browser_sign is null or attempts.browser_sign = input.sign)
        and (input.made_from is null or prepared.attempt_id is not null)
      returning attempts.id, attempts.assessment_id, attempts.started_at, attempts.deadline, attempts.browser_sign,
        input.questions is null and input.made_from is null as shared, prepared.questions::text as prepared_questions
    ), dropped as (
      delete from attempt_preparations where attempt_id in (select id from started)
    ), numbered as (
      select started.*, shared and row_number() over (partition by started.assessment_id, shared order by started.id) = 1 as first_of_assessment
      from started
    )
    select numbered.id, numbered.assessment_id, numbered.started_at, numbered.deadline, numbered.browser_sign, numbered.first_of_assessment,
      case when numbered.first_of_assessment then source.questions::text end as questions, numbered.prepared_questions
    from numbered join source on source.id = numbered.assessment_id
  `.execute(db);
  const shared = new Map<number, Snapshot>();
  for (const row of rows)
    if (row.first_of_assessment && row.questions !== null) shared.set(row.assessment_id, memory.snapshot(row.questions));
  const startedById = new Map(rows.map((row) => [row.id, row]));
  return requests.map((request) => {
    const row = startedById.get(request.attempt.id);
    if (!row || (request.sign !== null && row.browser_sign !== request.sign)) return null;
    const snapshot =
      row.prepared_questions !== null
        ? parseSnapshot(row.prepared_questions)
        : (computed.get(request.attempt.id) ?? shared.get(request.attempt.assessment_id)!);
    return {
      attempt: { ...request.attempt, started_at: row.started_at, deadline: row.deadline, browser_sign: row.browser_sign },
      snapshot,
    };
  });
}

/**
 * Start one attempt, leaving its browser binding as it is: the assessment
 * must still be open for registration (pulled or past its end date:
 * refused); an attempt that has started runs to its own deadline whatever
 * happens to the assessment. Null when a concurrent first fetch started it.
 */
export async function startAttempt(db: Db, clock: Clock, memory: AttemptMemory, attempt: AttemptState): Promise<Started | null> {
  const now = clock.now();
  const refusal = registrationRefusal(attempt, now);
  if (refusal) throw refusal;
  return (await startAttempts(db, memory, [{ attempt, sign: null, now }]))[0];
}

/**
 * The attempt, started if it had not started: the questions are copied from
 * the assessment and the deadline set, in ONE conditional update, so two
 * first fetches at once make one start.
 */
export async function ensureStarted(db: Db, clock: Clock, memory: AttemptMemory, attempt: AttemptState): Promise<AttemptState> {
  if (attempt.started_at !== null || attempt.submitted_at !== null) return attempt;
  const started = await startAttempt(db, clock, memory, attempt);
  return started?.attempt ?? attemptOrNotFound(db, attempt.hash);
}

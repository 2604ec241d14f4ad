import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../db/schema';
import { drawSecretOf, personalisationPlans, personalQuestions, type PersonalisationPlan } from '../attempt-draws';
import type { Clock } from '../clock';
import { startPeriodicJob } from '../periodic-job';

type Db = Kysely<Database>;

/** How often each API process prepares the attempts of assessments open now or opening within the window. */
const PREPARATION_INTERVAL_MS = 60_000;
/** How far ahead of an assessment's start date its registered attempts are prepared. */
const PREPARATION_WINDOW_MS = 60 * 60_000;
/** Attempts written per statement, and per assessment per run. */
const CHUNK = 200;
const MAX_PER_ASSESSMENT = 2_000;

interface Unprepared {
  id: number;
  assessment_id: number;
  shuffle_seed: string;
}

/**
 * A start that costs little (docs/decisions.md): an attempt of an assessment
 * that draws from the bank or shuffles its questions gets its own list of
 * questions, and making it (a plan read from the bank, the draws, the
 * shuffle, the JSON) need not wait for the applicant's arrival. It is made
 * ahead, here, into `attempt_preparations` with the fingerprint of what it
 * was made from; the start (attempt-start.ts) takes it only while that
 * fingerprint is still the assessment's, so an edit of the assessment, a
 * regrade or a change in the bank after the preparation is seen at the
 * start (the start then computes the list as if nothing had been prepared,
 * and the next run prepares again). Written with ON CONFLICT, and only where
 * the fingerprint differs, so several nodes preparing at once write each
 * attempt once. Answers how many attempts were prepared.
 */
async function prepare(db: Db, attempts: readonly Unprepared[], plans?: Map<number, PersonalisationPlan>): Promise<number> {
  if (attempts.length === 0) return 0;
  plans ??= await personalisationPlans(db, [...new Set(attempts.map((attempt) => attempt.assessment_id))]);
  if (plans.size === 0) return 0;
  const secret = await drawSecretOf(db);
  const known = plans;
  const planned = attempts.filter((attempt) => known.has(attempt.assessment_id));
  let prepared = 0;
  for (let first = 0; first < planned.length; first += CHUNK) {
    const chunk = planned.slice(first, first + CHUNK);
    const { rows } = await sql<{ attempt_id: number }>`
      insert into attempt_preparations (attempt_id, questions, made_from)
      select input.id, input.questions::jsonb, input.made_from
      from unnest(${chunk.map((attempt) => attempt.id)}::int[],
          ${chunk.map((attempt) => JSON.stringify(personalQuestions(known.get(attempt.assessment_id)!, secret, attempt.shuffle_seed)))}::text[],
          ${chunk.map((attempt) => known.get(attempt.assessment_id)!.madeFrom)}::text[]) as input(id, questions, made_from)
        join attempts on attempts.id = input.id and attempts.started_at is null and attempts.submitted_at is null
      on conflict (attempt_id) do update set questions = excluded.questions, made_from = excluded.made_from, prepared_at = now()
        where attempt_preparations.made_from <> excluded.made_from
      returning attempt_id
    `.execute(db);
    prepared += rows.length;
  }
  return prepared;
}

/** Prepare these attempts now (registration, when the assessment is open): those not started of an assessment that personalises. */
export async function prepareAttempts(db: Db, attemptIds: readonly number[]): Promise<number> {
  if (attemptIds.length === 0) return 0;
  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'assessment_id', 'shuffle_seed'])
    .where('id', '=', sql<number>`any(${[...attemptIds]}::int[])`)
    .where('started_at', 'is', null)
    .where('submitted_at', 'is', null)
    .execute();
  return prepare(db, attempts);
}

/**
 * The periodic preparation: every registered attempt, not started, of a
 * published, open assessment that personalises and is open now or opens
 * within the window, whose preparation is missing or was made from
 * something else. Also drops the preparations of attempts that started
 * meanwhile (a start racing a preparation can leave one).
 */
export async function prepareUpcomingAttempts(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  await sql`delete from attempt_preparations p using attempts a
    where a.id = p.attempt_id and (a.started_at is not null or a.submitted_at is not null)`.execute(db);
  const assessments = await db
    .selectFrom('assessments as s')
    .select('s.id')
    .where('s.published', '=', true)
    .where('s.open', '=', true)
    .where((eb) => eb.or([eb('s.startdate', 'is', null), eb('s.startdate', '<=', new Date(now.getTime() + PREPARATION_WINDOW_MS))]))
    .where((eb) => eb.or([eb('s.enddate', 'is', null), eb('s.enddate', '>', now)]))
    .where((eb) => eb.or([eb('s.shuffle_questions', '=', true), eb(sql`s.questions`, '@>', sql`'[{"type":"BankDraw"}]'::jsonb`)]))
    .where((eb) =>
      eb.exists(eb.selectFrom('attempts as a').select('a.id').whereRef('a.assessment_id', '=', 's.id').where('a.started_at', 'is', null)),
    )
    .execute();
  const plans = await personalisationPlans(
    db,
    assessments.map((row) => row.id),
  );
  let prepared = 0;
  for (const [assessmentId, plan] of plans) {
    const { rows } = await sql<Unprepared>`
      select a.id, a.assessment_id, a.shuffle_seed from attempts a
        left join attempt_preparations p on p.attempt_id = a.id
      where a.assessment_id = ${assessmentId} and a.started_at is null and a.submitted_at is null
        and p.made_from is distinct from ${plan.madeFrom}
      order by a.id limit ${MAX_PER_ASSESSMENT}
    `.execute(db);
    prepared += await prepare(db, rows, plans);
  }
  return prepared;
}

/** The periodic preparation on this API process; safe on several at once, stopped when the app closes. */
export function startAttemptPreparation(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'clock'>,
  everyMs = PREPARATION_INTERVAL_MS,
): void {
  startPeriodicJob(app, {
    name: 'the preparation of upcoming attempts',
    everyMs,
    run: async () => {
      const count = await prepareUpcomingAttempts(services.db, services.clock);
      return count > 0 ? { message: 'attempts prepared before their start', details: { count } } : null;
    },
  });
}

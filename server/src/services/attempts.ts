import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import {
  ATTEMPT_NOT_FOUND,
  EXAM_CLOSED,
  EXAM_GRACE_SECONDS,
  EXAM_NOT_FOUND,
  EXAM_NOT_PUBLISHED,
  EXAM_NOT_STARTED_YET,
  MEDIA_NOT_FROM_THIS_EXAM,
  OPEN_IN_ANOTHER_BROWSER,
  QUESTION_NOT_IN_EXAM,
  RESULTS_NOT_READY,
  RESULTS_NOT_RELEASED,
  RESULTS_NOT_SUBMITTED,
  SUBMITTED_BEFORE,
  SUBMITTED_SUCCESSFULLY,
  TIME_IS_UP,
  UPLOAD_BEFORE_START,
  examNotStartedMessage,
  imageUrlsOf,
  noTrialsLeftMessage,
  questionAnswerSchema,
  scoreAttempt,
  toExamView,
  toExamViews,
  validateAnswer,
  type Question,
  type QuestionAnswer,
  type AnswerOf,
  type StudentExam,
} from '@mizan/shared';
import type { Database } from '../db/schema';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../errors';
import type { Clock } from './clock';
import { checkIdentity } from './access-codes';
import { personalQuestionLists } from './attempt-draws';
import { batchedFindAttempt, batchedStart } from './exam-room-batches';
import { browserMovesAfterBinding, extraTrialsOf, startDeadline } from './exam-room/attempt-start-rules';
import { secretShuffle } from './exam-shuffle';
import { answerFromSubmittedQuestion } from './submitted-questions';

/**
 * The attempt engine (ARCHITECTURE §9, issue 5): registration, start,
 * autosave, submission, lazy finalisation and results. Every guarantee rests
 * on one conditional statement in the database, never on a check-then-write
 * in this process, so it holds with any number of API nodes:
 *
 * - trials: an attempt row is inserted only when `max(trial) + 1 <=
 *   nooftrials` (one INSERT … SELECT … HAVING), and unique (applicant,
 *   assessment, trial) plus "one unsubmitted attempt per applicant and
 *   assessment" turn a concurrent second registration into "answer the open
 *   attempt", never a second trial;
 * - start: one UPDATE … WHERE started_at IS NULL copies the questions and sets
 *   the deadline from this server's clock; a concurrent first fetch finds it started;
 * - saves: `ON CONFLICT … DO UPDATE … WHERE answers.seq < excluded.seq`, under
 *   a FOR SHARE lock on the attempt row, so a save is either stored before the
 *   submission (and scored) or refused after it, never lost in between;
 * - submission: one UPDATE … WHERE submitted_at IS NULL wins; everything else
 *   of the submission happens in the same transaction.
 *
 * Time comes from `clock` (the server's), never from the client.
 */
export const GRACE_MS = EXAM_GRACE_SECONDS * 1000;

type Db = Kysely<Database>;
export type SubmittedBy = 'applicant' | 'timer' | 'server' | 'staff';

/** 32 base64url characters: 192 random bits. */
export function newAttemptHash(): string {
  return randomBytes(24).toString('base64url');
}

const iso = (date: Date) => date.toISOString();
const when = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** jsonb arrives parsed from both drivers; text is parsed too. */
function json<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

// -- the assessment's registration rules ------------------------------------

interface OpenRules {
  published: boolean;
  open: boolean;
  /** A Date from a column, an ISO string from json_build_object. */
  startdate: Date | string | null;
  enddate: Date | string | null;
}

function readableInstant(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Why an applicant may not register for (or start) this assessment now, or null. */
export function registrationRefusal(rules: OpenRules, now: Date): HttpError | null {
  if (!rules.published || !rules.open) return forbidden(EXAM_NOT_PUBLISHED);
  const start = when(rules.startdate);
  const end = when(rules.enddate);
  if (start && now < start) return forbidden(examNotStartedMessage(readableInstant(start)));
  if (end && now >= end) return forbidden(EXAM_CLOSED);
  return null;
}

// -- reading an attempt -------------------------------------------------------

/** An attempt with what the engine needs of its assessment and applicant. */
export interface AttemptState {
  id: number;
  hash: string;
  applicant_id: number;
  assessment_id: number;
  trial: number;
  shuffle_seed: string;
  started_at: Date | null;
  deadline: Date | null;
  submitted_at: Date | null;
  submitted_by: SubmittedBy | null;
  status: 'inprogress' | 'submitted' | 'graded';
  next_attempt_id: number | null;
  graded_at: Date | null;
  browser_sign: string | null;
  applicant_name: string;
  title: string;
  lang: 'En' | 'Ar';
  istimed: number;
  duration: number | null;
  allow_resume: boolean;
  show_results: boolean;
  results_released_at: Date | null;
  next_assessment_id: number | null;
  published: boolean;
  open: boolean;
  startdate: Date | null;
  enddate: Date | null;
}

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

async function attemptOrNotFound(db: Db, hash: string): Promise<AttemptState> {
  const attempt = await findAttempt(db, hash);
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND);
  return attempt;
}

/** Past its deadline plus the grace, and not submitted: the server submits it with what it holds. */
export function isExpired(attempt: Pick<AttemptState, 'deadline' | 'submitted_at'>, now: Date): boolean {
  return attempt.submitted_at === null && attempt.deadline !== null && now.getTime() > new Date(attempt.deadline).getTime() + GRACE_MS;
}

export function remainingSeconds(deadline: Date | null, now: Date): number | null {
  if (deadline === null) return null;
  return Math.max(0, Math.floor((new Date(deadline).getTime() - now.getTime()) / 1000));
}

/** The refusal for an attempt that is already submitted. */
function submittedRefusal(attempt: Pick<AttemptState, 'submitted_by'>): HttpError {
  return attempt.submitted_by === 'server' ? new HttpError(410, TIME_IS_UP) : conflict(SUBMITTED_BEFORE);
}

/**
 * One browser per attempt: while an attempt is not submitted, only the
 * browser it is bound to (its request fingerprint, `sign`) may fetch, save,
 * upload or submit. 423 Locked, so the exam page can tell it from the
 * submitted-before (409) and time-is-up (410) refusals.
 */
function otherBrowserRefusal(attempt: { browser_sign: string | null; submitted_at: Date | null }, sign: string): HttpError | null {
  if (attempt.submitted_at !== null || attempt.browser_sign === null || attempt.browser_sign === sign) return null;
  return new HttpError(423, OPEN_IN_ANOTHER_BROWSER);
}

/** Bind an unbound, unsubmitted attempt to this browser (the first fetch wins), then refuse any other. */
async function bindToBrowser(db: Db, attempt: AttemptState, sign: string): Promise<AttemptState> {
  if (attempt.submitted_at !== null || attempt.browser_sign !== null) return attempt;
  await db.updateTable('attempts').set({ browser_sign: sign }).where('id', '=', attempt.id).where('browser_sign', 'is', null).execute();
  return attemptOrNotFound(db, attempt.hash);
}

/**
 * Lazy finalisation: any call that touches an attempt past its deadline plus
 * grace submits it first, with the answers the server holds. So correctness
 * never waits for the background sweep (which only tidies the taken list).
 */
async function settled(db: Db, clock: Clock, attempt: AttemptState): Promise<AttemptState> {
  if (!isExpired(attempt, clock.now())) return attempt;
  await finalise(db, clock, attempt.id, 'server');
  return attemptOrNotFound(db, attempt.hash);
}

// -- registration (emp/reg.php) ---------------------------------------------

interface AssessmentForRegistration extends OpenRules {
  id: number;
  nooftrials: number;
}

/**
 * The applicant's open attempt of this assessment, or a new one when a trial
 * is left. A second registration (or a concurrent one) answers the attempt
 * not yet submitted, so re-registering resumes instead of using a trial.
 * `finaliseExpired` is false inside a transaction (the chaining at submission).
 */
async function openAttemptFor(
  db: Db,
  clock: Clock,
  applicantId: number,
  assessment: AssessmentForRegistration,
  finaliseExpired: boolean,
): Promise<{ id: number; hash: string }> {
  for (let round = 0; round < 4; round += 1) {
    const open = await db
      .selectFrom('attempts')
      .select(['id', 'hash', 'deadline', 'submitted_at'])
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', assessment.id)
      .where('submitted_at', 'is', null)
      .executeTakeFirst();
    if (open) {
      if (!finaliseExpired || !isExpired(open, clock.now())) return { id: open.id, hash: open.hash };
      await finalise(db, clock, open.id, 'server');
      continue;
    }
    const hash = newAttemptHash();
    const { rows } = await sql<{ id: number; hash: string }>`
      insert into attempts (hash, applicant_id, assessment_id, trial, shuffle_seed, registered_at)
      select ${hash}, ${applicantId}, ${assessment.id}, coalesce(max(trial), 0) + 1, ${hash}, ${iso(clock.now())}::timestamptz
      from attempts where applicant_id = ${applicantId} and assessment_id = ${assessment.id}
      having coalesce(max(trial), 0) + 1 <= ${assessment.nooftrials}
      on conflict do nothing
      returning id, hash
    `.execute(db);
    if (rows.length > 0) return rows[0];
    const used = await db
      .selectFrom('attempts')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('applicant_id', '=', applicantId)
      .where('assessment_id', '=', assessment.id)
      .where('submitted_at', 'is not', null)
      .executeTakeFirstOrThrow();
    if (Number(used.count) >= assessment.nooftrials) throw conflict(noTrialsLeftMessage(assessment.nooftrials));
    // Another registration of the same applicant won the race: the next round finds its attempt.
  }
  throw new HttpError(503, 'The server is busy. Please try again.');
}

/** emp/getapplyexam.php: the title and language of an assessment open for registration and whether it asks for access codes, else reg.php's refusal. */
export async function applyExam(db: Db, clock: Clock, examId: number): Promise<{ title: string; lang: 'En' | 'Ar'; accessCodeRequired: boolean }> {
  const assessment = await db
    .selectFrom('assessments')
    .select(['name', 'lang', 'published', 'open', 'startdate', 'enddate', 'require_access_codes'])
    .where('id', '=', examId)
    .executeTakeFirst();
  if (!assessment) throw notFound(EXAM_NOT_FOUND);
  const refusal = registrationRefusal(assessment, clock.now());
  if (refusal) throw refusal;
  return { title: assessment.name, lang: assessment.lang, accessCodeRequired: assessment.require_access_codes };
}

/**
 * emp/reg.php. The checks run in an order that tells a stranger nothing about
 * which IDs exist: the unknown-ID limit first (services/registration-limit.ts,
 * around this call), then the assessment (the same answer for every ID), then
 * the ID, and only then the applicant's trials.
 */
export async function register(
  db: Db,
  clock: Clock,
  input: { examId: number; ssn: string; ip: string; sign: string; accessCode?: string },
): Promise<{ name: string; hash: string }> {
  const now = clock.now();
  const facts = await registrationFacts(db, input);
  const { assessment, applicant } = facts;
  if (!assessment) throw notFound(EXAM_NOT_FOUND);
  const refusal = registrationRefusal(assessment, now);
  if (refusal) throw refusal;
  const identity = checkIdentity(assessment.require_access_codes, applicant, input.accessCode);
  if (identity.refusal) throw identity.refusal;
  const attempt = await openAttemptFor(db, clock, identity.applicant.id, assessment, true);
  // Registering with the ID moves the open attempt to this browser: how an applicant whose browser or computer crashed continues.
  await db.updateTable('attempts').set({ browser_sign: input.sign, browser_moves: browserMovesAfterBinding(input.sign) }).where('id', '=', attempt.id).where('submitted_at', 'is', null).execute();
  return { name: identity.applicant.name, hash: attempt.hash };
}

type RegisteringAssessment = AssessmentForRegistration & { require_access_codes: boolean };

interface RegisteringApplicant {
  id: number;
  name: string;
  access_code: string;
}

/**
 * What registration decides on, read in ONE statement (it is the busiest call
 * of an exam morning's first minutes): the assessment's rules and the
 * applicant with this ID. `register` still answers
 * in the order that tells a stranger nothing.
 */
async function registrationFacts(
  db: Db,
  input: { examId: number; ssn: string },
): Promise<{ assessment: RegisteringAssessment | null; applicant: RegisteringApplicant | null }> {
  const { rows } = await sql<{ assessment: RegisteringAssessment | null; applicant: RegisteringApplicant | null }>`
    select
      (select json_build_object('id', id, 'nooftrials', nooftrials + ${extraTrialsOf(input.ssn)}, 'published', published, 'open', open, 'startdate', startdate, 'enddate', enddate,
          'require_access_codes', require_access_codes)
        from assessments where id = ${input.examId}) as assessment,
      (select json_build_object('id', id, 'name', name, 'access_code', access_code) from applicants where ssn = ${input.ssn}) as applicant
  `.execute(db);
  const facts = rows[0];
  return { assessment: json(facts.assessment), applicant: json(facts.applicant) };
}

// -- start and the exam (admin/getstudentexam.php) ---------------------------

/**
 * Start the attempt if it has not started: the questions are copied from the
 * assessment and the deadline set, in ONE conditional update, so two first
 * fetches at once make one start. The assessment must still be open for
 * registration then (pulled or past its end date: refused); an attempt that
 * has started runs to its own deadline whatever happens to the assessment.
 */
export async function ensureStarted(db: Db, clock: Clock, attempt: AttemptState): Promise<AttemptState> {
  if (attempt.started_at !== null || attempt.submitted_at !== null) return attempt;
  const started = await startAttempt(db, clock, attempt);
  return started?.attempt ?? attemptOrNotFound(db, attempt.hash);
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

/** Start one attempt whose assessment must still be open for registration; null when a concurrent first fetch started it. */
async function startAttempt(
  db: Db,
  clock: Clock,
  attempt: AttemptState,
  bindTo?: { sign: string; now: Date },
): Promise<Started | null> {
  const now = bindTo?.now ?? clock.now();
  const refusal = registrationRefusal(attempt, now);
  if (refusal) throw refusal;
  return (await startAttempts(db, [{ attempt, sign: bindTo?.sign ?? null, now }]))[0];
}

/**
 * Start attempts that have not started, all in ONE conditional update (the
 * synchronized start of a whole exam room is this statement, batched by
 * exam-room-batches.ts): each attempt gets its assessment's questions and a
 * deadline from its own start instant, and with a `sign` is bound to that
 * browser in the same statement. The caller has checked the assessment is
 * still open. The snapshot comes back once per assessment, not once per
 * attempt. Answers, per request, the started attempt, or null when the
 * update changed nothing for it (a concurrent first fetch started it,
 * another browser holds it).
 */
export async function startAttempts(db: Db, requests: readonly StartRequest[]): Promise<(Started | null)[]> {
  const ids = requests.map((request) => request.attempt.id);
  const signs = requests.map((request) => request.sign);
  const instants = requests.map((request) => iso(request.now));
  const assessmentIds = [...new Set(requests.map((request) => request.attempt.assessment_id))];
  // Draws from the bank and the question order: each such attempt's own list (attempt-draws.ts); null takes the assessment's.
  const personal = await personalQuestionLists(db, requests.map((request) => request.attempt));
  const ownQuestions = requests.map((request) => (personal.has(request.attempt.id) ? JSON.stringify(personal.get(request.attempt.id)) : null));
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
  for (const row of rows) if (row.first_of_assessment) snapshots.set(row.assessment_id, rememberedSnapshot(db, row.questions));
  const startedById = new Map(rows.map((row) => [row.id, row]));
  return requests.map((request) => {
    const row = startedById.get(request.attempt.id);
    if (!row || (request.sign !== null && row.browser_sign !== request.sign)) return null;
    return {
      attempt: { ...request.attempt, started_at: row.started_at, deadline: row.deadline, browser_sign: row.browser_sign },
      snapshot: personal.has(request.attempt.id) ? snapshotOfList(personal.get(request.attempt.id)!) : snapshots.get(request.attempt.assessment_id)!,
    };
  });
}

export async function snapshotOf(db: Db, attemptId: number): Promise<Snapshot> {
  const row = await db
    .selectFrom('attempts')
    .select(sql<string>`coalesce(questions, '[]'::jsonb)::text`.as('questions'))
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return rememberedSnapshot(db, row.questions);
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

async function hashOfAttempt(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('attempts').select('hash').where('id', '=', id).executeTakeFirst();
  return row?.hash ?? null;
}

// -- what a save needs of a started attempt, remembered by this process --------

/**
 * A started attempt as this process saw it when it answered getstudentexam:
 * its snapshot's questions by id (immutable once started, ARCHITECTURE §9),
 * the browser it is bound to and when it started. A save that finds its
 * attempt here validates the answer against it and goes straight to ONE
 * statement, `storeIfOpen`, which re-checks in the database, under the
 * attempt's FOR SHARE lock, everything this memory could have wrong: that the
 * attempt is still bound to this browser and started at that instant, not
 * submitted and not past its deadline plus grace. Anything else (no entry,
 * another browser, a question not in the snapshot, an answer that does not
 * fit, the statement matching no attempt) takes the general path with its
 * plain read, so refusals and their order are unchanged. Several API nodes:
 * each remembers the attempts it served; a save on another node takes the
 * general path.
 */
interface StartedAttempt {
  browserSign: string;
  startedAt: Date;
  deadline: Date | null;
  questions: ReadonlyMap<string, Question>;
}

const MAX_REMEMBERED_ATTEMPTS = 20_000;
const MAX_REMEMBERED_SNAPSHOTS = 200;
const rememberedAttempts = new WeakMap<Db, Map<string, StartedAttempt>>();
const rememberedSnapshots = new WeakMap<Db, Map<string, Snapshot>>();

/** A snapshot's questions, parsed once and frozen, and the same questions by id. */
interface Snapshot {
  questions: Question[];
  byId: ReadonlyMap<string, Question>;
}

function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * The snapshot with this JSON text. A whole room starts from one assessment,
 * so its thousands of attempts share one parsed, frozen copy (frozen: no
 * caller can change what another attempt reads).
 */
function rememberedSnapshot(db: Db, text: string): Snapshot {
  let snapshots = rememberedSnapshots.get(db);
  if (!snapshots) rememberedSnapshots.set(db, (snapshots = new Map()));
  const known = snapshots.get(text);
  if (known) return known;
  const questions = deepFreeze(JSON.parse(text) as Question[]);
  const byId = new Map<string, Question>();
  // The first question with an id wins, as in the general path's read.
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  const snapshot = { questions, byId };
  boundedSet(snapshots, text, snapshot, MAX_REMEMBERED_SNAPSHOTS);
  return snapshot;
}

/** A snapshot made here (an attempt's own questions, already frozen). */
function snapshotOfList(questions: Question[]): Snapshot {
  const byId = new Map<string, Question>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);
  return { questions, byId };
}

function rememberStarted(db: Db, attempt: AttemptState, snapshot: Snapshot): void {
  if (attempt.started_at === null || attempt.submitted_at !== null || attempt.browser_sign === null) return;
  let attempts = rememberedAttempts.get(db);
  if (!attempts) rememberedAttempts.set(db, (attempts = new Map()));
  boundedSet(
    attempts,
    attempt.hash,
    {
      browserSign: attempt.browser_sign,
      startedAt: new Date(attempt.started_at),
      deadline: attempt.deadline === null ? null : new Date(attempt.deadline),
      questions: snapshot.byId,
    },
    MAX_REMEMBERED_ATTEMPTS,
  );
}

/** admin/getstudentexam.php: start on the first fetch, then the same exam every time, shuffled with `shuffleSecret` (exam-shuffle.ts). */
export async function openExam(db: Db, clock: Clock, hash: string, sign: string, shuffleSecret: string): Promise<StudentExam> {
  const found = await batchedFindAttempt(db, hash);
  if (!found) throw notFound(ATTEMPT_NOT_FOUND);
  // The synchronized start of a whole exam room is this branch: a first fetch
  // of an attempt that may start now binds it to this browser and starts it
  // in one conditional update, shared with every first fetch arriving at the
  // same moment (exam-room-batches.ts). When that update changes nothing
  // (another browser or a concurrent first fetch got there first), the
  // general path below decides, from a fresh read.
  const now = clock.now();
  if (
    found.started_at === null &&
    found.submitted_at === null &&
    (found.browser_sign === null || found.browser_sign === sign) &&
    registrationRefusal(found, now) === null
  ) {
    const started = await batchedStart(db, { attempt: found, sign, now });
    // A fresh start holds no answers: saves and uploads are refused until it has started.
    if (started) {
      rememberStarted(db, started.attempt, started.snapshot);
      return studentExam(db, started.attempt, started.snapshot.questions, [], clock.now(), shuffleSecret);
    }
  }
  let attempt = await bindToBrowser(db, found, sign);
  const refusal = otherBrowserRefusal(attempt, sign);
  if (refusal) throw refusal;
  if (attempt.started_at === null && attempt.submitted_at === null) {
    const started = await startAttempt(db, clock, attempt);
    // A fresh start holds no answers: saves and uploads are refused until it has started.
    if (started) return studentExam(db, started.attempt, started.snapshot.questions, [], clock.now(), shuffleSecret);
    attempt = await attemptOrNotFound(db, hash);
  }
  attempt = await settled(db, clock, attempt);
  const snapshot = await snapshotOf(db, attempt.id);
  const answers = await answersOf(db, attempt.id);
  rememberStarted(db, attempt, snapshot);
  return studentExam(db, attempt, snapshot.questions, answers, clock.now(), shuffleSecret);
}

/** What getstudentexam answers for an attempt, its snapshot and its saved answers. */
async function studentExam(
  db: Db,
  attempt: AttemptState,
  questions: Question[],
  answers: SavedAnswerRow[],
  now: Date,
  shuffleSecret: string,
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
    startedAt: iso(new Date(attempt.started_at ?? now)),
    deadline: attempt.deadline === null ? null : iso(new Date(attempt.deadline)),
    serverTime: iso(now),
    remainingSeconds: attempt.submitted_at !== null && attempt.deadline !== null ? 0 : remainingSeconds(attempt.deadline, now),
    graceSeconds: EXAM_GRACE_SECONDS,
    answers: answers.map((row) => ({
      questionId: row.question_id,
      answer: row.answer === null ? null : json<QuestionAnswer>(row.answer),
      seq: Number(row.seq),
      savedAt: iso(new Date(row.saved_at)),
    })),
    allowResume: attempt.allow_resume,
    showResults: attempt.show_results || attempt.results_released_at !== null,
    submittedAt: attempt.submitted_at === null ? null : iso(new Date(attempt.submitted_at)),
    hasNext: attempt.next_assessment_id !== null || attempt.next_attempt_id !== null,
    nextHash: attempt.submitted_at === null ? null : await hashOfAttempt(db, attempt.next_attempt_id),
  };
}

// -- answers ---------------------------------------------------------------------

const MEDIA_PATH = /^\/api\/media\/([A-Za-z0-9_-]{32})$/;

/** Every media URL an answer points at (recordings, files, drawings, pictures in an essay). */
export function mediaUrlsOf(answer: QuestionAnswer): string[] {
  switch (answer.type) {
    case 'AudioComponent':
    case 'VideoComponent':
      return [answer.mediaUrl];
    case 'ImageHighlight':
      return [answer.drawingUrl];
    case 'FileUploadEnhanced':
      return answer.files.map((file) => file.data);
    case 'EssayComponent':
      return imageUrlsOf(answer.text);
    default:
      return [];
  }
}

/** Media in an answer must be files uploaded from this attempt (X-Attempt-Hash), nothing else. */
async function mediaProblem(db: Db, hash: string, answer: QuestionAnswer): Promise<string | null> {
  const urls = mediaUrlsOf(answer);
  if (urls.length === 0) return null;
  const ids = new Set<string>();
  for (const url of urls) {
    const match = MEDIA_PATH.exec(url);
    if (!match) return MEDIA_NOT_FROM_THIS_EXAM;
    ids.add(match[1]);
  }
  const owned = await db
    .selectFrom('media')
    .select('id')
    .where('id', 'in', [...ids])
    .where('owner_kind', '=', 'attempt')
    .where('owner_attempt_hash', '=', hash)
    .execute();
  return owned.length === ids.size ? null : MEDIA_NOT_FROM_THIS_EXAM;
}

/** The first problem of an answer to one snapshot question, or null (null answers clear and always fit). */
async function answerProblem(db: Db, hash: string, question: Question, answer: QuestionAnswer | null): Promise<string | null> {
  if (answer === null) return null;
  return validateAnswer(question, answer) ?? (await mediaProblem(db, hash, answer));
}

/**
 * Store an answer unless the server already holds this question's answer
 * with the same or a newer seq. Answers the seq held afterwards and whether
 * this write was the one stored.
 */
async function upsertAnswer(
  db: Db,
  attemptId: number,
  questionId: string,
  answer: QuestionAnswer | null,
  seq: number,
  now: Date,
): Promise<{ savedSeq: number; applied: boolean }> {
  const stored = await db
    .insertInto('answers')
    .values({ attempt_id: attemptId, question_id: questionId, answer: answer === null ? null : JSON.stringify(answer), seq, saved_at: iso(now) })
    .onConflict((conflict) =>
      conflict
        .columns(['attempt_id', 'question_id'])
        .doUpdateSet((eb) => ({ answer: eb.ref('excluded.answer'), seq: eb.ref('excluded.seq'), saved_at: eb.ref('excluded.saved_at') }))
        .where('answers.seq', '<', (eb) => eb.ref('excluded.seq')),
    )
    .returning('seq')
    .executeTakeFirst();
  if (stored) return { savedSeq: Number(stored.seq), applied: true };
  const current = await db
    .selectFrom('answers')
    .select('seq')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirstOrThrow();
  return { savedSeq: Number(current.seq), applied: false };
}

export interface SaveResult {
  savedSeq: number;
  applied: boolean;
  remainingSeconds: number | null;
  serverTime: string;
}

/**
 * student/saveanswer.php, in two statements and no explicit transaction:
 * a plain read that finds the attempt and its question and refuses early
 * (not found, submitted, not started, past the deadline, an answer that does
 * not fit), then `storeIfOpen`, which checks the attempt again under a FOR
 * SHARE lock and stores the answer in the same statement. The submission's
 * UPDATE waits for that statement (and then scores the answer), or the
 * statement waits for the submission (and stores nothing).
 */
export async function saveAnswer(
  db: Db,
  clock: Clock,
  input: { hash: string; questionId: string; answer: QuestionAnswer | null; seq: number; sign: string },
): Promise<SaveResult> {
  const remembered = rememberedAttempts.get(db)?.get(input.hash);
  const question = remembered?.browserSign === input.sign ? remembered.questions.get(input.questionId) : undefined;
  if (remembered && question && !isExpired({ deadline: remembered.deadline, submitted_at: null }, clock.now())) {
    if ((await answerProblem(db, input.hash, question, input.answer)) === null) {
      const now = clock.now();
      const stored = await storeIfOpen(db, input, now, { sign: input.sign, startedAt: remembered.startedAt });
      // No row: not this browser's or not this start any more; the general path decides.
      if (stored) return saveOutcome(db, clock, stored, now);
    }
  }
  const attempt = await db
    .selectFrom('attempts')
    .select([
      'id',
      'started_at',
      'deadline',
      'submitted_at',
      'submitted_by',
      'browser_sign',
      sql<unknown>`(select q from jsonb_array_elements(coalesce(questions, '[]'::jsonb)) as q where q->>'id' = ${input.questionId} limit 1)`.as('question'),
    ])
    .where('hash', '=', input.hash)
    .executeTakeFirst();
  if (!attempt) throw notFound(ATTEMPT_NOT_FOUND);
  if (attempt.submitted_at !== null) throw submittedRefusal(attempt);
  const otherBrowser = otherBrowserRefusal(attempt, input.sign);
  if (otherBrowser) throw otherBrowser;
  if (attempt.started_at === null) throw conflict(EXAM_NOT_STARTED_YET);
  if (isExpired(attempt, clock.now())) return refuseExpired(db, clock, attempt.id);
  if (attempt.question === null || attempt.question === undefined) throw badRequest(QUESTION_NOT_IN_EXAM);
  const problem = await answerProblem(db, input.hash, json<Question>(attempt.question), input.answer);
  if (problem) throw badRequest(problem);

  const now = clock.now();
  const stored = await storeIfOpen(db, input, now);
  if (!stored) throw notFound(ATTEMPT_NOT_FOUND);
  return saveOutcome(db, clock, stored, now);
}

/** What a save answers once `storeIfOpen` ran: refused (submitted, past the deadline) or the seq held. */
async function saveOutcome(db: Db, clock: Clock, stored: StoreOutcome, now: Date): Promise<SaveResult> {
  if (stored.submitted_at !== null) throw submittedRefusal(stored);
  if (isExpired(stored, now)) return refuseExpired(db, clock, stored.id);
  const applied = stored.stored_seq !== null;
  return {
    savedSeq: Number(applied ? stored.stored_seq : stored.held_seq),
    applied,
    remainingSeconds: remainingSeconds(stored.deadline, now),
    serverTime: iso(now),
  };
}

/** Past the deadline plus grace: the server submits the attempt with what it holds, and the save is refused. */
async function refuseExpired(db: Db, clock: Clock, attemptId: number): Promise<never> {
  await finalise(db, clock, attemptId, 'server');
  throw new HttpError(410, TIME_IS_UP);
}

interface StoreOutcome {
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
async function storeIfOpen(
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

// -- submission --------------------------------------------------------------

export interface FinalBatch {
  /** Ours: answers with their seq, applied under the seq rule. */
  answers?: { questionId: string; answer: QuestionAnswer | null; seq: number }[];
  /** SPEC: seed-style questions with answers inside; applied only where nothing is saved. */
  questions?: Record<string, unknown>[];
}

export interface Finalised {
  /** False when another submission had already won. */
  claimed: boolean;
  nextHash: string | null;
  /** Question ids whose batch answer was refused. */
  skipped: string[];
}

/** Apply a final batch inside the submission's transaction; refused entries are skipped (the saved answer stays). */
async function applyBatch(trx: Db, attemptId: number, hash: string, questions: Question[], batch: FinalBatch, now: Date): Promise<string[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const skipped: string[] = [];
  for (const entry of batch.answers ?? []) {
    const question = byId.get(entry.questionId);
    if (!question || (await answerProblem(trx, hash, question, entry.answer))) {
      skipped.push(entry.questionId);
      continue;
    }
    await upsertAnswer(trx, attemptId, entry.questionId, entry.answer, entry.seq, now);
  }
  for (const submitted of batch.questions ?? []) {
    const id = typeof submitted.id === 'string' ? submitted.id : '';
    const question = byId.get(id);
    if (!question) {
      if (id !== '') skipped.push(id);
      continue;
    }
    const read = answerFromSubmittedQuestion(question, submitted);
    if (read === null) continue;
    const parsed = questionAnswerSchema.safeParse(read);
    if (!parsed.success || (await answerProblem(trx, hash, question, parsed.data))) {
      skipped.push(id);
      continue;
    }
    // No seq: it cannot be ordered against autosaves, so it only fills a question with nothing saved.
    await trx
      .insertInto('answers')
      .values({ attempt_id: attemptId, question_id: id, answer: JSON.stringify(parsed.data), seq: 0, saved_at: iso(now) })
      .onConflict((conflict) => conflict.columns(['attempt_id', 'question_id']).doNothing())
      .execute();
  }
  return skipped;
}

/**
 * Submit an attempt: ONE conditional update claims it (submitted_at IS NULL),
 * then, in the same transaction, the final batch is applied, every answer is
 * scored with the shared scoring, the percent and career are stored, and the
 * next assessment's attempt is made. Nobody else can claim it meanwhile, and
 * saves wait on the row lock and are then refused.
 */
export async function finalise(db: Db, clock: Clock, attemptId: number, by: SubmittedBy, batch: FinalBatch = {}): Promise<Finalised> {
  return db.transaction().execute(async (trx) => {
    const now = clock.now();
    const claimed = await trx
      .updateTable('attempts')
      .set({ submitted_at: iso(now), submitted_by: by, status: 'submitted' })
      .where('id', '=', attemptId)
      .where('submitted_at', 'is', null)
      .returning(['id', 'hash', 'applicant_id', 'assessment_id', 'questions'])
      .executeTakeFirst();
    if (!claimed) return { claimed: false, nextHash: null, skipped: [] };
    const questions = claimed.questions === null ? [] : json<Question[]>(claimed.questions);
    const skipped = await applyBatch(trx, claimed.id, claimed.hash, questions, batch, now);

    await storeScores(trx, claimed.id, questions, now);
    const nextAttempt = await chainNext(trx, clock, claimed.applicant_id, claimed.assessment_id);
    if (nextAttempt) await trx.updateTable('attempts').set({ next_attempt_id: nextAttempt.id }).where('id', '=', claimed.id).execute();
    return { claimed: true, nextHash: nextAttempt?.hash ?? null, skipped };
  });
}

/**
 * Score a submitted attempt's answers with the shared scoring and store the
 * marks (answers.score: the automatic mark, null while a teacher must mark
 * it) and the attempt's percent, career and grading state: 'graded' at once
 * when nothing needs a teacher, else 'submitted'.
 */
export async function storeScores(trx: Db, attemptId: number, questions: Question[], now: Date): Promise<void> {
  const rows = await answersOf(trx, attemptId);
  const answers = new Map<string, QuestionAnswer>();
  for (const row of rows) if (row.answer !== null) answers.set(row.question_id, json<QuestionAnswer>(row.answer));
  const score = scoreAttempt(questions, answers);
  const marks = Object.fromEntries(score.questions.map((question) => [question.questionId, question.score]));
  await sql`
    update answers set score = (marks.value)::numeric
    from jsonb_each_text(${JSON.stringify(marks)}::jsonb) as marks
    where answers.attempt_id = ${attemptId} and answers.question_id = marks.key
  `.execute(trx);
  const graded = score.needsGrading === 0;
  await trx
    .updateTable('attempts')
    .set({
      percent: score.percent,
      career: score.career?.code ?? '',
      needs_grading: score.needsGrading,
      status: graded ? 'graded' : 'submitted',
      graded_at: graded ? iso(now) : null,
    })
    .where('id', '=', attemptId)
    .execute();
}

/**
 * The attempt of the next assessment of an admission sequence, made (or the
 * open one found) at submission under the usual rules: the next assessment
 * must be open for registration and have a trial left, else there is none.
 */
async function chainNext(trx: Db, clock: Clock, applicantId: number, assessmentId: number): Promise<{ id: number; hash: string } | null> {
  const next = await trx
    .selectFrom('assessments as current')
    .innerJoin('assessments as next', 'next.id', 'current.next_assessment_id')
    .select(['next.id', 'next.nooftrials', 'next.published', 'next.open', 'next.startdate', 'next.enddate'])
    .where('current.id', '=', assessmentId)
    .executeTakeFirst();
  if (!next || registrationRefusal(next, clock.now())) return null;
  try {
    return await openAttemptFor(trx, clock, applicantId, next, false);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** student/submitexam.php. */
export async function submitExam(
  db: Db,
  clock: Clock,
  hash: string,
  sign: string,
  batch: FinalBatch,
): Promise<{ msg: string; data: string | null; skipped?: string[] }> {
  let attempt = await attemptOrNotFound(db, hash);
  if (attempt.submitted_at !== null) throw submittedRefusal(attempt);
  const otherBrowser = otherBrowserRefusal(attempt, sign);
  if (otherBrowser) throw otherBrowser;
  attempt = await ensureStarted(db, clock, attempt);
  const now = clock.now();
  if (isExpired(attempt, now)) {
    await finalise(db, clock, attempt.id, 'server');
    throw new HttpError(410, TIME_IS_UP);
  }
  const by: SubmittedBy = attempt.deadline !== null && now.getTime() > new Date(attempt.deadline).getTime() ? 'timer' : 'applicant';
  const result = await finalise(db, clock, attempt.id, by, batch);
  if (!result.claimed) throw submittedRefusal(await attemptOrNotFound(db, hash));
  return { msg: SUBMITTED_SUCCESSFULLY, data: result.nextHash, ...(result.skipped.length > 0 ? { skipped: result.skipped } : {}) };
}

/** Submit every attempt past its deadline plus grace (the periodic sweep; correctness does not depend on it). */
export async function sweepExpiredAttempts(db: Db, clock: Clock, limit = 200): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - GRACE_MS);
  const expired = await db
    .selectFrom('attempts')
    .select('id')
    .where('submitted_at', 'is', null)
    .where('deadline', 'is not', null)
    .where('deadline', '<', cutoff)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  let count = 0;
  for (const { id } of expired) if ((await finalise(db, clock, id, 'server')).claimed) count += 1;
  return count;
}

// -- uploads and results --------------------------------------------------------

/** May this attempt upload a file now (X-Attempt-Hash)? Started, not submitted, before the deadline plus grace. */
export async function attemptForUpload(db: Db, clock: Clock, hash: string, sign: string): Promise<void> {
  const attempt = await findAttempt(db, hash);
  if (!attempt) throw unauthorized(ATTEMPT_NOT_FOUND);
  if (attempt.submitted_at !== null) throw unauthorized(attempt.submitted_by === 'server' ? TIME_IS_UP : SUBMITTED_BEFORE);
  const otherBrowser = otherBrowserRefusal(attempt, sign);
  if (otherBrowser) throw otherBrowser;
  if (attempt.started_at === null) throw unauthorized(UPLOAD_BEFORE_START);
  if (isExpired(attempt, clock.now())) {
    await finalise(db, clock, attempt.id, 'server');
    throw unauthorized(TIME_IS_UP);
  }
}

export type ExamResult = AnswerOf<'examResult'>['data'];

/**
 * Is this attempt's result the applicant's to see? "Show results after
 * grading" releases each result as soon as it is graded; otherwise staff
 * release them with admin/releaseresults.php (docs/decisions.md).
 */
export function resultReleased(attempt: Pick<AttemptState, 'show_results' | 'results_released_at' | 'status'>): boolean {
  return attempt.status === 'graded' && (attempt.show_results || attempt.results_released_at !== null);
}

/**
 * student/getresult.php: read-only, only when the assessment shows results
 * and every question is graded. Questions are exam views (never the key:
 * the same assessment stays open to other applicants), with the applicant's
 * answer, the mark counted and the teacher's feedback.
 */
export async function examResult(db: Db, clock: Clock, hash: string, shuffleSecret: string): Promise<{ data: ExamResult; msg?: string }> {
  const attempt = await settled(db, clock, await attemptOrNotFound(db, hash));
  const unavailable = (msg: string) => ({ data: { status: attempt.status, available: false, result: null }, msg });
  if (attempt.submitted_at === null) return unavailable(RESULTS_NOT_SUBMITTED);
  if (attempt.status !== 'graded') return unavailable(attempt.show_results ? RESULTS_NOT_READY : RESULTS_NOT_RELEASED);
  if (!resultReleased(attempt)) return unavailable(RESULTS_NOT_RELEASED);
  const { questions } = await snapshotOf(db, attempt.id);
  const rows = await answersOf(db, attempt.id);
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]));
  const answers = new Map<string, QuestionAnswer>();
  const marks = new Map<string, number>();
  for (const row of rows) {
    if (row.answer !== null) answers.set(row.question_id, json<QuestionAnswer>(row.answer));
    if (row.score !== null) marks.set(row.question_id, Number(row.score));
  }
  const score = scoreAttempt(questions, answers, marks);
  const shuffle = secretShuffle(shuffleSecret, attempt.shuffle_seed);
  return {
    data: {
      status: attempt.status,
      available: true,
      result: {
        title: attempt.title,
        lang: attempt.lang,
        total: score.total,
        max: score.max,
        percent: score.percent,
        career: score.career?.code ?? '',
        gradedAt: attempt.graded_at === null ? null : iso(new Date(attempt.graded_at)),
        questions: questions.map((question, index) => ({
          question: toExamView(question, shuffle),
          answer: answers.get(question.id) ?? null,
          score: score.questions[index].score,
          max: score.questions[index].max,
          feedback: byQuestion.get(question.id)?.feedback ?? '',
        })),
      },
    },
  };
}

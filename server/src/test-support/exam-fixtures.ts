import type { Insertable, Kysely } from 'kysely';
import type { ExamCallName, Question, RequestOf, StudentExam } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import type { AssessmentsTable, Database } from '../db/schema';
import type { Clock } from '../services/clock';
import type { TestApp } from './test-app';

/** A clock tests move by hand: the attempt engine's deadlines follow it, no sleeping. */
export class TestClock implements Clock {
  private at: number;

  constructor(start: Date | string = '2031-03-01T08:00:00.000Z') {
    this.at = new Date(start).getTime();
  }

  /** Milliseconds added after each reading (0: frozen), so racing calls see different times. */
  tickMs = 0;

  now(): Date {
    const reading = new Date(this.at);
    this.at += this.tickMs;
    return reading;
  }

  advanceSeconds(seconds: number): void {
    this.at += seconds * 1000;
  }

  set(at: Date | string): void {
    this.at = new Date(at).getTime();
  }
}

/** A published, open assessment without dates (override any column), straight into the database. */
export async function insertExam(
  db: Kysely<Database>,
  questions: Question[] = [mcq()],
  columns: Partial<Insertable<AssessmentsTable>> = {},
): Promise<number> {
  const row = await db
    .insertInto('assessments')
    .values({ name: 'Exam engine test', published: true, open: true, questions: JSON.stringify(questions), ...columns })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The SSNs of `count` seeded demo applicants, in id order. */
export async function demoSsns(db: Kysely<Database>, count: number, offset = 0): Promise<string[]> {
  const rows = await db.selectFrom('applicants').select('ssn').orderBy('id').offset(offset).limit(count).execute();
  if (rows.length < count) throw new Error(`Only ${rows.length} demo applicants; ${count} needed.`);
  return rows.map((row) => row.ssn);
}

/** Register through emp/reg.php and answer the hash (fails the test on any other answer). */
export async function registerFor(t: TestApp, examId: number, ssn: string, ip?: string): Promise<string> {
  const response = await t.call('registerForExam', { exam_id: examId, ssn }, ip ? { ip } : {});
  if (response.statusCode !== 200) throw new Error(`Registration failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: string }>().data;
}

/** Open (and so start) the exam of an attempt. */
export async function openFor(t: TestApp, hash: string) {
  const response = await t.call('studentExam', { id: hash });
  if (response.statusCode !== 200) throw new Error(`getstudentexam failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: StudentExam }>().data;
}

/**
 * What the access walk needs to call the applicant's calls: an attempt hash
 * to read, save to and ask results of, and a fresh one for each submit (an
 * attempt is submitted once; any later submit answers 409 by design).
 */
export interface ExamFixtures {
  examId: number;
  ssn: string;
  hash: string;
  questionId: string;
  /** A not-yet-submitted attempt's hash per read of the submit sample. */
  nextSubmitHash(): string;
}

/** A published assessment, one started attempt, and a few more attempts for the submit samples. */
export async function createExamFixtures(t: TestApp): Promise<ExamFixtures> {
  const db = t.database.db;
  const question = mcq();
  const examId = await insertExam(db, [question], { name: 'Access walk: exam', nooftrials: 3 });
  const [ssn, ...others] = await demoSsns(db, 5, 20);
  const hash = await registerFor(t, examId, ssn);
  await openFor(t, hash);
  const pool: string[] = [];
  for (const other of others) pool.push(await registerFor(t, examId, other));
  return {
    examId,
    ssn,
    hash,
    questionId: question.id,
    nextSubmitHash: () => {
      const next = pool.shift();
      if (!next) throw new Error('The access walk read the submit sample more often than it has attempts for.');
      return next;
    },
  };
}

/**
 * A valid payload for each applicant call. The submit sample is replaced by
 * a getter (withFreshSubmit), so each read names a fresh attempt; here it
 * takes one attempt of the pool.
 */
export function examSamples(fixtures: ExamFixtures): { [Name in ExamCallName]: RequestOf<Name> } {
  return {
    applyPagePing: undefined,
    applyExam: { exam_id: fixtures.examId },
    registerForExam: { exam_id: fixtures.examId, ssn: fixtures.ssn },
    studentExam: { id: fixtures.hash },
    saveAnswer: { hash: fixtures.hash, questionId: fixtures.questionId, answer: { type: 'MCQ', selected: [] }, seq: 1 },
    submitExam: { id: fixtures.nextSubmitHash() },
    examResult: { id: fixtures.hash },
  };
}

/** Make every read of `samples.submitExam` name a fresh attempt: a submit succeeds once per attempt. */
export function withFreshSubmit<Samples extends { submitExam: RequestOf<'submitExam'> }>(
  samples: Samples,
  fixtures: ExamFixtures,
): Samples {
  Object.defineProperty(samples, 'submitExam', { get: () => ({ id: fixtures.nextSubmitHash() }), enumerable: true });
  return samples;
}

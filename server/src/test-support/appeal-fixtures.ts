import type { Kysely } from 'kysely';
import type { AppealCallName, RequestOf } from '@mizan/shared';
import { essay, mcq } from '../../../shared/src/questions/testing/fixtures';
import type { Database } from '../db/schema';
import { insertAttempt } from './assessment-fixtures';
import { insertExam } from './exam-fixtures';
import { essayAnswer } from './grading-fixtures';
import type { TestApp } from './test-app';

export interface ReleasedEssays {
  assessmentId: number;
  essayId: string;
  mcqId: string;
  /** One released attempt per entry: its id and hash. */
  attempts: Array<{ id: number; hash: string }>;
}

/**
 * An Arabic assessment (MCQ + essay of 4 marks) with `count` submissions of
 * one applicant (trials 1..count), the essay marked `mark` by `graderId`
 * (through the audit, as admin/gradeexam.php leaves it) and the results
 * released now; a re-mark window of `days`.
 */
export async function insertReleasedEssays(
  db: Kysely<Database>,
  options: { applicantId: number; graderId: number; count: number; days?: number; mark?: number; releasedAt?: Date; reviewers?: number[] },
): Promise<ReleasedEssays> {
  const questions = [mcq(), essay({ totalMark: '4' })];
  const assessmentId = await insertExam(db, questions, { name: 'Appeals: science', lang: 'Ar' });
  if (options.days !== undefined)
    await db.insertInto('appeal_windows').values({ assessment_id: assessmentId, days: options.days, updated_by: null }).execute();
  for (const reviewer of options.reviewers ?? []) {
    await db.insertInto('assessment_reviewers').values({ assessment_id: assessmentId, user_id: reviewer }).execute();
  }
  const mark = options.mark ?? 2;
  const attempts: ReleasedEssays['attempts'] = [];
  for (let trial = 1; trial <= options.count; trial += 1) {
    const id = await insertAttempt(db, {
      assessmentId,
      applicantId: options.applicantId,
      trial,
      answers: { [questions[0].id]: { type: 'MCQ', selected: ['optA'] }, [questions[1].id]: essayAnswer } as never,
    });
    await db.updateTable('answers').set({ score: mark }).where('attempt_id', '=', id).where('question_id', '=', questions[1].id).execute();
    await db
      .updateTable('attempts')
      .set({
        status: 'graded',
        needs_grading: 0,
        graded_by: options.graderId,
        graded_at: new Date(),
        results_released_at: options.releasedAt ?? new Date(),
      })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        actor_user_id: options.graderId,
        action: 'grade.change',
        subject_type: 'attempt',
        subject_id: String(id),
        details: JSON.stringify({ questionId: questions[1].id, index: 2, score: { from: null, to: mark } }),
      })
      .execute();
    const { hash } = await db.selectFrom('attempts').select('hash').where('id', '=', id).executeTakeFirstOrThrow();
    attempts.push({ id, hash });
  }
  return { assessmentId, essayId: questions[1].id, mcqId: questions[0].id, attempts };
}

/** An open appeal on the essay of an attempt, straight into the database. */
export async function insertOpenAppeal(db: Kysely<Database>, attemptId: number, questionId: string): Promise<number> {
  const row = await db
    .insertInto('appeals')
    .values({
      attempt_id: attemptId,
      question_id: questionId,
      reason: 'My essay answered every part.',
      requested_at: new Date(),
      first_score: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface AppealFixtures {
  assessmentId: number;
  essayId: string;
  /** A released attempt's hash not yet appealed, per read. */
  nextRequestHash(): string;
  /** An open appeal graded by someone else than the admin, per read. */
  nextAppealId(): number;
}

/** Released essays for the access walk: some to request a re-mark on, some with an open appeal to resolve. */
export async function createAppealFixtures(t: TestApp): Promise<AppealFixtures> {
  const db = t.database.db;
  const grader = await db.selectFrom('users').select('id').where('username', '=', 'grader').executeTakeFirstOrThrow();
  const applicant = await db.selectFrom('applicants').select('id').orderBy('id').offset(30).limit(1).executeTakeFirstOrThrow();
  const fixtures = await insertReleasedEssays(db, { applicantId: applicant.id, graderId: grader.id, count: 36, days: 7 });
  const hashes = fixtures.attempts.slice(0, 12).map((attempt) => attempt.hash);
  const appealIds: number[] = [];
  for (const attempt of fixtures.attempts.slice(12)) appealIds.push(await insertOpenAppeal(db, attempt.id, fixtures.essayId));
  const next = <Item>(pool: Item[], what: string): Item => {
    const item = pool.shift();
    if (item === undefined) throw new Error(`The access walk read the ${what} sample more often than it has fixtures for.`);
    return item;
  };
  return {
    assessmentId: fixtures.assessmentId,
    essayId: fixtures.essayId,
    nextRequestHash: () => next(hashes, 'requestRemark'),
    nextAppealId: () => next(appealIds, 'resolveAppeal'),
  };
}

/** A valid payload for each appeal call; withFreshAppeals makes the once-only ones fresh on every read. */
export function appealSamples(fixtures: AppealFixtures): { [Name in AppealCallName]: RequestOf<Name> } {
  return {
    requestRemark: { id: fixtures.nextRequestHash(), questionId: fixtures.essayId, reason: 'Please look again at my second paragraph.' },
    getAppeals: { state: 'open' },
    resolveAppeal: { appealId: fixtures.nextAppealId(), score: 3, reason: 'The second paragraph earns a further mark.' },
    getAppealWindow: { id: fixtures.assessmentId },
    setAppealWindow: { id: fixtures.assessmentId, days: 7 },
  };
}

/** A re-mark is requested once per question and an appeal resolved once: each read of those samples names a fresh one. */
export function withFreshAppeals<Samples extends { [Name in AppealCallName]: RequestOf<Name> }>(
  samples: Samples,
  fixtures: AppealFixtures,
): Samples {
  Object.defineProperty(samples, 'requestRemark', {
    get: () => ({ id: fixtures.nextRequestHash(), questionId: fixtures.essayId, reason: 'Please look again at my second paragraph.' }),
    enumerable: true,
  });
  Object.defineProperty(samples, 'resolveAppeal', {
    get: () => ({ appealId: fixtures.nextAppealId(), score: 3, reason: 'The second paragraph earns a further mark.' }),
    enumerable: true,
  });
  return samples;
}

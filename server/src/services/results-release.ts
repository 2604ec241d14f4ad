import { sql, type Kysely } from 'kysely';
import { RESULTS_AWAIT_GRADING, examPath, type ReleaseSummary } from '@mizan/shared';
import type { Database } from '../db/schema';
import { conflict } from '../errors';
import { writeAudit } from './audit';
import { enqueueMessages } from './messages/enqueue-message';

/** How many of an assessment's submissions are graded-and-released, graded-not-released, and awaiting grading. */
export async function releaseCounts(db: Kysely<Database>, assessmentId: number) {
  const row = await db
    .selectFrom('attempts')
    .select([
      sql<number>`count(*) filter (where status = 'graded' and results_released_at is not null)::int`.as('released'),
      sql<number>`count(*) filter (where status = 'graded' and results_released_at is null)::int`.as('graded'),
      sql<number>`count(*) filter (where status = 'submitted')::int`.as('waiting'),
    ])
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirstOrThrow();
  return { released: Number(row.released), graded: Number(row.graded), waiting: Number(row.waiting) };
}

/**
 * Release every graded, unreleased result of the assessment now, in one
 * statement, with one audit entry. While a submission awaits grading it is
 * refused (409) unless `confirmPartial`: then the graded ones are released
 * and the others wait for the next release. Each applicant released to is
 * sent the results_released message with their result's link, in the same
 * transaction.
 */
export async function releaseGradedResults(
  db: Kysely<Database>,
  actorUserId: number,
  assessmentId: number,
  confirmPartial: boolean,
): Promise<ReleaseSummary> {
  return db.transaction().execute(async (transaction) => {
    const before = await releaseCounts(transaction, assessmentId);
    if (before.waiting > 0 && !confirmPartial) throw conflict(RESULTS_AWAIT_GRADING(before.waiting));
    const partial = before.waiting > 0;
    const released = await transaction
      .updateTable('attempts')
      .set({ results_released_at: sql<Date>`now()` })
      .where('assessment_id', '=', assessmentId)
      .where('status', '=', 'graded')
      .where('results_released_at', 'is', null)
      .returning(['id', 'applicant_id', 'hash'])
      .execute();
    const assessment = await transaction.selectFrom('assessments').select('name').where('id', '=', assessmentId).executeTakeFirstOrThrow();
    await enqueueMessages(
      transaction,
      released.map((attempt) => ({
        event: 'results_released' as const,
        applicantId: attempt.applicant_id,
        assessmentId,
        values: { assessment: assessment.name, link: examPath(attempt.hash) },
        dedupeKey: `results_released:${attempt.id}`,
      })),
    );
    await writeAudit(transaction, {
      actorUserId,
      action: 'assessment.release',
      subjectType: 'assessment',
      subjectId: assessmentId,
      details: { released: released.length, awaitingGrading: before.waiting, partial, attempts: released.map((row) => row.id) },
    });
    return { released: released.length, alreadyReleased: before.released, awaitingGrading: before.waiting };
  });
}

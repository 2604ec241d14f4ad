import type { Kysely } from 'kysely';
import { isDrawSlot, type AssessmentItem, type Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { editableAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { iso } from '../iso-time';
import { regradeFingerprint } from './regrade-attempts';
import type { StoredRegrade } from './regrade-preview';
import { latestVersion } from './question-versions';
import { submittedWithQuestion, writeAttemptVersions, writeInProgress, writeSubmitted } from './regrade-writes';

export const REGRADE_PREVIEW_NOT_FOUND = 'This dry run is no longer kept (it was applied, or is older than a day). Run the dry run again.';
export const REGRADE_PREVIEW_NOT_FOUND_CODE = 'regrade_preview_not_found';
export const REGRADE_STALE =
  'The assessment or its submissions changed since this dry run (a submission, a mark, an edit or another regrade). Run the dry run again and check it before regrading.';
export const REGRADE_STALE_CODE = 'regrade_stale';

const stale = () => new HttpError(409, REGRADE_STALE, {}, REGRADE_STALE_CODE);

/**
 * `admin/regrade.php`: exactly the kept dry run, in one transaction. The
 * assessment's row is locked (edits and other regrades wait), the fingerprint is checked, then the submitted attempts' marks,
 * percents and snapshots are written in batch statements (per 1,000
 * attempts, not per attempt). Attempts in progress get the new version last,
 * so exam-day saves on them (which share-lock their attempt's row) wait only
 * for the end of the transaction; a submission that came in meanwhile shows
 * as one more submitted attempt and makes the regrade refuse as stale. Then
 * the version, which version scored each attempt, and one audit row with
 * the reason.
 */
export async function applyRegrade(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  previewId: string,
): Promise<{ changed: number; version: number }> {
  const preview = await db.selectFrom('regrade_previews').selectAll().where('id', '=', previewId).executeTakeFirst();
  if (!preview) throw new HttpError(404, REGRADE_PREVIEW_NOT_FOUND, {}, REGRADE_PREVIEW_NOT_FOUND_CODE);
  await editableAssessment(db, caller, preview.assessment_id);
  const plan = jsonColumn<StoredRegrade>(preview.plan, null as unknown as StoredRegrade);
  const { assessmentId, questionId } = plan;
  const now = iso(clock.now());

  return db.transaction().execute(async (trx) => {
    const assessment = await trx
      .selectFrom('assessments')
      .select(['id', 'questions'])
      .where('id', '=', assessmentId)
      .forUpdate()
      .executeTakeFirst();
    const items = jsonColumn<AssessmentItem[]>(assessment?.questions ?? null, []);
    const current = items.find((item): item is Question => !isDrawSlot(item) && item.id === questionId);
    const latest = await latestVersion(trx, assessmentId, questionId);
    if (!current || latest + 1 !== plan.version) throw stale();
    if ((await regradeFingerprint(trx, assessmentId, current, latest)) !== preview.fingerprint) throw stale();

    await writeSubmitted(trx, plan);
    await trx
      .updateTable('assessments')
      .set({
        questions: JSON.stringify(items.map((item) => (!isDrawSlot(item) && item.id === questionId ? plan.next : item))),
        updated_at: now,
      })
      .where('id', '=', assessmentId)
      .execute();
    const inProgress = await writeInProgress(trx, assessmentId, questionId, plan.replacement);
    if ((await submittedWithQuestion(trx, assessmentId, questionId)) !== plan.attempts.length) throw stale();

    const ids = plan.attempts.map((attempt) => attempt.attemptId);
    await writeAttemptVersions(trx, [...ids, ...inProgress], questionId, plan.version, now);
    const changed = plan.attempts.filter((attempt) => attempt.changed).map((attempt) => attempt.attemptId);
    if (latest === 1)
      await trx
        .insertInto('question_versions')
        .values({ assessment_id: assessmentId, question_id: questionId, version: 1, kind: 'original', question: JSON.stringify(current) })
        .execute();
    await trx
      .insertInto('question_versions')
      .values({
        assessment_id: assessmentId,
        question_id: questionId,
        version: plan.version,
        kind: plan.kind,
        question: JSON.stringify(plan.next),
        reason: plan.reason,
        created_by: caller.user.id,
        created_at: now,
        attempts: ids.length,
        changed: changed.length,
      })
      .execute();
    await writeAudit(trx, {
      actorUserId: caller.user.id,
      action: 'regrade',
      subjectType: 'assessment',
      subjectId: assessmentId,
      details: {
        questionId,
        version: plan.version,
        kind: plan.kind,
        reason: plan.reason,
        attempts: ids.length,
        changed,
        inProgress: inProgress.length,
      },
    });
    await trx.deleteFrom('regrade_previews').where('id', '=', previewId).execute();
    return { changed: changed.length, version: plan.version };
  });
}

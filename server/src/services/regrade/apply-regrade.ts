import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isDrawSlot, type AssessmentItem } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { editableAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { iso } from '../iso-time';
import { holdsQuestion, regradeFingerprint } from './regrade-attempts';
import type { StoredRegrade } from './regrade-preview';
import { latestVersion } from './question-versions';
import type { Replacement } from './regrade-target';

export const REGRADE_PREVIEW_NOT_FOUND = 'This dry run is no longer kept (it was applied, or is older than a day). Run the dry run again.';
export const REGRADE_PREVIEW_NOT_FOUND_CODE = 'regrade_preview_not_found';
export const REGRADE_STALE =
  'The assessment or its submissions changed since this dry run (a submission, a mark, an edit or another regrade). Run the dry run again and check it before regrading.';
export const REGRADE_STALE_CODE = 'regrade_stale';

/** The snapshot (a jsonb array of questions) with the question replaced as the regrade says. */
function rewritten(questions: RawBuilder<unknown>, questionId: string, replacement: Replacement): RawBuilder<unknown> {
  const element =
    replacement.kind === 'key'
      ? sql`${JSON.stringify(replacement.question)}::jsonb`
      : sql`(q.value - 'scoring') || ${JSON.stringify({ scoring: replacement.scoring })}::jsonb`;
  return sql`(select jsonb_agg(case when q.value->>'id' = ${questionId} then ${element} else q.value end order by q.ordinality)
    from jsonb_array_elements(${questions}) with ordinality as q(value, ordinality))`;
}

/**
 * `admin/regrade.php`: exactly the kept dry run, in one transaction: the
 * assessment's row is locked (edits and other regrades wait), attempts in
 * progress get the new version in their snapshot first (so none can be
 * submitted under the old one meanwhile), then the fingerprint is checked
 * and the submitted attempts' snapshots, marks and percents are written in a
 * few batch statements, with the version, which version scored each attempt,
 * and one audit row with the reason.
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
  const { assessmentId, questionId, replacement } = plan;
  const now = iso(clock.now());
  const stale = () => new HttpError(409, REGRADE_STALE, {}, REGRADE_STALE_CODE);

  return db.transaction().execute(async (trx) => {
    const assessment = await trx
      .selectFrom('assessments')
      .select(['id', 'questions'])
      .where('id', '=', assessmentId)
      .forUpdate()
      .executeTakeFirst();
    if (!assessment) throw new HttpError(404, REGRADE_PREVIEW_NOT_FOUND, {}, REGRADE_PREVIEW_NOT_FOUND_CODE);
    const items = jsonColumn<AssessmentItem[]>(assessment.questions, []);
    const current = items.find((item) => !isDrawSlot(item) && item.id === questionId);
    const latest = await latestVersion(trx, assessmentId, questionId);
    if (!current || isDrawSlot(current) || latest + 1 !== plan.version) throw stale();

    const inProgress = await sql<{ id: number }>`
      update attempts as t set questions = ${rewritten(sql`t.questions`, questionId, replacement)}
      where t.assessment_id = ${assessmentId} and t.started_at is not null and t.submitted_at is null and ${holdsQuestion(questionId)}
      returning t.id`.execute(trx);
    if ((await regradeFingerprint(trx, assessmentId, current, latest)) !== preview.fingerprint) throw stale();

    const ids = plan.attempts.map((attempt) => attempt.attemptId);
    const scores = plan.attempts.map((attempt) => (attempt.score === null ? null : String(attempt.score)));
    const percents = plan.attempts.map((attempt) => String(attempt.percent));
    if (ids.length > 0) {
      await sql`
        update answers set score = u.score
        from unnest(${ids}::int[], ${scores}::numeric[]) as u(id, score)
        where answers.attempt_id = u.id and answers.question_id = ${questionId} and answers.score is distinct from u.score`.execute(trx);
      await sql`
        update attempts as t set percent = u.percent, questions = ${rewritten(sql`t.questions`, questionId, replacement)}
        from unnest(${ids}::int[], ${percents}::numeric[]) as u(id, percent)
        where t.id = u.id`.execute(trx);
    }
    const versioned = [...ids, ...inProgress.rows.map((row) => row.id)];
    if (versioned.length > 0)
      await sql`
        insert into attempt_question_versions (attempt_id, question_id, version, corrected_at)
        select id, ${questionId}, ${plan.version}, ${now}::timestamptz from unnest(${versioned}::int[]) as id
        on conflict (attempt_id, question_id) do update set version = excluded.version, corrected_at = excluded.corrected_at`.execute(trx);

    const changed = plan.attempts.filter((attempt) => attempt.changed).length;
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
        changed,
      })
      .execute();
    await trx
      .updateTable('assessments')
      .set({
        questions: JSON.stringify(items.map((item) => (!isDrawSlot(item) && item.id === questionId ? plan.next : item))),
        updated_at: now,
      })
      .where('id', '=', assessmentId)
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
        changed: plan.attempts.filter((attempt) => attempt.changed).map((attempt) => attempt.attemptId),
        inProgress: inProgress.rows.length,
      },
    });
    await trx.deleteFrom('regrade_previews').where('id', '=', previewId).execute();
    return { changed, version: plan.version };
  });
}

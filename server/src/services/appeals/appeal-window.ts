import type { Kysely } from 'kysely';
import { appealWindowSavedMessage } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';

/** For how many days after release the assessment's applicants may request a re-mark; 0 (no row) offers none. */
export async function appealWindowDays(db: Kysely<Database>, assessmentId: number): Promise<number> {
  const row = await db.selectFrom('appeal_windows').select('days').where('assessment_id', '=', assessmentId).executeTakeFirst();
  return row?.days ?? 0;
}

/** admin/getappealwindow.php: staff who may see the assessment. */
export async function getAppealWindow(db: Kysely<Database>, caller: Caller, id: number) {
  await visibleAssessment(db, caller, id);
  return { id, days: await appealWindowDays(db, id) };
}

/** admin/setappealwindow.php: staff who may edit the assessment (as admin/updateexam.php); audited with the old and new days. */
export async function setAppealWindow(db: Kysely<Database>, caller: Caller, request: { id: number; days: number }) {
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await appealWindowDays(transaction, request.id);
    await transaction
      .insertInto('appeal_windows')
      .values({ assessment_id: request.id, days: request.days, updated_by: caller.user.id })
      .onConflict((conflict) =>
        conflict.column('assessment_id').doUpdateSet({ days: request.days, updated_by: caller.user.id, updated_at: new Date() }),
      )
      .execute();
    if (before !== request.days) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'appeal.window',
        subjectType: 'assessment',
        subjectId: request.id,
        details: { days: { from: before, to: request.days } },
      });
    }
    return { data: { id: request.id, days: request.days }, msg: appealWindowSavedMessage(request.days) };
  });
}

import type { Kysely } from 'kysely';
import { signalSettingSavedMessage, type SignalSetting } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';

/** Whether the assessment records signals (docs/decisions.md, "Signals, openly"): off unless turned on. */
export async function recordsSignals(db: Kysely<Database>, assessmentId: number): Promise<boolean> {
  const row = await db
    .selectFrom('assessment_signals')
    .select('assessment_id')
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** admin/getsignalsetting.php: staff who may see the assessment. */
export async function getSignalSetting(db: Kysely<Database>, caller: Caller, id: number): Promise<SignalSetting> {
  await visibleAssessment(db, caller, id);
  return { id, recordSignals: await recordsSignals(db, id) };
}

/** admin/setsignalsetting.php: staff who may edit the assessment; a change is audited. */
export async function setSignalSetting(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  request: { id: number; recordSignals: boolean },
): Promise<{ data: SignalSetting; msg: string }> {
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await recordsSignals(transaction, request.id);
    if (request.recordSignals && !before) {
      await transaction.insertInto('assessment_signals').values({ assessment_id: request.id, turned_on_at: clock.now() }).execute();
    } else if (!request.recordSignals && before) {
      await transaction.deleteFrom('assessment_signals').where('assessment_id', '=', request.id).execute();
    }
    if (before !== request.recordSignals) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'assessment.signals',
        subjectType: 'assessment',
        subjectId: request.id,
        details: { recordSignals: { from: before, to: request.recordSignals } },
      });
    }
    return { data: { id: request.id, recordSignals: request.recordSignals }, msg: signalSettingSavedMessage(request.recordSignals) };
  });
}

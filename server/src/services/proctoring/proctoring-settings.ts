import type { Kysely } from 'kysely';
import { NO_PROCTORING, proctoringSavedMessage, type ProctoringSettings } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';

/** The assessment's gate; no row: neither start nor resume waits. */
export async function proctoringOf(db: Kysely<Database>, assessmentId: number): Promise<ProctoringSettings> {
  const row = await db
    .selectFrom('assessment_proctoring')
    .select(['start_needs_proctor', 'resume_needs_proctor'])
    .where('assessment_id', '=', assessmentId)
    .executeTakeFirst();
  return row ? { startNeedsProctor: row.start_needs_proctor, resumeNeedsProctor: row.resume_needs_proctor } : NO_PROCTORING;
}

/** admin/getproctoring.php: staff who may see the assessment. */
export async function getProctoring(db: Kysely<Database>, caller: Caller, id: number) {
  await visibleAssessment(db, caller, id);
  return { id, ...(await proctoringOf(db, id)) };
}

/** admin/setproctoring.php: staff who may edit the assessment (as admin/updateexam.php); a change is audited with before and after. */
export async function setProctoring(db: Kysely<Database>, caller: Caller, request: { id: number } & ProctoringSettings) {
  const settings: ProctoringSettings = { startNeedsProctor: request.startNeedsProctor, resumeNeedsProctor: request.resumeNeedsProctor };
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await proctoringOf(transaction, request.id);
    await transaction
      .insertInto('assessment_proctoring')
      .values({
        assessment_id: request.id,
        start_needs_proctor: settings.startNeedsProctor,
        resume_needs_proctor: settings.resumeNeedsProctor,
      })
      .onConflict((conflict) =>
        conflict
          .column('assessment_id')
          .doUpdateSet({ start_needs_proctor: settings.startNeedsProctor, resume_needs_proctor: settings.resumeNeedsProctor }),
      )
      .execute();
    if (before.startNeedsProctor !== settings.startNeedsProctor || before.resumeNeedsProctor !== settings.resumeNeedsProctor) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'assessment.proctoring',
        subjectType: 'assessment',
        subjectId: request.id,
        details: { from: before, to: settings },
      });
    }
    return { data: { id: request.id, ...settings }, msg: proctoringSavedMessage(settings) };
  });
}

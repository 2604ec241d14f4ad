import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit';
import type { Clock } from '../clock';
import { releaseQuotas } from '../media-quotas';
import type { MediaStore } from '../media-storage';
import { notInAnyQuestion } from './question-references';
import { byAssessment, type DeletedFile } from './deleted-files';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention rule (MEDIA_RETENTION_DAYS): deletes the bytes of applicants'
 * uploaded files whose attempt's result was released at least `days` days
 * ago, at most `limit` files a run. The row stays with `deleted_at` and
 * `deleted_reason = 'retention'`, so the file's link and the screens that
 * show the answer say why it is gone. One audit row per assessment per run.
 *
 * The files are claimed with `FOR UPDATE SKIP LOCKED` in the transaction
 * that marks them: two nodes running at once take different files, never
 * the same one twice. An fs file is removed before the transaction commits;
 * if the commit then fails, the row is claimed again by the next run.
 */
export async function deleteFilesPastRetention(
  db: Kysely<Database>,
  media: MediaStore,
  clock: Clock,
  days: number,
  limit = 1000,
): Promise<number> {
  const now = clock.now();
  const releasedBefore = new Date(now.getTime() - days * DAY_MS);
  return db.transaction().execute(async (transaction) => {
    const due = await transaction
      .selectFrom('media')
      .innerJoin('attempts', 'attempts.hash', 'media.owner_attempt_hash')
      .select([
        'media.id',
        'media.storage',
        'media.size',
        'media.owner_attempt_hash as attemptHash',
        'attempts.assessment_id as assessmentId',
        'attempts.id as attemptId',
      ])
      .where('media.owner_kind', '=', 'attempt')
      .where('media.deleted_at', 'is', null)
      .where('attempts.results_released_at', '<=', releasedBefore)
      .where(notInAnyQuestion)
      .orderBy('media.id')
      .limit(limit)
      .forUpdate('media')
      .skipLocked()
      .execute();
    if (due.length === 0) return 0;
    await transaction
      .updateTable('media')
      .set({ deleted_at: now, deleted_reason: 'retention', bytes: null })
      .where(
        'id',
        'in',
        due.map((file) => file.id),
      )
      .execute();
    const files: DeletedFile[] = due.map((file) => ({ ...file, userId: null }));
    await releaseQuotas(transaction, files);
    for (const file of files) await media.discard(file);
    for (const [assessmentId, ofAssessment] of byAssessment(files)) {
      await writeAudit(transaction, {
        actorUserId: null,
        action: 'media.retention',
        subjectType: 'assessment',
        subjectId: assessmentId,
        details: {
          days,
          files: ofAssessment.length,
          bytes: ofAssessment.reduce((sum, file) => sum + file.size, 0),
          attempts: [...new Set(ofAssessment.map((file) => file.attemptId))],
        },
      });
    }
    return files.length;
  });
}

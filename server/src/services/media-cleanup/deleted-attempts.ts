import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../audit';
import { releaseQuotas } from '../media-quotas';
import type { MediaStore } from '../media-storage';
import { byAssessment, type DeletedFile } from './deleted-files';
import { notInAnyQuestion } from './question-references';

/**
 * Deletes the files of attempts that no longer exist, at most `limit` a run:
 * whoever deletes an attempt or an applicant (an operator's SQL for a
 * data-protection request today; any call that deletes them later), the
 * next run removes the row and the bytes on both drivers, gives the bytes
 * back to the assessment's quota, and writes one audit row per assessment.
 * A file a question still shows is kept. Claimed with `FOR UPDATE SKIP
 * LOCKED`, so several nodes never delete the same file twice.
 */
export async function deleteFilesOfDeletedAttempts(db: Kysely<Database>, media: MediaStore, limit = 1000): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    const orphans = await transaction
      .selectFrom('media')
      .select(['id', 'storage', 'size', 'owner_attempt_hash as attemptHash', 'assessment_id as assessmentId', 'deleted_at'])
      .where('owner_kind', '=', 'attempt')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('attempts')
              .select(sql`1`.as('one'))
              .whereRef('attempts.hash', '=', 'media.owner_attempt_hash'),
          ),
        ),
      )
      .where(notInAnyQuestion)
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (orphans.length === 0) return 0;
    await transaction
      .deleteFrom('media')
      .where(
        'id',
        'in',
        orphans.map((file) => file.id),
      )
      .execute();
    const files: DeletedFile[] = orphans.map((file) => ({
      id: file.id,
      storage: file.storage,
      size: file.size,
      attemptHash: file.attemptHash,
      assessmentId: file.assessmentId,
      userId: null,
    }));
    // A file already deleted under the retention rule gave its bytes back then.
    await releaseQuotas(
      transaction,
      files.filter((_file, index) => orphans[index].deleted_at === null),
    );
    const hashes = [...new Set(files.map((file) => file.attemptHash).filter((hash): hash is string => hash !== null))];
    await transaction.deleteFrom('media_usage').where('scope', '=', 'attempt').where('owner', 'in', hashes).execute();
    for (const file of files) await media.discard(file);
    for (const [assessmentId, ofAssessment] of byAssessment(files)) {
      await writeAudit(transaction, {
        actorUserId: null,
        action: 'media.delete',
        subjectType: 'assessment',
        subjectId: assessmentId,
        details: {
          reason: 'attempt deleted',
          files: ofAssessment.length,
          bytes: ofAssessment.reduce((sum, file) => sum + file.size, 0),
          attempts: new Set(ofAssessment.map((file) => file.attemptHash)).size,
        },
      });
    }
    return files.length;
  });
}

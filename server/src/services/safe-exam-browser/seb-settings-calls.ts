import type { Kysely } from 'kysely';
import { SEB_REFUSAL_CODES, readBrowserExamKey, sebKeyInvalidMessage, sebSavedMessage, type SebSettings } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { assessmentConfigKey } from './seb-check';
import { browserExamKeysOf, newExamKeySalt } from './seb-rules';

/** The setting as staff see it; `base`: the site's address, for the Config Key of the .seb made there. */
async function settingsOf(db: Kysely<Database>, id: number, base: string): Promise<SebSettings> {
  const row = await db
    .selectFrom('assessment_safe_exam_browser')
    .select(['required', 'exam_key_salt'])
    .where('assessment_id', '=', id)
    .executeTakeFirst();
  return {
    id,
    required: row?.required ?? false,
    browserExamKeys: await browserExamKeysOf(db, id),
    configKey: row
      ? assessmentConfigKey({ assessmentId: id, examKeySalt: new Uint8Array(Buffer.from(row.exam_key_salt, 'base64')) }, base)
      : null,
  };
}

/** admin/getsebsettings.php: staff who may see the assessment. */
export async function getSebSettings(db: Kysely<Database>, caller: Caller, id: number, base: string): Promise<SebSettings> {
  await visibleAssessment(db, caller, id);
  return settingsOf(db, id, base);
}

/** The pasted keys read as SEB writes them, blank lines and repeats dropped; the first that is not one refused (400, stable code). */
function readBrowserExamKeys(written: readonly string[]): string[] {
  const keys: string[] = [];
  for (const text of written) {
    if (text.trim() === '') continue;
    const key = readBrowserExamKey(text);
    if (!key) throw new HttpError(400, sebKeyInvalidMessage(text.trim()), {}, SEB_REFUSAL_CODES.keyInvalid);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * admin/setsebsettings.php: staff who may edit the assessment. The
 * assessment's examKeySalt is made the first time and kept, so a .seb
 * handed out earlier keeps its Config Key. Audited with the old and new
 * settings.
 */
export async function setSebSettings(
  db: Kysely<Database>,
  caller: Caller,
  request: { id: number; required: boolean; browserExamKeys: string[] },
  base: string,
) {
  const keys = readBrowserExamKeys(request.browserExamKeys);
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await settingsOf(transaction, request.id, base);
    await transaction
      .insertInto('assessment_safe_exam_browser')
      .values({ assessment_id: request.id, required: request.required, exam_key_salt: newExamKeySalt() })
      .onConflict((conflict) => conflict.column('assessment_id').doUpdateSet({ required: request.required }))
      .execute();
    await transaction.deleteFrom('assessment_seb_browser_exam_keys').where('assessment_id', '=', request.id).execute();
    if (keys.length > 0) {
      await transaction
        .insertInto('assessment_seb_browser_exam_keys')
        .values(keys.map((key, position) => ({ assessment_id: request.id, position, browser_exam_key: key })))
        .execute();
    }
    const after = await settingsOf(transaction, request.id, base);
    if (before.required !== after.required || before.browserExamKeys.join(' ') !== after.browserExamKeys.join(' ')) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'assessment.safe_exam_browser',
        subjectType: 'assessment',
        subjectId: request.id,
        details: {
          required: { from: before.required, to: after.required },
          browserExamKeys: { from: before.browserExamKeys, to: keys },
        },
      });
    }
    return { data: after, msg: sebSavedMessage(after.required, keys.length) };
  });
}

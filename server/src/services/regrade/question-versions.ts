import type { Kysely } from 'kysely';
import type { QuestionVersion } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { editableAssessment } from '../assessment-access';
import type { Caller } from '../authenticate';
import { iso } from '../iso-time';

/** The question's latest version: 1 until its first regrade. */
export async function latestVersion(db: Kysely<Database>, assessmentId: number, questionId: string): Promise<number> {
  const row = await db
    .selectFrom('question_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('assessment_id', '=', assessmentId)
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  return row?.version === null || row?.version === undefined ? 1 : Number(row.version);
}

/**
 * `admin/getquestionversions.php`: the versions, oldest first; only version 1
 * (the question as published) before any regrade. Read by those who may
 * regrade it, the assessment's editors (404 / 403 otherwise, as an edit).
 */
export async function questionVersions(
  db: Kysely<Database>,
  caller: Caller,
  assessmentId: number,
  questionId: string,
): Promise<QuestionVersion[]> {
  await editableAssessment(db, caller, assessmentId);
  const rows = await db
    .selectFrom('question_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .select(['v.version', 'v.kind', 'v.reason', 'v.created_at', 'v.attempts', 'v.changed', 'u.displayname'])
    .where('v.assessment_id', '=', assessmentId)
    .where('v.question_id', '=', questionId)
    .orderBy('v.version')
    .execute();
  if (rows.length === 0) return [{ version: 1, kind: 'original', reason: '', by: null, at: null, attempts: 0, changed: 0 }];
  return rows.map((row) => ({
    version: row.version,
    kind: row.kind,
    reason: row.reason,
    by: row.kind === 'original' ? null : (row.displayname ?? null),
    at: row.kind === 'original' ? null : iso(row.created_at),
    attempts: row.attempts,
    changed: row.changed,
  }));
}

/** When each of an attempt's questions was last corrected by a regrade (ISO), by question id. */
export async function correctionsOf(db: Kysely<Database>, attemptId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('attempt_question_versions')
    .select(['question_id', 'corrected_at'])
    .where('attempt_id', '=', attemptId)
    .execute();
  return new Map(rows.map((row) => [row.question_id, iso(row.corrected_at)]));
}

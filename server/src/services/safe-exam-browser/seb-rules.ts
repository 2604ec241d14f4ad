import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AssessmentLang } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** Which assessment an applicant's call or page is about: by its id (the apply page, registering) or by the attempt hash it carries. */
export type SebTarget = { examId: number } | { hash: string };

/** An assessment's Safe Exam Browser rule as the check needs it. */
export interface SebRule {
  assessmentId: number;
  lang: AssessmentLang;
  required: boolean;
  examKeySalt: Uint8Array;
  browserExamKeys: string[];
}

/** A new assessment's examKeySalt: 32 random bytes, as SEB's own configuration tool makes one. */
export const newExamKeySalt = (): string => randomBytes(32).toString('base64');

/** The allowed Browser Exam Keys of an assessment, in the order staff pasted them. */
export async function browserExamKeysOf(db: Kysely<Database>, assessmentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('assessment_seb_browser_exam_keys')
    .select('browser_exam_key')
    .where('assessment_id', '=', assessmentId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.browser_exam_key);
}

/** The rule of the assessment `target` names; null when it has none (SEB not required) or there is no such assessment or attempt. */
export async function sebRuleOf(db: Kysely<Database>, target: SebTarget): Promise<SebRule | null> {
  let query = db
    .selectFrom('assessment_safe_exam_browser as seb')
    .innerJoin('assessments', 'assessments.id', 'seb.assessment_id')
    .select(['seb.assessment_id', 'seb.required', 'seb.exam_key_salt', 'assessments.lang']);
  query =
    'examId' in target
      ? query.where('seb.assessment_id', '=', target.examId)
      : query.innerJoin('attempts', 'attempts.assessment_id', 'seb.assessment_id').where('attempts.hash', '=', target.hash);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    assessmentId: row.assessment_id,
    lang: row.lang,
    required: row.required,
    examKeySalt: new Uint8Array(Buffer.from(row.exam_key_salt, 'base64')),
    browserExamKeys: row.required ? await browserExamKeysOf(db, row.assessment_id) : [],
  };
}

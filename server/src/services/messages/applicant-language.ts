import type { Kysely } from 'kysely';
import type { MessageLanguage } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** Each applicant's language, read together: the language of the assessment of their latest attempt; English when they have none. */
export async function applicantLanguages(db: Kysely<Database>, applicantIds: readonly number[]): Promise<Map<number, MessageLanguage>> {
  const ids = [...new Set(applicantIds)];
  const languages = new Map<number, MessageLanguage>(ids.map((id) => [id, 'En']));
  if (ids.length === 0) return languages;
  const latest = await db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .distinctOn('attempts.applicant_id')
    .select(['attempts.applicant_id', 'assessments.lang'])
    .where('attempts.applicant_id', 'in', ids)
    .orderBy('attempts.applicant_id')
    .orderBy('attempts.registered_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .execute();
  for (const row of latest) languages.set(row.applicant_id, row.lang);
  return languages;
}

/** The language of the assessment of the applicant's latest attempt; English when they have none. */
export async function applicantLanguage(db: Kysely<Database>, applicantId: number): Promise<MessageLanguage> {
  return (await applicantLanguages(db, [applicantId])).get(applicantId) ?? 'En';
}

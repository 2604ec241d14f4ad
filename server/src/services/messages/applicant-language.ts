import type { Kysely } from 'kysely';
import type { MessageLanguage } from '@mizan/shared';
import type { Database } from '../../db/schema';

/** The language of the assessment of the applicant's latest attempt; English when they have none. */
export async function applicantLanguage(db: Kysely<Database>, applicantId: number): Promise<MessageLanguage> {
  const latest = await db
    .selectFrom('attempts')
    .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
    .select('assessments.lang')
    .where('attempts.applicant_id', '=', applicantId)
    .orderBy('attempts.registered_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.lang ?? 'En';
}

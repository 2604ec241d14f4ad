import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';

/**
 * The applicant's interview score (the SPEC's "My Review (100)"), set from one
 * review or a panel's mean, with its audit row; inside the caller's transaction.
 */
export async function storeInterviewScore(
  transaction: Kysely<Database>,
  actor: Caller,
  applicant: { id: number; interview: number | string | null },
  score: number,
  details: Record<string, unknown>,
): Promise<void> {
  await transaction
    .updateTable('applicants')
    .set({ interview: score, updated_at: sql<Date>`now()` })
    .where('id', '=', applicant.id)
    .execute();
  await writeAudit(transaction, {
    actorUserId: actor.user.id,
    action: 'applicant.interview',
    subjectType: 'applicant',
    subjectId: applicant.id,
    details: { ...details, interview: { from: applicant.interview, to: score } },
  });
}

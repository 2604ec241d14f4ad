import type { Kysely } from 'kysely';
import type { MaskedField } from '@mizan/shared';
import type { Database } from '../db/schema';
import { maskHistoryDetails, maskedFieldsOf } from './applicant-masking';
import { existingApplicant } from './applicant-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';

/** The applicant's audit entries, newest first, with the actor's display name; fields the viewer may not see are masked. */
export async function applicantHistory(db: Kysely<Database>, viewer: Caller, applicantId: number) {
  await existingApplicant(db, applicantId);
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.id', 'l.action', 'l.at', 'l.details', 'u.displayname'])
    .where('l.subject_type', '=', 'applicant')
    .where('l.subject_id', '=', String(applicantId))
    .orderBy('l.at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  const masked = maskedFieldsOf(viewer);
  return rows.map((row) => {
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) as Record<string, unknown>;
    return {
      id: Number(row.id),
      action: row.action,
      at: new Date(row.at).toISOString(),
      actor: row.displayname ?? null,
      details: maskHistoryDetails(details, masked),
    };
  });
}

/** One masked field's value; every reveal is written to the applicant's history. */
export async function revealApplicantField<Field extends MaskedField>(
  db: Kysely<Database>,
  actor: Caller,
  applicantId: number,
  field: Field,
) {
  const applicant = await existingApplicant(db, applicantId);
  await writeAudit(db, {
    actorUserId: actor.user.id,
    action: 'applicant.reveal',
    subjectType: 'applicant',
    subjectId: applicant.id,
    details: { field },
  });
  return applicant[field];
}

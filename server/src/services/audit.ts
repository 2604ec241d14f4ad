import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  subjectType: string;
  subjectId: string | number | null;
  /** What changed. Never a password or its hash. */
  details: Record<string, unknown>;
}

/** Record who changed what (ARCHITECTURE §8 audit_log). */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_user_id: entry.actorUserId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId === null ? null : String(entry.subjectId),
      details: JSON.stringify(entry.details),
    })
    .execute();
}

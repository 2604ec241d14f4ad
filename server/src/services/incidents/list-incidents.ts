import type { Kysely } from 'kysely';
import { ASSESSMENT_NOT_FOUND_BRIEF, maskSsn, type Incident } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { Caller } from '../authenticate';
import { mayRunRoom } from '../exam-room/room-access';

/** admin/getincidents.php: every incident of one assessment, oldest first, for the staff who run its room. */
export async function listIncidents(db: Kysely<Database>, caller: Caller, assessmentId: number): Promise<Incident[]> {
  const assessment = await db.selectFrom('assessments').select(['id', 'created_by']).where('id', '=', assessmentId).executeTakeFirst();
  if (!assessment || !(await mayRunRoom(db, caller, assessment))) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
  const rows = await db
    .selectFrom('incidents as i')
    .innerJoin('attempts as t', 't.id', 'i.attempt_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .leftJoin('users as u', 'u.id', 'i.recorded_by')
    .select(['i.id', 'i.attempt_id', 'a.name', 'a.ssn', 't.trial', 'i.category', 'i.note', 'i.minutes', 'u.displayname', 'i.recorded_at'])
    .where('t.assessment_id', '=', assessment.id)
    .orderBy('i.recorded_at')
    .orderBy('i.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attemptId: row.attempt_id,
    applicantName: row.name,
    ssn: maskSsn(row.ssn),
    trial: row.trial,
    category: row.category,
    note: row.note,
    minutes: row.minutes,
    recordedBy: row.displayname ?? '',
    recordedAt: new Date(row.recorded_at).toISOString(),
  }));
}

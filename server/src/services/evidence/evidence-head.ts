import { sql, type Kysely } from 'kysely';
import { maskSsn } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { EvidenceHead } from './evidence-types';

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** How much of a browser fingerprint the pack prints: enough to tell two browsers apart, not enough to stand for one. */
const FINGERPRINT_SHOWN = 8;

export const shortFingerprint = (sign: string | null) => (sign ?? '').slice(0, FINGERPRINT_SHOWN);

/** The attempt with its applicant, school and assessment, and who graded it; undefined when there is no such attempt. */
export async function evidenceHead(
  db: Kysely<Database>,
  attemptId: number,
): Promise<(EvidenceHead & { createdBy: number | null }) | undefined> {
  const row = await db
    .selectFrom('attempts as t')
    .innerJoin('assessments as s', 's.id', 't.assessment_id')
    .innerJoin('applicants as a', 'a.id', 't.applicant_id')
    .leftJoin('schools as sc', 'sc.id', 'a.school_id')
    .leftJoin('users as g', 'g.id', 't.graded_by')
    .select([
      't.id',
      't.assessment_id',
      't.trial',
      't.registered_at',
      't.started_at',
      't.deadline',
      't.submitted_at',
      't.submitted_by',
      't.status',
      't.percent',
      't.graded_at',
      't.results_released_at',
      't.extra_minutes',
      't.browser_moves',
      't.browser_sign',
      's.lang',
      's.name as title',
      's.istimed',
      's.duration',
      's.created_by',
      'a.name as applicant_name',
      'a.ssn',
      'a.extra_time_percent',
      sql<string>`coalesce(sc.name, '')`.as('school'),
      sql<string>`coalesce(g.displayname, '')`.as('graded_by_name'),
    ])
    .where('t.id', '=', attemptId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    attemptId: row.id,
    assessmentId: row.assessment_id,
    createdBy: row.created_by,
    lang: row.lang,
    title: row.title,
    applicantName: row.applicant_name,
    ssn: maskSsn(row.ssn),
    school: row.school,
    trial: row.trial,
    registeredAt: new Date(row.registered_at),
    startedAt: dateOrNull(row.started_at),
    deadline: dateOrNull(row.deadline),
    timed: row.istimed === 1,
    durationMinutes: row.duration,
    extraTimePercent: row.extra_time_percent,
    extraMinutes: row.extra_minutes,
    browserMoves: row.browser_moves,
    browserNow: shortFingerprint(row.browser_sign),
    submittedAt: dateOrNull(row.submitted_at),
    submittedBy: row.submitted_by,
    status: row.status,
    percent: row.percent === null ? null : Number(row.percent),
    gradedAt: dateOrNull(row.graded_at),
    gradedBy: row.graded_by_name,
    releasedAt: dateOrNull(row.results_released_at),
  };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { EvidenceLandedSections } from './evidence-types';

/**
 * The sections read from the exam-day tables of the device rehearsal
 * (device_checks) and the proctor's gate (attempt_proctor_decisions): each
 * is null until its table exists.
 */
export async function landedSections(_db: Kysely<Database>, _attemptId: number): Promise<EvidenceLandedSections> {
  return { deviceChecks: null, proctorDecisions: null };
}

import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { rightsOver } from '../assessment-records';
import type { Caller } from '../authenticate';
import { evidenceHead } from './evidence-head';
import { auditHistory, deadlineChanges } from './evidence-history';
import { attemptIncidents } from './evidence-incidents';
import { deviceChecks } from './evidence-device';
import { proctorDecisions } from './evidence-proctor';
import { questionRemarks } from './evidence-remarks';
import { lastSaves, questionPlaces } from './evidence-saves';
import { attemptSignals } from './evidence-signals';
import type { EvidencePack } from './evidence-types';

/**
 * Whether the caller may read the assessment's evidence: staff who print its
 * results letters (ans, download) or run its room (exam), and who may see it
 * (created, review it; administrators any).
 */
export async function mayReadEvidence(db: Kysely<Database>, caller: Caller, assessment: { id: number; created_by: number | null }) {
  const role = caller.flags.includes('ans') || caller.flags.includes('download') || caller.flags.includes('exam');
  return role && (await rightsOver(db, caller, assessment)).see;
}

export type EvidenceAnswer = { found: false } | { found: true; allowed: false } | { found: true; allowed: true; pack: EvidencePack };

/** The evidence pack of one attempt, if there is such an attempt and the caller may read it. */
export async function evidencePack(db: Kysely<Database>, caller: Caller, attemptId: number): Promise<EvidenceAnswer> {
  const found = await evidenceHead(db, attemptId);
  if (!found) return { found: false };
  const { createdBy, ...head } = found;
  if (!(await mayReadEvidence(db, caller, { id: head.assessmentId, created_by: createdBy }))) return { found: true, allowed: false };
  const [history, places, incidents, signals, devices, decisions] = await Promise.all([
    auditHistory(db, attemptId),
    questionPlaces(db, attemptId),
    attemptIncidents(db, attemptId),
    attemptSignals(db, attemptId, head.assessmentId),
    deviceChecks(db, attemptId),
    proctorDecisions(db, attemptId),
  ]);
  const deadlines = deadlineChanges(head, history.staffActions);
  const [saves, remarks] = await Promise.all([lastSaves(db, attemptId, places, deadlines), questionRemarks(db, attemptId, places)]);
  return {
    found: true,
    allowed: true,
    pack: {
      head,
      saves,
      answered: saves.filter((save) => save.position !== null && !save.cleared).length,
      questionCount: places.count,
      deadlines,
      staffActions: history.staffActions,
      incidents,
      remarks: [...history.grades, ...remarks].sort((a, b) => a.at.getTime() - b.at.getTime()),
      views: history.views,
      signals,
      deviceChecks: devices,
      proctorDecisions: decisions,
    },
  };
}

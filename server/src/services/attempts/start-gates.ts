import { sql, type Kysely } from 'kysely';
import {
  NETWORK_REFUSAL_CODES,
  NO_PROCTORING,
  SEB_REFUSAL_CODES,
  networkRefusalMessage,
  sebRefusalMessage,
  type ProctoringSettings,
} from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { addressInNetworks, readNetwork, type Network } from '../networks/network-text';
import { sebRequestPasses, type SebRequest } from '../safe-exam-browser/seb-check';
import type { AttemptState } from './attempt-state';

type Db = Kysely<Database>;

/**
 * What admin/getstudentexam.php asks of an attempt's assessment before it
 * answers: its address list (services/networks/), its Safe Exam Browser rule
 * (services/safe-exam-browser/), the proctor's gate (services/proctoring/)
 * and whether the page records signals. A room's first fetches read these
 * for all their assessments in ONE statement (start-batches.ts) instead of
 * four per applicant, and check them here, in the same order and with the
 * same answers as the checks that read them one call at a time.
 */
export interface StartGates {
  networks: string[];
  seb: { required: boolean; examKeySalt: string; browserExamKeys: string[] } | null;
  proctoring: ProctoringSettings;
  recordsSignals: boolean;
}

/** The caller as the address list and Safe Exam Browser's check see it. */
export interface ExamCaller {
  ip: string;
  request: SebRequest;
  /** PUBLIC_URL: the site's address as applicants reach it, for Safe Exam Browser's hashes. */
  publicUrl: string | null;
}

/** The gates of these assessments and the fingerprints of these attempts' prepared snapshots (attempt-precreation.ts), in one statement. */
export async function startFactsOf(
  db: Db,
  assessmentIds: readonly number[],
  attemptIds: readonly number[],
): Promise<{ gates: Map<number, StartGates>; preparedFrom: Map<number, string> }> {
  const gates = new Map<number, StartGates>();
  const preparedFrom = new Map<number, string>();
  if (assessmentIds.length === 0) return { gates, preparedFrom };
  const { rows } = await sql<{ gates: unknown; prepared: unknown }>`
    select
      (select json_agg(json_build_object(
          'id', s.id,
          'networks', (select coalesce(json_agg(n.cidr), '[]') from assessment_networks n where n.assessment_id = s.id),
          'seb', (select json_build_object('required', b.required, 'examKeySalt', b.exam_key_salt, 'browserExamKeys',
              (select coalesce(json_agg(k.browser_exam_key order by k.position), '[]') from assessment_seb_browser_exam_keys k where k.assessment_id = s.id))
            from assessment_safe_exam_browser b where b.assessment_id = s.id),
          'proctoring', (select json_build_object('startNeedsProctor', p.start_needs_proctor, 'resumeNeedsProctor', p.resume_needs_proctor)
            from assessment_proctoring p where p.assessment_id = s.id),
          'recordsSignals', exists (select 1 from assessment_signals g where g.assessment_id = s.id)))
        from assessments s where s.id = any(${[...assessmentIds]}::int[])) as gates,
      (select json_agg(json_build_array(attempt_id, made_from)) from attempt_preparations
        where attempt_id = any(${[...attemptIds]}::int[])) as prepared
  `.execute(db);
  const row = rows[0];
  for (const read of jsonColumn<(Omit<StartGates, 'proctoring'> & { id: number; proctoring: ProctoringSettings | null })[]>(row.gates, []))
    gates.set(read.id, {
      networks: read.networks,
      seb: read.seb,
      proctoring: read.proctoring ?? NO_PROCTORING,
      recordsSignals: read.recordsSignals,
    });
  for (const [attemptId, madeFrom] of jsonColumn<[number, string][]>(row.prepared, [])) preparedFrom.set(attemptId, madeFrom);
  return { gates, preparedFrom };
}

/**
 * Refuse the call from outside the assessment's networks (403, in the
 * assessment's language), then one that an assessment requiring Safe Exam
 * Browser sees without its hash (403 'seb_required'), as
 * checkExamCallNetwork and checkExamCallSafeExamBrowser do.
 */
export function checkStartGates(attempt: Pick<AttemptState, 'assessment_id' | 'lang'>, gates: StartGates, caller: ExamCaller): void {
  if (gates.networks.length > 0) {
    const networks = gates.networks.map(readNetwork).filter((network): network is Network => network !== null);
    if (!addressInNetworks(caller.ip, networks))
      throw new HttpError(403, networkRefusalMessage(attempt.lang, caller.ip), {}, NETWORK_REFUSAL_CODES.notAllowed);
  }
  const seb = gates.seb;
  if (!seb?.required) return;
  const rule = {
    assessmentId: attempt.assessment_id,
    lang: attempt.lang,
    required: true,
    examKeySalt: new Uint8Array(Buffer.from(seb.examKeySalt, 'base64')),
    browserExamKeys: seb.browserExamKeys,
  };
  if (!sebRequestPasses(rule, caller.request, caller.publicUrl))
    throw new HttpError(403, sebRefusalMessage(attempt.lang), {}, SEB_REFUSAL_CODES.required);
}

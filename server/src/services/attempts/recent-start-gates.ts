import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { checkExamCallNetwork } from '../networks/network-check';
import { checkExamCallSafeExamBrowser } from '../safe-exam-browser/seb-check';
import type { AttemptMemory } from './attempt-memory';
import { checkStartGates, startFactsOf, type ExamCaller, type StartGates } from './start-gates';

/**
 * How long a save may use an assessment's address list and Safe Exam
 * Browser rule as read: a room saving hundreds of answers a second asks the
 * database for them about once a second instead of twice per save. Staff
 * changing either on this node take effect at once (`forget`); on another
 * API node within this time.
 */
const GATES_KEPT_MS = 1_000;

/** The start gates (start-gates.ts) of the assessments this app's saves are about, each read at most once per GATES_KEPT_MS. */
export class RecentStartGates {
  private readonly kept = new Map<number, { readAt: number; gates: Promise<StartGates | undefined> }>();

  constructor(private readonly db: Kysely<Database>) {}

  of(assessmentId: number): Promise<StartGates | undefined> {
    const now = performance.now();
    const known = this.kept.get(assessmentId);
    if (known && now - known.readAt < GATES_KEPT_MS) return known.gates;
    const gates = startFactsOf(this.db, [assessmentId], []).then(({ gates: read }) => read.get(assessmentId));
    this.kept.set(assessmentId, { readAt: now, gates });
    gates.catch(() => this.kept.delete(assessmentId));
    return gates;
  }

  /** Staff changed the assessment's address list or Safe Exam Browser rule: the next save reads them again. */
  forget(assessmentId: number): void {
    this.kept.delete(assessmentId);
  }
}

/**
 * A save's address list and Safe Exam Browser check: from the attempt this
 * app started and the assessment's recent gates when it has them, else read
 * for this call (another node started the attempt, or it is not started).
 * The same refusals, in the same order, either way.
 */
export async function checkSaveGates(
  services: { db: Kysely<Database>; attemptMemory: AttemptMemory; recentStartGates: RecentStartGates },
  hash: string,
  caller: ExamCaller,
): Promise<void> {
  const remembered = services.attemptMemory.startedAttempt(hash);
  const gates = remembered && (await services.recentStartGates.of(remembered.assessmentId));
  if (remembered && gates) {
    checkStartGates({ assessment_id: remembered.assessmentId, lang: remembered.lang }, gates, caller);
    return;
  }
  await checkExamCallNetwork(services.db, { hash }, caller.ip);
  await checkExamCallSafeExamBrowser(services.db, { hash }, caller.request, caller.publicUrl);
}

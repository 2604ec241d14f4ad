import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { maskSsn, type Question, type RegradeKind, type RegradePreview, type RegradePreviewRequest } from '@mizan/shared';
import type { Database } from '../../db/schema';
import type { Caller } from '../authenticate';
import { meritMoves } from './merit-moves';
import { changes, distribution, regradeAttempts, regradeFingerprint } from './regrade-attempts';
import { latestVersion } from './question-versions';
import { regradeTarget, type Replacement } from './regrade-target';

/** What a kept dry run holds: exactly what admin/regrade.php writes. */
export interface StoredRegrade {
  assessmentId: number;
  questionId: string;
  kind: RegradeKind;
  reason: string;
  version: number;
  replacement: Replacement;
  /** The question as the assessment will hold it. */
  next: Question;
  /** Every submitted attempt with the question: its new mark of it (null: none) and percent, and whether that changes it. */
  attempts: Array<{ attemptId: number; index: number; score: number | null; percent: number; changed: boolean }>;
}

/**
 * `admin/regradepreview.php`: the regrade worked out on every submitted
 * attempt with the question, nothing written but the dry run itself, kept
 * with the fingerprint of what it was made from (as admission what-ifs are).
 */
export async function previewRegrade(db: Kysely<Database>, caller: Caller, request: RegradePreviewRequest): Promise<RegradePreview> {
  const target = await regradeTarget(db, caller, request);
  const assessmentId = target.assessment.id;
  const latest = await latestVersion(db, assessmentId, target.current.id);
  const fingerprint = await regradeFingerprint(db, assessmentId, target.current, latest);
  const attempts = await regradeAttempts(db, assessmentId, target.current.id, target.replacement);
  const changed = attempts.filter(changes);
  const stored: StoredRegrade = {
    assessmentId,
    questionId: target.current.id,
    kind: target.kind,
    reason: request.reason.trim(),
    version: latest + 1,
    replacement: target.replacement,
    next: target.next,
    attempts: attempts.map((attempt) => ({
      attemptId: attempt.attemptId,
      index: attempt.index,
      score: attempt.questionScore.to,
      percent: attempt.percent.to,
      changed: changes(attempt),
    })),
  };
  const previewId = randomBytes(18).toString('base64url');
  await db
    .deleteFrom('regrade_previews')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('regrade_previews')
    .values({ id: previewId, assessment_id: assessmentId, plan: JSON.stringify(stored), fingerprint, created_by: caller.user.id })
    .execute();
  return {
    previewId,
    version: latest + 1,
    attempts: attempts.length,
    changed: changed.map(({ attemptId, studentname, ssn, released, questionScore, percent }) => ({
      attemptId,
      studentname,
      // Masked for every viewer, as in the submissions list (docs/security.md).
      ssn: maskSsn(ssn),
      released,
      questionScore,
      percent,
    })),
    distribution: {
      before: distribution(attempts.map((attempt) => attempt.percent.from)),
      after: distribution(attempts.map((attempt) => attempt.percent.to)),
    },
    meritMoves: await meritMoves(db, caller, assessmentId, changed),
  };
}

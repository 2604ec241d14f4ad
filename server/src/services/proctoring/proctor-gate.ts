import { sql, type Kysely } from 'kysely';
import { PROCTOR_CODES, PROCTOR_RESUME_NEEDED, PROCTOR_START_NEEDED, type ProctorKind } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { isExpired, type AttemptState } from '../attempts/attempt-state';
import { writeAudit } from '../audit';
import type { Clock } from '../clock';
import { gateOutcome, type GateDecision } from './gate-rules';
import { proctoringOf } from './proctoring-settings';

type Db = Kysely<Database>;
type GatedAttempt = Pick<AttemptState, 'id' | 'assessment_id' | 'started_at' | 'submitted_at' | 'deadline' | 'browser_sign'>;

export const proctorWaitingError = (kind: ProctorKind) =>
  new HttpError(403, kind === 'start' ? PROCTOR_START_NEEDED : PROCTOR_RESUME_NEEDED, {}, PROCTOR_CODES.approvalNeeded);

/** The refusal's sentence is the proctor's reason as written: the applicant's page shows it under its own heading. */
export const proctorRefusedError = (reason: string) => new HttpError(403, reason, {}, PROCTOR_CODES.refused);

export async function decisionsOf(db: Db, attemptId: number): Promise<GateDecision[]> {
  return db
    .selectFrom('attempt_proctor_decisions')
    .select(['id', 'kind', 'sign', 'state', 'via', 'reason', 'decided_at'])
    .where('attempt_id', '=', attemptId)
    .orderBy('id')
    .execute();
}

/**
 * The proctor's gate on admin/getstudentexam.php, asked before the attempt
 * starts or is bound to this browser: passes, or throws 403 with
 * `proctor_approval_needed` (a request is recorded, audited once) or
 * `proctor_refused`. No gate on the assessment: one read by its key.
 */
export async function passProctorGate(db: Db, clock: Clock, attempt: GatedAttempt, sign: string): Promise<void> {
  const settings = await proctoringOf(db, attempt.assessment_id);
  if (!settings.startNeedsProctor && !settings.resumeNeedsProctor) return;
  const now = clock.now();
  const facts = {
    settings,
    started: attempt.started_at !== null,
    ended: attempt.submitted_at !== null || isExpired(attempt, now),
    boundSign: attempt.browser_sign,
    sign,
  };
  let outcome = gateOutcome({ ...facts, decisions: await decisionsOf(db, attempt.id) });
  if (outcome.kind === 'trust') {
    await trustBrowser(db, attempt.id, outcome.sign, now);
    outcome = gateOutcome({ ...facts, decisions: await decisionsOf(db, attempt.id) });
  }
  // A second 'trust' cannot come (a trusted row now exists); it would pass as the first did.
  if (outcome.kind === 'pass' || outcome.kind === 'trust') return;
  if (outcome.kind === 'refused') throw proctorRefusedError(outcome.reason);
  if (outcome.kind === 'ask') await askProctor(db, attempt, outcome.proctorKind, sign, now);
  throw proctorWaitingError(outcome.proctorKind);
}

/** A started attempt's browser recorded as the one it trusts, without a proctor (the gate was not on when it started). */
async function trustBrowser(db: Db, attemptId: number, sign: string, now: Date): Promise<void> {
  await db
    .insertInto('attempt_proctor_decisions')
    .values({ attempt_id: attemptId, kind: 'start', sign, state: 'approved', via: 'unproctored', requested_at: now, decided_at: now })
    .onConflict((conflict) => conflict.columns(['attempt_id', 'kind', 'sign']).doNothing())
    .execute();
}

/** This browser's request, new or opened again (an older approval no longer holds); audited when it is new or reopened. */
async function askProctor(db: Db, attempt: GatedAttempt, kind: ProctorKind, sign: string, now: Date): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const asked = await transaction
      .insertInto('attempt_proctor_decisions')
      .values({ attempt_id: attempt.id, kind, sign, state: 'waiting', requested_at: now })
      .onConflict((conflict) =>
        conflict
          .columns(['attempt_id', 'kind', 'sign'])
          .doUpdateSet({ state: 'waiting', via: null, reason: '', requested_at: now, decided_at: null, decided_by: null })
          .where('attempt_proctor_decisions.state', '=', 'approved'),
      )
      .returning('id')
      .executeTakeFirst();
    if (!asked) return;
    await writeAudit(transaction, {
      actorUserId: null,
      action: 'attempt.proctor.request',
      subjectType: 'attempt',
      subjectId: attempt.id,
      details: { request_id: asked.id, kind, assessment_id: attempt.assessment_id },
    });
  });
}

/** Inside the control room's statement (room-read.ts, attempts aliased `t`): the attempt's open request, else its last decision by a proctor. */
export const roomProctorColumn = sql<unknown>`(select json_build_object('state', d.state, 'kind', d.kind,
    'at', to_char(coalesce(d.decided_at, d.requested_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from attempt_proctor_decisions d where d.attempt_id = t.id and d.via is distinct from 'unproctored'
  order by d.state = 'waiting' desc, coalesce(d.decided_at, d.requested_at) desc, d.id desc limit 1) as proctor`;

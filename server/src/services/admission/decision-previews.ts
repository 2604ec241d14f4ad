import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { planDecisions, type DecisionPreview, type DecisionPreviewRequest, type Plan, type PlanAction } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, badRequest, forbidden } from '../../errors';
import { listSchools } from '../applicant-records';
import { EVERY_ASSESSMENT, isAdmin } from '../assessment-records';
import { scoreColumns } from '../assessment-scores';
import type { Caller } from '../authenticate';
import type { Clock } from '../clock';
import { assessmentWeightsProblem } from '../merit-assessment-weights';
import { MERIT_ADMIN_ONLY } from '../merit-settings';
import { describePlan } from './preview-view';
import { refuseUnseenWeights, savedWeighting, type MeritWeighting } from './round-ranks';
import { findRound, roundSchoolIds, type RoundRow } from './round-records';
import { readRoundSnapshot } from './round-snapshot';
import { seatsOutsideRoundMessage } from './save-round';
import { promotionDeadline } from './waitlist-moves';

export const ROUND_DEADLINE_PASSED =
  "This round's offer deadline has passed, so new offers would have no time to be answered. Move the deadline first.";
export const ROUND_DEADLINE_PASSED_CODE = 'round_deadline_passed';

/** What a kept what-if holds: the plan to apply and, for a weight change, the weights to save. */
export interface StoredPlan extends Plan {
  weighting?: MeritWeighting;
}

/** A weight change's proposed weighting, checked as admin/savemeritsettings.php checks it (administrators only). */
async function proposedWeighting(db: Kysely<Database>, caller: Caller, request: DecisionPreviewRequest & { action: 'weights' }) {
  if (!isAdmin(caller)) throw forbidden(MERIT_ADMIN_ONLY);
  if (request.assessment_weights) {
    const problem = await assessmentWeightsProblem(db, request.assessment_weights, await scoreColumns(db, EVERY_ASSESSMENT));
    if (problem) throw badRequest(problem);
  }
  const saved = await savedWeighting(db);
  return {
    weights: request.weights,
    assessmentWeights: (request.assessment_weights ?? saved.assessmentWeights).filter((entry) => entry.weight > 0),
  };
}

function planAction(request: DecisionPreviewRequest): PlanAction {
  switch (request.action) {
    case 'offers':
      return { action: 'offers', waitlist: request.waitlist, applicant_ids: request.applicantIds };
    case 'seats':
      return { action: 'seats', seats: request.seats };
    case 'weights':
      return { action: 'weights' };
    case 'promote':
      return { action: 'promote' };
  }
}

/**
 * `admin/previewdecisions.php`: what the batch would do, planned by the one
 * planning function (shared planDecisions) from the round as it is, kept
 * with the round's fingerprint so the commit can apply exactly it. Nothing
 * of the round changes.
 */
export async function previewDecisions(
  db: Kysely<Database>,
  clock: Clock,
  caller: Caller,
  request: DecisionPreviewRequest,
): Promise<DecisionPreview> {
  await refuseUnseenWeights(db, caller);
  const round = await findRound(db, request.roundId);
  if (request.action === 'seats') {
    const schoolIds = await roundSchoolIds(db, round);
    const outside = request.seats.find((entry) => !schoolIds.includes(entry.school_id));
    if (outside) throw badRequest(seatsOutsideRoundMessage(outside.school_id));
  }
  if (request.action === 'offers' && clock.now() >= new Date(round.offer_deadline))
    throw new HttpError(409, ROUND_DEADLINE_PASSED, {}, ROUND_DEADLINE_PASSED_CODE);
  const weighting = request.action === 'weights' ? await proposedWeighting(db, caller, request) : undefined;
  const today = await readRoundSnapshot(db, round);
  const after = weighting ? await readRoundSnapshot(db, round, weighting) : today;
  const plan = planRound(round, clock, after, planAction(request));
  const previewId = randomBytes(18).toString('base64url');
  const stored: StoredPlan = { ...plan, ...(weighting ? { weighting } : {}) };
  await db
    .deleteFrom('admission_previews')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
  await db
    .insertInto('admission_previews')
    .values({
      id: previewId,
      round_id: round.id,
      action: request.action,
      plan: JSON.stringify(stored),
      fingerprint: today.fingerprint,
      created_by: caller.user.id,
    })
    .execute();
  const schoolNames = new Map((await listSchools(db)).map((school) => [school.id, school.name]));
  return describePlan(previewId, request.action, today, after, plan, schoolNames);
}

/** The round's plan for an action: the one function both the what-if and a change without one go through. */
function planRound(round: RoundRow, clock: Clock, snapshot: Awaited<ReturnType<typeof readRoundSnapshot>>, action: PlanAction): Plan {
  return planDecisions(
    {
      groups: snapshot.groups,
      applicants: snapshot.applicants,
      offerDeadline: new Date(round.offer_deadline).toISOString(),
      promotionDeadline: promotionDeadline(round, clock),
    },
    action,
  );
}

import { sql, type Kysely } from 'kysely';
import {
  MERIT_COMPONENTS,
  PREVIEW_NOT_FOUND,
  PREVIEW_NOT_FOUND_CODE,
  PREVIEW_STALE,
  PREVIEW_STALE_CODE,
  type AdmissionRound,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError, forbidden } from '../../errors';
import { isAdmin } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { replaceAssessmentWeights } from '../merit-assessment-weights';
import { MERIT_ADMIN_ONLY, readWeights } from '../merit-settings';
import type { StoredPlan } from './decision-previews';
import { writeDecisionChanges } from './decision-writes';
import { describeRound, lockRound } from './round-records';
import { readRoundSnapshot } from './round-snapshot';
import { replaceRoundSeats } from './save-round';

const REASONS: Record<string, string> = {
  offers: 'Offers made from the merit list.',
  seats: 'Seats changed.',
  weights: 'Merit weights changed.',
  promote: 'Free seats filled from the waitlist.',
};

/**
 * `admin/commitdecisions.php`: applies exactly the kept what-if, in one
 * transaction under the round's lock, after checking that the round's
 * settings, seats, decisions and ranks are still those it was made from
 * (409 'preview_stale' otherwise; 404 'preview_not_found' once applied).
 */
export async function commitDecisions(
  db: Kysely<Database>,
  caller: Caller,
  request: { roundId: number; previewId: string },
): Promise<{ applied: number; round: AdmissionRound }> {
  const applied = await db.transaction().execute(async (transaction) => {
    const round = await lockRound(transaction, request.roundId);
    const preview = await transaction
      .selectFrom('admission_previews')
      .selectAll()
      .where('id', '=', request.previewId)
      .where('round_id', '=', round.id)
      .forUpdate()
      .executeTakeFirst();
    if (!preview) throw new HttpError(404, PREVIEW_NOT_FOUND, {}, PREVIEW_NOT_FOUND_CODE);
    const plan = (typeof preview.plan === 'string' ? JSON.parse(preview.plan) : preview.plan) as StoredPlan;
    if (plan.weighting && !isAdmin(caller)) throw forbidden(MERIT_ADMIN_ONLY);
    const today = await readRoundSnapshot(transaction, round);
    if (today.fingerprint !== preview.fingerprint) throw new HttpError(409, PREVIEW_STALE, {}, PREVIEW_STALE_CODE);
    if (preview.action === 'seats') await replaceRoundSeats(transaction, round.id, plan.seats);
    if (plan.weighting) await saveWeighting(transaction, caller, plan.weighting);
    await writeDecisionChanges(transaction, round, plan.changes, {
      actor: 'staff',
      userId: caller.user.id,
      reason: REASONS[preview.action] ?? '',
    });
    await transaction.deleteFrom('admission_previews').where('id', '=', preview.id).execute();
    await transaction
      .updateTable('admission_rounds')
      .set({ updated_at: sql<Date>`now()` })
      .where('id', '=', round.id)
      .execute();
    return plan.changes.length;
  });
  return { applied, round: await describeRound(db, request.roundId) };
}

/** The weights of a weight-change what-if saved as admin/savemeritsettings.php saves them (audited the same way). */
async function saveWeighting(db: Kysely<Database>, caller: Caller, weighting: NonNullable<StoredPlan['weighting']>): Promise<void> {
  const before = await readWeights(db);
  const weights = Object.fromEntries(MERIT_COMPONENTS.map((component) => [component, weighting.weights[component]]));
  await db
    .updateTable('merit_settings')
    .set({ ...weights, updated_by: caller.user.id, updated_at: sql<Date>`now()` })
    .where('id', '=', 1)
    .execute();
  await replaceAssessmentWeights(db, weighting.assessmentWeights);
  await writeAudit(db, {
    actorUserId: caller.user.id,
    action: 'merit.settings',
    subjectType: 'merit_settings',
    subjectId: 1,
    details: {
      weights: { from: before, to: weighting.weights },
      assessment_weights: { to: weighting.assessmentWeights },
      via: 'admission what-if',
    },
  });
}

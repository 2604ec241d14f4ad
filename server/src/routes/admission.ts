import { commitDecisions } from '../services/admission/commit-decisions';
import { previewDecisions } from '../services/admission/decision-previews';
import { refuseUnseenWeights } from '../services/admission/round-ranks';
import { describeRounds } from '../services/admission/round-records';
import { roundView } from '../services/admission/round-view';
import { saveRound } from '../services/admission/save-round';
import { setDecision } from '../services/admission/set-decision';
import { signedIn, type Handlers } from './handler';

export const ROUND_SAVED = 'The admission round was saved.';
export const DECISION_SAVED = 'The decision was saved.';
export const decisionsAppliedMessage = (count: number) =>
  count === 0 ? 'Nothing changed: the what-if had no changes.' : `${count} decision${count === 1 ? '' : 's'} changed.`;

/** Admission rounds and decisions (shared/src/api/contract-admission.ts; services/admission/). */
export const admissionHandlers = {
  /** `admin/getrounds.php`: every round with its seats and counts per state. */
  getRounds: async ({ services }) => ({ data: await describeRounds(services.db) }),

  /** `admin/saveround.php`: make or change a round. */
  saveRound: async ({ data, caller, services }) => ({ data: await saveRound(services.db, signedIn(caller), data), msg: ROUND_SAVED }),

  /** `admin/getround.php`: the round's applicants in merit order with their decisions, and the decision changes. */
  getRound: async ({ data, caller, services }) => {
    await refuseUnseenWeights(services.db, signedIn(caller));
    return { data: await roundView(services.db, data.roundId) };
  },

  /** `admin/setdecision.php`: one applicant's decision changed by staff. */
  setDecision: async ({ data, caller, services }) => ({
    data: await setDecision(services.db, services.clock, signedIn(caller), data),
    msg: DECISION_SAVED,
  }),

  /** `admin/previewdecisions.php`: the what-if of a batch, kept for the commit. */
  previewDecisions: async ({ data, caller, services }) => ({
    data: await previewDecisions(services.db, services.clock, signedIn(caller), data),
  }),

  /** `admin/commitdecisions.php`: exactly that what-if applied, or refused when the round changed since. */
  commitDecisions: async ({ data, caller, services }) => {
    const result = await commitDecisions(services.db, signedIn(caller), data);
    return { data: result, msg: decisionsAppliedMessage(result.applied) };
  },
} satisfies Pick<Handlers, 'getRounds' | 'saveRound' | 'getRound' | 'setDecision' | 'previewDecisions' | 'commitDecisions'>;

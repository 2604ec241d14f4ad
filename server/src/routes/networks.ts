import type { NetworkCallName } from '@mizan/shared';
import { getAssessmentNetworks, setAssessmentNetworks } from '../services/networks/assessment-networks';
import { signedIn, type Handlers } from './handler';

/** Address lists (shared/src/api/contract-networks.ts; the check of applicant calls: services/networks/network-check.ts). */
export const networkHandlers = {
  getAssessmentNetworks: async ({ data, caller, services }) => ({
    data: await getAssessmentNetworks(services.db, signedIn(caller), data.id),
  }),

  setAssessmentNetworks: async ({ data, caller, services }) => {
    const answer = await setAssessmentNetworks(services.db, signedIn(caller), data);
    services.recentStartGates.forget(data.id);
    return answer;
  },
} satisfies Pick<Handlers, NetworkCallName>;

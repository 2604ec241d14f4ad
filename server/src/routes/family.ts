import { OFFER_ACCEPTED, OFFER_DECLINED, type FamilyCallName } from '@mizan/shared';
import type { FastifyRequest } from 'fastify';
import { applicantOfStatusToken } from '../services/family/family-access';
import { familyPage } from '../services/family/family-page';
import { findResult, sendFindCode } from '../services/family/find-result';
import { answerFamilyOffer } from '../services/family/offer-answer';
import { applicantLinks, linksQueuedMessage, resendLinks } from '../services/family/staff-links';
import { signedIn, type Handlers } from './handler';

/** The caller the family's limits count: the address and the browser's request fingerprint. */
const callerOf = (request: FastifyRequest) => ({ ip: request.ip, sign: (request.body as { sign: string }).sign });

/**
 * The family's page and the way back (shared/src/api/contract-family.ts):
 * public calls checked by the status token (and the access code where codes
 * are in use) or by the national ID with a code; and the staff's links.
 */
export const familyHandlers = {
  familyStatus: async ({ data, request, services }) => {
    const applicantId = await services.familyLimit.guard(callerOf(request), () =>
      applicantOfStatusToken(services.db, data.token, data.code),
    );
    return { data: await familyPage(services.db, applicantId) };
  },

  respondToOffer: async ({ data, request, services }) => {
    const applicantId = await services.familyLimit.guard(callerOf(request), () =>
      applicantOfStatusToken(services.db, data.token, data.code),
    );
    await answerFamilyOffer(services.db, services.clock, applicantId, { roundId: data.roundId, accept: data.accept, reason: data.reason });
    return { data: await familyPage(services.db, applicantId), msg: data.accept ? OFFER_ACCEPTED : OFFER_DECLINED };
  },

  findResult: async ({ data, request, services }) => ({
    data: await services.familyLimit.guard(callerOf(request), () => findResult(services.db, services.clock, data.ssn, data.code)),
  }),

  sendFindCode: async ({ data, request, services }) => {
    await services.familyLimit.chargeSend(callerOf(request));
    return { msg: await sendFindCode(services.db, services.clock, data.ssn) };
  },

  applicantLinks: async ({ data, services }) => ({ data: await applicantLinks(services.db, data.applicantId) }),

  resendLinks: async ({ data, caller, services }) => {
    const queued = await resendLinks(services.db, signedIn(caller).user.id, data.applicantId);
    return { data: { queued }, msg: linksQueuedMessage(queued) };
  },
} satisfies Pick<Handlers, FamilyCallName>;

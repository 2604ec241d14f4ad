import type { FastifyRequest } from 'fastify';
import type { SignalCallName } from '@mizan/shared';
import type { AppServices } from '../app-services';
import { checkExamCallNetwork } from '../services/networks/network-check';
import { checkExamCallSafeExamBrowser } from '../services/safe-exam-browser/seb-check';
import { listAttemptSignals } from '../services/signals/list-signals';
import { recordSignals } from '../services/signals/record-signals';
import { getSignalSetting, setSignalSetting } from '../services/signals/signal-setting';
import { signedIn, type Handlers } from './handler';

/** The browser's request fingerprint from the validated `{ sign, data }` envelope (as the exam calls). */
const signOf = (request: FastifyRequest) => (request.body as { sign: string }).sign;
const publicUrlOf = (services: AppServices) => services.config.messaging?.publicUrl ?? null;

/** Signals (shared/src/api/contract-signals.ts; services/signals/). */
export const signalHandlers = {
  sendSignals: async ({ data, request, services }) => {
    // As every applicant exam call: the assessment's address list and Safe Exam Browser first.
    await checkExamCallNetwork(services.db, { hash: data.id }, request.ip);
    await checkExamCallSafeExamBrowser(services.db, { hash: data.id }, request, publicUrlOf(services));
    const kept = await recordSignals(services.db, services.clock, { hash: data.id, sign: signOf(request), signals: data.signals });
    return { data: { kept } };
  },

  getSignalSetting: async ({ data, caller, services }) => ({ data: await getSignalSetting(services.db, signedIn(caller), data.id) }),

  setSignalSetting: async ({ data, caller, services }) => setSignalSetting(services.db, services.clock, signedIn(caller), data),

  getAttemptSignals: async ({ data, caller, services }) => ({
    data: await listAttemptSignals(services.db, signedIn(caller), data.attemptId),
  }),
} satisfies Pick<Handlers, SignalCallName>;

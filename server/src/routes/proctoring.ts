import type { ProctoringCallName } from '@mizan/shared';
import { approveAttempt } from '../services/proctoring/proctor-decisions';
import { enterProctorPin, getProctorPin, rotateProctorPin } from '../services/proctoring/proctor-pin';
import { getProctoring, setProctoring } from '../services/proctoring/proctoring-settings';
import type { FastifyRequest } from 'fastify';
import { signedIn, type Handlers } from './handler';

const signOf = (request: FastifyRequest) => (request.body as { sign: string }).sign;

/** The proctor's gate (shared/src/api/contract-proctoring.ts; the gate itself: services/proctoring/proctor-gate.ts, asked by open-exam.ts). */
export const proctoringHandlers = {
  getProctoring: async ({ data, caller, services }) => ({ data: await getProctoring(services.db, signedIn(caller), data.id) }),

  setProctoring: async ({ data, caller, services }) => setProctoring(services.db, signedIn(caller), data),

  approveAttempt: async ({ data, caller, services }) => approveAttempt(services.db, services.clock, signedIn(caller), data),

  getProctorPin: async ({ data, caller, services }) => ({
    data: await getProctorPin(services.db, services.clock, signedIn(caller), data.id),
  }),

  rotateProctorPin: async ({ data, caller, services }) => rotateProctorPin(services.db, services.clock, signedIn(caller), data.id),

  enterProctorPin: async ({ data, request, services }) => {
    const sign = signOf(request);
    return services.proctorPinLimit.guard({ hash: data.id, ip: request.ip, sign }, () =>
      enterProctorPin(services.db, services.clock, { hash: data.id, pin: data.pin, sign }),
    );
  },
} satisfies Pick<Handlers, ProctoringCallName>;

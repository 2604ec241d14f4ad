import type { FastifyRequest } from 'fastify';
import { deviceCheckKeptMessage, type DeviceCheckCallName } from '@mizan/shared';
import { deviceCheckPlan } from '../services/device-checks/device-check-plan';
import { recordDeviceCheck } from '../services/device-checks/record-device-check';
import { checkExamCallNetwork } from '../services/networks/network-check';
import type { Handlers } from './handler';
import { headerOf } from './raw-file-route';

const signOf = (request: FastifyRequest) => (request.body as { sign: string }).sign;

/** The device rehearsal's contract calls (shared/src/api/contract-device-checks.ts). */
export const deviceCheckHandlers = {
  deviceCheckPlan: async ({ data, request, services }) => {
    await checkExamCallNetwork(services.db, { examId: data.exam_id }, request.ip);
    return { data: await deviceCheckPlan(services.db, services.clock, data.exam_id) };
  },

  reportDeviceCheck: async ({ data, request, services }) => {
    await checkExamCallNetwork(services.db, { hash: data.id }, request.ip);
    const kept = await recordDeviceCheck(services.db, services.clock, {
      hash: data.id,
      sign: signOf(request),
      userAgent: headerOf(request, 'user-agent') ?? '',
      checks: data.checks,
    });
    return { data: kept, msg: deviceCheckKeptMessage(kept.verdict) };
  },
} satisfies Pick<Handlers, DeviceCheckCallName>;

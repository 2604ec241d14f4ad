import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEVICE_CHECK_REFUSAL_CODES,
  DEVICE_SAMPLE_EMPTY,
  DEVICE_SAMPLE_TOO_LARGE,
  DEVICE_SAMPLE_UPLOAD_MAX_BYTES,
  DEVICE_SAMPLE_WHOSE_EXAM,
  answer,
  deviceCheckRawCalls,
  errorAnswer,
} from '@mizan/shared';
import { z } from 'zod';
import type { AppServices } from '../app-services';
import { HttpError } from '../errors';
import { authorizeApplicantUpload } from '../services/applicant-uploads';
import { applyExam } from '../services/attempts/registration';
import { deviceSampleBytes } from '../services/device-checks/device-sample';
import { checkExamCallNetwork } from '../services/networks/network-check';
import { checkSignHeader, headerOf } from './raw-file-route';
import { apiUrl } from './register-contract';

const tooLarge = () => new HttpError(413, DEVICE_SAMPLE_TOO_LARGE, {}, DEVICE_CHECK_REFUSAL_CODES.sampleTooLarge);
const EXAM_ID = /^\d{1,9}$/;

/**
 * Who the test upload is for, checked before its body is read, as an exam
 * upload is: with X-Attempt-Hash the attempt's upload rules
 * (services/applicant-uploads.ts, networks included); before registering,
 * ?exam_id= names an assessment open for registration and its networks.
 */
async function authorizeSampleUpload(request: FastifyRequest, services: AppServices): Promise<void> {
  checkSignHeader(request);
  const hash = headerOf(request, 'x-attempt-hash');
  const examId = (request.query as { exam_id?: unknown }).exam_id;
  if (hash) {
    await authorizeApplicantUpload(hash, headerOf(request, 'x-sign') ?? '', request.ip, services);
  } else if (typeof examId === 'string' && EXAM_ID.test(examId)) {
    await checkExamCallNetwork(services.db, { examId: Number(examId) }, request.ip);
    await applyExam(services.db, services.clock, Number(examId));
  } else {
    throw new HttpError(400, DEVICE_SAMPLE_WHOSE_EXAM, {}, DEVICE_CHECK_REFUSAL_CODES.sampleWhoseExam);
  }
  const declared = Number(headerOf(request, 'content-length'));
  if (Number.isFinite(declared) && declared > DEVICE_SAMPLE_UPLOAD_MAX_BYTES) throw tooLarge();
}

/**
 * The rehearsal's raw calls (`deviceCheckRawCalls`): the known file it
 * downloads, and the test upload it sends, counted and dropped.
 */
export async function registerDeviceCheckFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: DEVICE_SAMPLE_UPLOAD_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw tooLarge();
      throw error;
    });

    const sample = deviceCheckRawCalls.deviceCheckSample;
    const bytes = deviceSampleBytes();
    scope.route({
      method: sample.method,
      url: apiUrl(sample),
      // Its download is timed: compressing it would time something else.
      compress: false,
      schema: { operationId: 'deviceCheckSample', summary: sample.summary, tags: ['applicant'] },
      handler: async (_request, reply) =>
        reply.header('content-type', 'application/octet-stream').header('cache-control', 'no-store').send(bytes),
    });

    const upload = deviceCheckRawCalls.deviceCheckUpload;
    scope.route({
      method: upload.method,
      url: apiUrl(upload),
      schema: {
        operationId: 'deviceCheckUpload',
        summary: upload.summary,
        tags: ['applicant'],
        consumes: [...upload.consumes],
        response: { 200: answer(z.object({ received: z.number() })), '4xx': errorAnswer, '5xx': errorAnswer },
      },
      onRequest: (request) => authorizeSampleUpload(request, services),
      handler: async (request) => {
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          throw new HttpError(400, DEVICE_SAMPLE_EMPTY, {}, DEVICE_CHECK_REFUSAL_CODES.sampleEmpty);
        }
        return { data: { received: request.body.length } };
      },
    });
  });
}

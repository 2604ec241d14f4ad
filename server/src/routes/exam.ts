import type { ExamCallName } from '@mizan/shared';
import { openExam } from '../services/attempts/open-exam';
import { checkSaveGates } from '../services/attempts/recent-start-gates';
import { applyExam, register } from '../services/attempts/registration';
import { examResult } from '../services/attempts/results';
import { saveAnswer } from '../services/attempts/save-answer';
import { submitExam } from '../services/attempts/submit-exam';
import { checkExamCallNetwork } from '../services/networks/network-check';
import { checkExamCallSafeExamBrowser } from '../services/safe-exam-browser/seb-check';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services';
import type { Handlers } from './handler';

/** The browser's request fingerprint from the validated `{ sign, data }` envelope: it binds an attempt to one browser. */
const signOf = (request: FastifyRequest) => (request.body as { sign: string }).sign;

/** PUBLIC_URL: the site's address as applicants reach it, for Safe Exam Browser's hashes. */
const publicUrlOf = (services: AppServices) => services.config.messaging?.publicUrl ?? null;

/**
 * The applicant's calls (shared/src/api/contract-exam.ts): public, each
 * checked by the attempt hash it carries. The rules live in the attempt
 * engine, services/attempts/ (the order of refusals: attempt-policy.ts);
 * before them, the assessment's address list (services/networks/) refuses
 * a call from outside its networks, and an assessment that requires Safe
 * Exam Browser a call without its hash (services/safe-exam-browser/).
 */
export const examHandlers = {
  /** emp/getEmp.php: the seed only logs its answer; see the contract. */
  applyPagePing: async () => ({ data: null }),

  applyExam: async ({ data, services }) => ({ data: await applyExam(services.db, services.clock, data.exam_id) }),

  /** emp/reg.php: msg = the applicant's name, data = the attempt hash. */
  registerForExam: async ({ data, request, services }) => {
    await checkExamCallNetwork(services.db, { examId: data.exam_id }, request.ip);
    await checkExamCallSafeExamBrowser(services.db, { examId: data.exam_id }, request, publicUrlOf(services));
    const caller = { ip: request.ip, sign: signOf(request) };
    const { name, hash } = await services.registrationLimit.guard(caller, () =>
      register(services.db, services.clock, { examId: data.exam_id, ssn: data.ssn, accessCode: data.access_code, ...caller }),
    );
    return { msg: name, data: hash };
  },

  /** The address list and Safe Exam Browser are checked inside, from the attempt's batched read (start-gates.ts). */
  studentExam: async ({ data, request, services }) => ({
    data: await openExam(services, data.id, signOf(request), await services.shuffleSecret(), {
      ip: request.ip,
      request,
      publicUrl: publicUrlOf(services),
    }),
  }),

  saveAnswer: async ({ data, request, services }) => {
    await checkSaveGates(services, data.hash, { ip: request.ip, request, publicUrl: publicUrlOf(services) });
    return { data: await saveAnswer(services, { ...data, sign: signOf(request) }) };
  },

  /** The address list and Safe Exam Browser are checked inside, from the attempt's batched read (start-gates.ts). */
  submitExam: async ({ data, request, services }) =>
    submitExam(
      services,
      data.id,
      signOf(request),
      { answers: data.answers, questions: data.questions },
      { ip: request.ip, request, publicUrl: publicUrlOf(services) },
    ),

  examResult: async ({ data, services }) => examResult(services.db, services.clock, data.id, await services.shuffleSecret()),
} satisfies Pick<Handlers, ExamCallName>;

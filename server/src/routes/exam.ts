import type { ExamCallName } from '@mizan/shared';
import { examResult, openExam, register, saveAnswer, submitExam } from '../services/attempts';
import type { Handlers } from './handler';

/**
 * The applicant's calls (shared/src/api/contract-exam.ts): public, each
 * checked by the attempt hash it carries. The rules live in the attempt
 * engine, services/attempts.ts.
 */
export const examHandlers = {
  /** emp/reg.php: msg = the applicant's name, data = the attempt hash. */
  registerForExam: async ({ data, request, services }) => {
    const { name, hash } = await register(services.db, services.clock, { examId: data.exam_id, ssn: data.ssn, ip: request.ip });
    return { msg: name, data: hash };
  },

  studentExam: async ({ data, services }) => ({ data: await openExam(services.db, services.clock, data.id) }),

  saveAnswer: async ({ data, services }) => ({ data: await saveAnswer(services.db, services.clock, data) }),

  submitExam: async ({ data, services }) =>
    submitExam(services.db, services.clock, data.id, { answers: data.answers, questions: data.questions }),

  examResult: async ({ data, services }) => examResult(services.db, services.clock, data.id),
} satisfies Pick<Handlers, ExamCallName>;

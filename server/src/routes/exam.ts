import type { ExamCallName } from '@mizan/shared';
import { HttpError } from '../errors';
import type { Handlers } from './handler';

const NOT_YET = 'Exam taking is not available yet on this server.';
const notYet = async (): Promise<never> => {
  throw new HttpError(501, NOT_YET);
};

/** The applicant's calls (shared/src/api/contract-exam.ts). Filled in by the next commits. */
export const examHandlers = {
  registerForExam: notYet,
  studentExam: notYet,
  saveAnswer: notYet,
  submitExam: notYet,
  examResult: notYet,
} satisfies Pick<Handlers, ExamCallName>;

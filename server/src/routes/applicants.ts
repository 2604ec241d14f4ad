import { HttpError } from '../errors';
import type { Handlers } from './handler';

const pending = async (): Promise<never> => {
  throw new HttpError(501, 'The applicant calls are being built.');
};

/** The applicant area's calls (contract-applicants.ts). */
export const applicantHandlers = {
  listApplicants: pending,
  applicantInterview: pending,
  submitInterview: pending,
  saveApplicant: pending,
  getApplicant: pending,
  setCompetent: pending,
  setEnrolled: pending,
  applyOptions: pending,
} satisfies Pick<
  Handlers,
  'listApplicants' | 'applicantInterview' | 'submitInterview' | 'saveApplicant' | 'getApplicant' | 'setCompetent' | 'setEnrolled' | 'applyOptions'
>;

import type { AnswerOf } from '../api/contract';
import { serverData } from './server-data';

export type ApplicantLinkList = AnswerOf<'applicantLinks'>['data'];

/**
 * An applicant's status page link and exam / result links, and sending them
 * again (contract-family.ts), for the staff's applicant page and Taken
 * Assessments alike.
 */
export const applicantLinksApi = serverData.enhanceEndpoints({ addTagTypes: ['ApplicantLinks', 'Messages'] }).injectEndpoints({
  endpoints: (build) => ({
    applicantLinks: build.query<ApplicantLinkList, number>({
      query: (applicantId) => ({ call: 'applicantLinks', data: { applicantId } }),
      transformResponse: (answer: AnswerOf<'applicantLinks'>) => answer.data,
      providesTags: (_, __, applicantId) => [{ type: 'ApplicantLinks', id: applicantId }],
    }),
    resendLinks: build.mutation<AnswerOf<'resendLinks'>, number>({
      query: (applicantId) => ({ call: 'resendLinks', data: { applicantId } }),
      // The applicant's page lists their messages (mf-applicants' messages-api, tag 'Messages'): the new ones show.
      invalidatesTags: (sent) => (sent ? ['Messages'] : []),
    }),
  }),
});

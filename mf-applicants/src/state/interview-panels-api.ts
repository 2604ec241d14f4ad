import type { AnswerOf, InterviewAgreementReport, InterviewPanel } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

/**
 * Ours, the interview panel calls (contract-interview-panels.ts). An applicant's panel is
 * tagged 'Interview' like the review, so a submit (applicants-api.ts) fetches it again.
 */
export const interviewPanelsApi = serverData
  .enhanceEndpoints({ addTagTypes: ['Interview', 'InterviewPanelSize', 'InterviewAgreement'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `admin/getinterviewpanelsize.php`: how many interviewers rate each applicant. */
      interviewPanelSize: build.query<number, void>({
        query: () => ({ call: 'getInterviewPanelSize', data: {} }),
        transformResponse: (answer: AnswerOf<'getInterviewPanelSize'>) => answer.data.panelSize,
        providesTags: ['InterviewPanelSize'],
      }),
      /** `admin/setinterviewpanelsize.php` (admins): answers the size saved. */
      setInterviewPanelSize: build.mutation<number, number>({
        query: (panelSize) => ({ call: 'setInterviewPanelSize', data: { panelSize } }),
        transformResponse: (answer: AnswerOf<'setInterviewPanelSize'>) => answer.data.panelSize,
        invalidatesTags: ['InterviewPanelSize', 'Interview'],
      }),
      /** `admin/getinterviewpanel.php`: the caller's scorecard, and the panel's once they submitted. */
      interviewPanel: build.query<InterviewPanel, number>({
        query: (applicantId) => ({ call: 'getInterviewPanel', data: { applicantId } }),
        transformResponse: (answer: AnswerOf<'getInterviewPanel'>) => answer.data,
        providesTags: (_, __, applicantId) => [{ type: 'Interview', id: applicantId }],
      }),
      /** `admin/getinterviewagreement.php` (admins): agreement between interviewers. */
      interviewAgreement: build.query<InterviewAgreementReport, void>({
        query: () => ({ call: 'getInterviewAgreement', data: {} }),
        transformResponse: (answer: AnswerOf<'getInterviewAgreement'>) => answer.data,
        providesTags: ['InterviewAgreement'],
      }),
    }),
  });

export const { useInterviewPanelSizeQuery, useSetInterviewPanelSizeMutation, useInterviewPanelQuery, useInterviewAgreementQuery } =
  interviewPanelsApi;

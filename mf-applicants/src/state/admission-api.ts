import type { AdmissionRound, AnswerOf, DecisionPreview, RequestOf } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

export type RoundDetails = AnswerOf<'getRound'>['data'];
export type RoundChange = RequestOf<'saveRound'>;
export type DecisionChange = RequestOf<'setDecision'>;
export type WhatIfRequest = RequestOf<'previewDecisions'>;

/**
 * The admissions page's calls (contract-admission.ts) as serverData
 * endpoints. A change to a round's decisions refetches the rounds (their
 * counts), that round, and the applicants list (enrolling sets Enrolled?).
 */
export const admissionApi = serverData
  .enhanceEndpoints({ addTagTypes: ['AdmissionRounds', 'AdmissionRound', 'ApplicantList', 'MeritList'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** `admin/getrounds.php`: every round with its seats and counts per state. */
      rounds: build.query<AdmissionRound[], void>({
        query: () => ({ call: 'getRounds', data: {} }),
        transformResponse: (answer: AnswerOf<'getRounds'>) => answer.data,
        providesTags: ['AdmissionRounds'],
      }),
      /** `admin/getround.php {roundId}`: the round, its applicants in merit order, and every decision change. */
      round: build.query<RoundDetails, number>({
        query: (roundId) => ({ call: 'getRound', data: { roundId } }),
        transformResponse: (answer: AnswerOf<'getRound'>) => answer.data,
        providesTags: (_, __, roundId) => [{ type: 'AdmissionRound', id: roundId }],
      }),
      /** `admin/saveround.php`: make or change a round. */
      saveRound: build.mutation<AdmissionRound, RoundChange>({
        query: (round) => ({ call: 'saveRound', data: round }),
        transformResponse: (answer: AnswerOf<'saveRound'>) => answer.data,
        invalidatesTags: (saved) => (saved ? ['AdmissionRounds', { type: 'AdmissionRound', id: saved.id }] : []),
      }),
      /** `admin/setdecision.php`: one applicant's decision. */
      setDecision: build.mutation<AnswerOf<'setDecision'>['data'], DecisionChange>({
        query: (change) => ({ call: 'setDecision', data: change }),
        transformResponse: (answer: AnswerOf<'setDecision'>) => answer.data,
        invalidatesTags: (changed, _, { roundId }) =>
          changed ? ['AdmissionRounds', { type: 'AdmissionRound', id: Number(roundId) }, 'ApplicantList'] : [],
      }),
      /** `admin/previewdecisions.php`: the what-if of a batch; nothing changes. */
      previewDecisions: build.mutation<DecisionPreview, WhatIfRequest>({
        query: (request) => ({ call: 'previewDecisions', data: request }),
        transformResponse: (answer: AnswerOf<'previewDecisions'>) => answer.data,
      }),
      /** `admin/commitdecisions.php {roundId, previewId}`: apply exactly that what-if. */
      commitDecisions: build.mutation<AnswerOf<'commitDecisions'>['data'], { roundId: number; previewId: string }>({
        query: (request) => ({ call: 'commitDecisions', data: request }),
        transformResponse: (answer: AnswerOf<'commitDecisions'>) => answer.data,
        invalidatesTags: (applied, _, { roundId }) =>
          applied ? ['AdmissionRounds', { type: 'AdmissionRound', id: roundId }, 'ApplicantList', 'MeritList'] : [],
      }),
    }),
  });

export const {
  useRoundsQuery,
  useRoundQuery,
  useSaveRoundMutation,
  useSetDecisionMutation,
  usePreviewDecisionsMutation,
  useCommitDecisionsMutation,
} = admissionApi;

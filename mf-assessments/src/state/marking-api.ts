import type { AnswerOf, RequestOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';

const markingData = assessmentsData.enhanceEndpoints({ addTagTypes: ['Marking'] });

type Settings = AnswerOf<'markingSettings'>['data'];

/** Double marking, anonymous marking, moderation and the markers' agreement (shared/src/api/contract-double-marking.ts). */
export const markingApi = markingData.injectEndpoints({
  endpoints: (build) => ({
    markingSettings: build.query<Settings, number>({
      query: (id) => ({ call: 'markingSettings', data: { id } }),
      transformResponse: (answer: AnswerOf<'markingSettings'>) => answer.data,
      providesTags: (_settings, _failure, id) => [{ type: 'Marking', id }],
    }),
    markingAgreement: build.query<AnswerOf<'markingAgreement'>['data'], number>({
      query: (id) => ({ call: 'markingAgreement', data: { id } }),
      transformResponse: (answer: AnswerOf<'markingAgreement'>) => answer.data,
      providesTags: (_report, _failure, id) => [{ type: 'Marking', id }],
    }),
    moderationQueue: build.query<AnswerOf<'moderationQueue'>['data'], number>({
      query: (id) => ({ call: 'moderationQueue', data: { id } }),
      transformResponse: (answer: AnswerOf<'moderationQueue'>) => answer.data,
      providesTags: (_queue, _failure, id) => [{ type: 'Marking', id }],
    }),
    /** Saving or revealing changes what every grading screen shows: their submissions are read again. */
    saveMarkingSettings: build.mutation<AnswerOf<'saveMarkingSettings'>, RequestOf<'saveMarkingSettings'>>({
      query: (data) => ({ call: 'saveMarkingSettings', data }),
      invalidatesTags: (_answer, _failure, request) => [{ type: 'Marking', id: Number(request.id) }, 'Submission'],
    }),
    revealMarking: build.mutation<AnswerOf<'revealMarking'>, number>({
      query: (id) => ({ call: 'revealMarking', data: { id } }),
      invalidatesTags: (_answer, _failure, id) => [{ type: 'Marking', id }, 'Submission'],
    }),
  }),
});

export const {
  useMarkingSettingsQuery,
  useMarkingAgreementQuery,
  useModerationQueueQuery,
  useSaveMarkingSettingsMutation,
  useRevealMarkingMutation,
} = markingApi;

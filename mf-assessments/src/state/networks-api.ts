import type { AnswerOf, RequestOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';

/** Address lists (contract-networks.ts): the networks each assessment's attempts may be taken from. */
const networksData = assessmentsData.enhanceEndpoints({ addTagTypes: ['AssessmentNetworks'] });

export const networksApi = networksData.injectEndpoints({
  endpoints: (build) => ({
    assessmentNetworks: build.query<string[], number>({
      query: (id) => ({ call: 'getAssessmentNetworks', data: { id } }),
      transformResponse: (answer: AnswerOf<'getAssessmentNetworks'>) => answer.data.networks,
      providesTags: (_networks, _failure, id) => [{ type: 'AssessmentNetworks', id }],
    }),
    setAssessmentNetworks: build.mutation<AnswerOf<'setAssessmentNetworks'>, RequestOf<'setAssessmentNetworks'>>({
      query: (data) => ({ call: 'setAssessmentNetworks', data }),
      invalidatesTags: (_answer, _failure, { id }) => [{ type: 'AssessmentNetworks', id: Number(id) }],
    }),
  }),
});

export const { useAssessmentNetworksQuery, useSetAssessmentNetworksMutation } = networksApi;

import type { AnswerOf, AppealRow, RequestOf } from '@mizan/shared';
import { LIST, assessmentsData } from './assessments-data';

/** Re-mark requests (contract-appeals.ts): the queue, the re-mark, and each assessment's window in days. */
const appealsData = assessmentsData.enhanceEndpoints({ addTagTypes: ['Appeal', 'AppealWindow'] });

export const appealsApi = appealsData.injectEndpoints({
  endpoints: (build) => ({
    appeals: build.query<AppealRow[], RequestOf<'getAppeals'>>({
      query: (filter) => ({ call: 'getAppeals', data: filter }),
      transformResponse: (answer: AnswerOf<'getAppeals'>) => answer.data,
      providesTags: [{ type: 'Appeal', id: LIST }],
    }),
    resolveAppeal: build.mutation<AnswerOf<'resolveAppeal'>, RequestOf<'resolveAppeal'>>({
      query: (data) => ({ call: 'resolveAppeal', data }),
      invalidatesTags: [
        { type: 'Appeal', id: LIST },
        { type: 'Submission', id: LIST },
      ],
    }),
    appealWindow: build.query<number, number>({
      query: (id) => ({ call: 'getAppealWindow', data: { id } }),
      transformResponse: (answer: AnswerOf<'getAppealWindow'>) => answer.data.days,
      providesTags: (_days, _failure, id) => [{ type: 'AppealWindow', id }],
    }),
    setAppealWindow: build.mutation<AnswerOf<'setAppealWindow'>, RequestOf<'setAppealWindow'>>({
      query: (data) => ({ call: 'setAppealWindow', data }),
      invalidatesTags: (_answer, _failure, { id }) => [{ type: 'AppealWindow', id: Number(id) }],
    }),
  }),
});

export const { useAppealsQuery, useResolveAppealMutation, useAppealWindowQuery, useSetAppealWindowMutation } = appealsApi;

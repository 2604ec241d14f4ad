import type { AnswerOf, RequestOf } from '@mizan/shared';
import { LIST, assessmentsData } from './assessments-data';

type BankPage = AnswerOf<'bankQuestions'>['data'];
export type DrawMatch = AnswerOf<'drawMatches'>['data'][number];

const bankChanged = (answer: unknown) => (answer ? [{ type: 'BankQuestion' as const, id: LIST }] : []);

/**
 * The question bank: a filtered page of it (admin/getbank.php), saving,
 * sharing and deleting a question, and how many of its questions a draft's draw slots
 * match (admin/drawmatches.php), which a change to the bank changes too.
 */
export const bankApi = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    bankQuestions: build.query<BankPage, RequestOf<'bankQuestions'>>({
      query: (data) => ({ call: 'bankQuestions', data }),
      transformResponse: (answer: AnswerOf<'bankQuestions'>) => answer.data,
      providesTags: [{ type: 'BankQuestion', id: LIST }],
    }),
    saveBankQuestion: build.mutation<AnswerOf<'saveBankQuestion'>, RequestOf<'saveBankQuestion'>>({
      query: (data) => ({ call: 'saveBankQuestion', data }),
      invalidatesTags: bankChanged,
    }),
    shareBankQuestion: build.mutation<AnswerOf<'shareBankQuestion'>, RequestOf<'shareBankQuestion'>>({
      query: (data) => ({ call: 'shareBankQuestion', data }),
      invalidatesTags: bankChanged,
    }),
    deleteBankQuestion: build.mutation<AnswerOf<'deleteBankQuestion'>, number>({
      query: (id) => ({ call: 'deleteBankQuestion', data: { id } }),
      invalidatesTags: bankChanged,
    }),
    drawMatches: build.query<DrawMatch[], RequestOf<'drawMatches'>>({
      query: (data) => ({ call: 'drawMatches', data }),
      transformResponse: (answer: AnswerOf<'drawMatches'>) => answer.data,
      providesTags: [{ type: 'BankQuestion', id: LIST }],
    }),
  }),
});

export const {
  useBankQuestionsQuery,
  useLazyBankQuestionsQuery,
  useSaveBankQuestionMutation,
  useShareBankQuestionMutation,
  useDeleteBankQuestionMutation,
  useDrawMatchesQuery,
} = bankApi;

import type { AnswerOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';
import type { FeedbackComment } from './types';

/** An assessment's bank of reusable feedback comments; adding or removing one answers the refreshed bank. */
const feedbackQueries = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    feedbackBank: build.query<FeedbackComment[], number>({
      query: (examId) => ({ call: 'feedbackBank', data: { exam_id: examId } }),
      transformResponse: (answer: AnswerOf<'feedbackBank'>) => answer.data,
      providesTags: (_comments, _failure, examId) => [{ type: 'FeedbackComment', id: examId }],
    }),
  }),
});

const replaceBank = (examId: number, comments: FeedbackComment[]) =>
  feedbackQueries.util.updateQueryData('feedbackBank', examId, () => comments);

/** A refused change leaves the bank as it was; the card shows why. */
const keepBank = () => undefined;

export const feedbackBankApi = feedbackQueries.injectEndpoints({
  endpoints: (build) => ({
    addFeedbackComment: build.mutation<AnswerOf<'addFeedbackComment'>, { examId: number; text: string }>({
      query: ({ examId, text }) => ({ call: 'addFeedbackComment', data: { exam_id: examId, text } }),
      onQueryStarted: ({ examId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => void dispatch(replaceBank(examId, data.data)), keepBank),
    }),
    deleteFeedbackComment: build.mutation<AnswerOf<'deleteFeedbackComment'>, { examId: number; id: number }>({
      query: ({ id }) => ({ call: 'deleteFeedbackComment', data: { id } }),
      onQueryStarted: ({ examId }, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => void dispatch(replaceBank(examId, data.data)), keepBank),
    }),
  }),
});

export const { useFeedbackBankQuery, useAddFeedbackCommentMutation, useDeleteFeedbackCommentMutation } = feedbackBankApi;

import type { AnswerOf, Assessment, AssessmentListItem, RequestOf } from '@mizan/shared';
import { LIST, assessmentsData } from './assessments-data';

/** The assessments: the list (admin/getexams.php) and one with its full questions (admin/getexam.php). */
const assessmentQueries = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    listAssessments: build.query<AssessmentListItem[], void>({
      query: () => ({ call: 'listAssessments', data: '1' }),
      transformResponse: (answer: AnswerOf<'listAssessments'>) => answer.data,
      providesTags: [{ type: 'Assessment', id: LIST }],
    }),
    getAssessment: build.query<Assessment, number>({
      query: (id) => ({ call: 'getAssessment', data: { id } }),
      transformResponse: (answer: AnswerOf<'getAssessment'>) => answer.data,
      providesTags: (_assessment, _failure, id) => [{ type: 'Assessment', id }],
    }),
  }),
});

/** Publish, pull and delete answer the refreshed list: it replaces the cached one, with no second read. */
const replaceList = (list: AssessmentListItem[]) => assessmentQueries.util.updateQueryData('listAssessments', undefined, () => list);

/** A refused change leaves the list as it was; the screen shows why. */
const keepList = () => undefined;

/** What publishing, pulling or deleting one assessment makes stale besides the list. */
const changedAssessment = (answer: unknown, _failure: unknown, id: number) =>
  answer
    ? [
        { type: 'Assessment' as const, id },
        { type: 'ExamRoom' as const, id },
      ]
    : [];

export const assessmentsApi = assessmentQueries.injectEndpoints({
  endpoints: (build) => ({
    addAssessment: build.mutation<AnswerOf<'addAssessment'>, RequestOf<'addAssessment'>>({
      query: (data) => ({ call: 'addAssessment', data }),
      invalidatesTags: (answer) => (answer ? [{ type: 'Assessment', id: LIST }] : []),
    }),
    updateAssessment: build.mutation<AnswerOf<'updateAssessment'>, RequestOf<'updateAssessment'>>({
      query: (data) => ({ call: 'updateAssessment', data }),
      invalidatesTags: (answer, _failure, { id }) =>
        answer
          ? [
              { type: 'Assessment', id: LIST },
              { type: 'Assessment', id },
            ]
          : [],
    }),
    publishAssessment: build.mutation<AnswerOf<'publishAssessment'>, number>({
      query: (id) => ({ call: 'publishAssessment', data: { id } }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => void dispatch(replaceList(data.data)), keepList),
      invalidatesTags: changedAssessment,
    }),
    pullAssessment: build.mutation<AnswerOf<'pullAssessment'>, number>({
      query: (id) => ({ call: 'pullAssessment', data: { id } }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => void dispatch(replaceList(data.data)), keepList),
      invalidatesTags: changedAssessment,
    }),
    deleteAssessment: build.mutation<AnswerOf<'deleteAssessment'>, number>({
      query: (id) => ({ call: 'deleteAssessment', data: { id } }),
      onQueryStarted: (_id, { dispatch, queryFulfilled }) =>
        queryFulfilled.then(({ data }) => void dispatch(replaceList(data.data)), keepList),
      invalidatesTags: changedAssessment,
    }),
  }),
});

export const {
  useListAssessmentsQuery,
  useGetAssessmentQuery,
  useLazyGetAssessmentQuery,
  useAddAssessmentMutation,
  useUpdateAssessmentMutation,
  usePublishAssessmentMutation,
  usePullAssessmentMutation,
  useDeleteAssessmentMutation,
} = assessmentsApi;

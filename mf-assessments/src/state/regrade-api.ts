import type { AnswerOf, QuestionVersion, RegradePreview, RegradePreviewRequest } from '@mizan/shared';
import { assessmentsData, LIST } from './assessments-data';

/**
 * Correcting a question's key: the dry run (changes nothing, so nothing to
 * refetch) and applying it, which rewrites the assessment's question and the
 * submissions' marks, so every screen showing those reads them again.
 */
export const regradeApi = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    /** A question's versions; read again with its assessment after a regrade. */
    questionVersions: build.query<QuestionVersion[], { id: number; questionId: string }>({
      query: (request) => ({ call: 'questionVersions', data: request }),
      transformResponse: (answer: AnswerOf<'questionVersions'>) => answer.data,
      providesTags: (_versions, _failure, { id }) => [{ type: 'Assessment', id }],
    }),
    regradePreview: build.mutation<RegradePreview, RegradePreviewRequest>({
      query: (request) => ({ call: 'regradePreview', data: request }),
      transformResponse: (answer: AnswerOf<'regradePreview'>) => answer.data,
    }),
    regrade: build.mutation<AnswerOf<'regrade'>, { examId: number; previewId: string }>({
      query: ({ previewId }) => ({ call: 'regrade', data: { previewId } }),
      invalidatesTags: (answer, _failure, { examId }) =>
        answer
          ? [
              { type: 'Assessment', id: examId },
              { type: 'Submission', id: LIST },
              { type: 'Submission', id: `exam:${examId}` },
              { type: 'ItemAnalysis', id: examId },
            ]
          : [],
    }),
  }),
});

export const { useQuestionVersionsQuery, useRegradePreviewMutation, useRegradeMutation } = regradeApi;

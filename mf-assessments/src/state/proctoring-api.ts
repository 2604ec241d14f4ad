import type { AnswerOf, ProctorPin, ProctoringSettings, RequestOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';

/** The proctor's gate (contract-proctoring.ts): the builder's settings, the room's decisions and the PIN of the day. */
const proctoringData = assessmentsData.enhanceEndpoints({ addTagTypes: ['Proctoring', 'ProctorPin', 'ExamRoom'] });

export const proctoringApi = proctoringData.injectEndpoints({
  endpoints: (build) => ({
    proctoring: build.query<ProctoringSettings, number>({
      query: (id) => ({ call: 'getProctoring', data: { id } }),
      transformResponse: ({ data }: AnswerOf<'getProctoring'>) => ({
        startNeedsProctor: data.startNeedsProctor,
        resumeNeedsProctor: data.resumeNeedsProctor,
      }),
      providesTags: (_settings, _failure, id) => [{ type: 'Proctoring', id }],
    }),
    setProctoring: build.mutation<AnswerOf<'setProctoring'>, RequestOf<'setProctoring'>>({
      query: (data) => ({ call: 'setProctoring', data }),
      invalidatesTags: (_answer, _failure, { id }) => [{ type: 'Proctoring', id: Number(id) }],
    }),
    proctorPin: build.query<ProctorPin, number>({
      query: (id) => ({ call: 'getProctorPin', data: { id } }),
      transformResponse: (answer: AnswerOf<'getProctorPin'>) => answer.data,
      providesTags: (_pin, _failure, id) => [{ type: 'ProctorPin', id }],
    }),
    rotateProctorPin: build.mutation<AnswerOf<'rotateProctorPin'>, number>({
      query: (id) => ({ call: 'rotateProctorPin', data: { id } }),
      invalidatesTags: (_answer, _failure, id) => [{ type: 'ProctorPin', id }],
    }),
    /** Let in or refuse; the room is read again at once, so the list follows. */
    approveAttempt: build.mutation<AnswerOf<'approveAttempt'>, RequestOf<'approveAttempt'> & { examId: number }>({
      query: ({ attemptId, approve, reason }) => ({ call: 'approveAttempt', data: { attemptId, approve, reason } }),
      invalidatesTags: (_answer, _failure, { examId }) => [{ type: 'ExamRoom', id: examId }],
    }),
  }),
});

export const { useProctoringQuery, useSetProctoringMutation, useProctorPinQuery, useRotateProctorPinMutation, useApproveAttemptMutation } =
  proctoringApi;

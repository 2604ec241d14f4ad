import type { AnswerOf, KeptSignal, RequestOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';

/** Signals (contract-signals.ts): the builder's "Record signals" and one attempt's signals in the control room. */
export const signalsApi = assessmentsData.enhanceEndpoints({ addTagTypes: ['SignalSetting'] }).injectEndpoints({
  endpoints: (build) => ({
    signalSetting: build.query<boolean, number>({
      query: (id) => ({ call: 'getSignalSetting', data: { id } }),
      transformResponse: (answer: AnswerOf<'getSignalSetting'>) => answer.data.recordSignals,
      providesTags: (_on, _failure, id) => [{ type: 'SignalSetting', id }],
    }),
    setSignalSetting: build.mutation<AnswerOf<'setSignalSetting'>, RequestOf<'setSignalSetting'>>({
      query: (data) => ({ call: 'setSignalSetting', data }),
      invalidatesTags: (_answer, _failure, { id }) => [{ type: 'SignalSetting', id: Number(id) }],
    }),
    attemptSignals: build.query<KeptSignal[], number>({
      query: (attemptId) => ({ call: 'getAttemptSignals', data: { attemptId } }),
      transformResponse: (answer: AnswerOf<'getAttemptSignals'>) => answer.data,
    }),
  }),
});

export const { useSignalSettingQuery, useSetSignalSettingMutation, useAttemptSignalsQuery } = signalsApi;

import type { AnswerOf, MeritAssessmentWeight, MeritList, MeritSettings, MeritWeights } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

export interface MeritSettingsChange {
  weights: MeritWeights;
  seats: Array<{ school_id: number; seats: number }>;
  /** Only when the server offers assessment weights. */
  assessmentWeights?: MeritAssessmentWeight[];
}

/** Ours, the Merit list drawer's calls, as serverData endpoints. */
export const meritApi = serverData.enhanceEndpoints({ addTagTypes: ['MeritList'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `admin/meritlist.php {school_id}`: the school's applicants ranked, with the breakdown and seats. */
    meritList: build.query<MeritList, number>({
      query: (schoolId) => ({ call: 'meritList', data: { school_id: schoolId } }),
      transformResponse: (answer: AnswerOf<'meritList'>) => answer.data,
      providesTags: ['MeritList'],
    }),
    /** `admin/getmeritsettings.php`: the weights and each school's seats. */
    meritSettings: build.query<MeritSettings, void>({
      query: () => ({ call: 'getMeritSettings', data: {} }),
      transformResponse: (answer: AnswerOf<'getMeritSettings'>) => answer.data,
    }),
    /** `admin/savemeritsettings.php` (admins): answers the saved settings, which replace the cached ones; the ranking is fetched again. */
    saveMeritSettings: build.mutation<MeritSettings, MeritSettingsChange>({
      query: ({ weights, seats, assessmentWeights }) => ({
        call: 'saveMeritSettings',
        data: { weights, seats, ...(assessmentWeights ? { assessment_weights: assessmentWeights } : {}) },
      }),
      transformResponse: (answer: AnswerOf<'saveMeritSettings'>) => answer.data,
      onQueryStarted: async (_, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(meritApi.util.upsertQueryData('meritSettings', undefined, data));
        } catch {
          // The form shows the failure; the cached settings stay.
        }
      },
      invalidatesTags: (saved) => (saved ? ['MeritList'] : []),
    }),
  }),
});

export const { useMeritListQuery, useMeritSettingsQuery, useSaveMeritSettingsMutation } = meritApi;

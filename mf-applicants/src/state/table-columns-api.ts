import type { AnswerOf, ColumnChoice } from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

/** The staff member's own columns of the applicants table (ours; shared/src/domain/table-columns.ts), kept on the server. */
export const tableColumnsApi = serverData.enhanceEndpoints({ addTagTypes: ['TableColumns'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `admin/gettablecolumns.php`: the saved choice, or null (the default). */
    applicantColumns: build.query<ColumnChoice | null, void>({
      query: () => ({ call: 'getTableColumns', data: { table: 'applicants' } }),
      transformResponse: (answer: AnswerOf<'getTableColumns'>) => answer.data.columns,
      providesTags: ['TableColumns'],
    }),
    /** `admin/savetablecolumns.php`: the saved choice replaces the cached one at once. */
    saveApplicantColumns: build.mutation<ColumnChoice | null, ColumnChoice | null>({
      query: (columns) => ({ call: 'saveTableColumns', data: { table: 'applicants', columns } }),
      transformResponse: (answer: AnswerOf<'saveTableColumns'>) => answer.data.columns,
      onQueryStarted: async (_, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(tableColumnsApi.util.upsertQueryData('applicantColumns', undefined, data));
        } catch {
          // The chooser shows the failure; the table keeps the columns it had.
        }
      },
    }),
  }),
});

export const { useApplicantColumnsQuery, useSaveApplicantColumnsMutation } = tableColumnsApi;

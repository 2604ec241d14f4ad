import type { AnswerOf, Incident, RequestOf } from '@mizan/shared';
import { assessmentsData } from './assessments-data';

/** An assessment's incidents (admin/getincidents.php) and recording one (admin/addincident.php), which may extend the attempt. */
export const incidentsApi = assessmentsData.enhanceEndpoints({ addTagTypes: ['Incidents'] }).injectEndpoints({
  endpoints: (build) => ({
    incidents: build.query<Incident[], number>({
      query: (examId) => ({ call: 'getIncidents', data: { id: examId } }),
      transformResponse: (answer: AnswerOf<'getIncidents'>) => answer.data,
      providesTags: (_incidents, _failure, examId) => [{ type: 'Incidents', id: examId }],
    }),
    addIncident: build.mutation<string, RequestOf<'addIncident'> & { examId: number }>({
      query: ({ examId: _examId, ...data }) => ({ call: 'addIncident', data }),
      transformResponse: (answer: AnswerOf<'addIncident'>) => answer.msg,
      invalidatesTags: (_msg, _failure, { examId }) => [
        { type: 'Incidents', id: examId },
        { type: 'ExamRoom', id: examId },
      ],
    }),
  }),
});

export const { useIncidentsQuery, useAddIncidentMutation, useLazyIncidentsQuery } = incidentsApi;

import type { AnswerOf, Teacher } from '@mizan/shared';
import { LIST, assessmentsData } from './assessments-data';
import type { Grade, Group, Subject } from './types';

/** The lists the forms choose from: subjects (and adding one), grades, groups (all, or a grade's) and the staff who may review. */
export const lookupsApi = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    listSubjects: build.query<Subject[], void>({
      query: () => ({ call: 'listSubjects' }),
      transformResponse: (answer: AnswerOf<'listSubjects'>) => answer.data,
      providesTags: [{ type: 'Subject', id: LIST }],
    }),
    addSubject: build.mutation<AnswerOf<'addSubject'>, string>({
      query: (subject) => ({ call: 'addSubject', data: { subject } }),
      invalidatesTags: (answer) => (answer ? [{ type: 'Subject', id: LIST }] : []),
    }),
    listGrades: build.query<Grade[], void>({
      query: () => ({ call: 'listGrades' }),
      transformResponse: (answer: AnswerOf<'listGrades'>) => answer.data,
    }),
    listGroups: build.query<Group[], void>({
      query: () => ({ call: 'listGroups' }),
      transformResponse: (answer: AnswerOf<'listGroups'>) => answer.data,
    }),
    /** The groups of one grade (by its name), and those of no grade. */
    gradeGroups: build.query<Group[], string>({
      query: (grade) => ({ call: 'gradeSubjects', data: { grade } }),
      transformResponse: (answer: AnswerOf<'gradeSubjects'>) => answer.data.groups,
    }),
    listTeachers: build.query<Teacher[], void>({
      query: () => ({ call: 'listTeachers' }),
      transformResponse: (answer: AnswerOf<'listTeachers'>) => answer.data,
    }),
  }),
});

export const {
  useListSubjectsQuery,
  useAddSubjectMutation,
  useListGradesQuery,
  useListGroupsQuery,
  useGradeGroupsQuery,
  useListTeachersQuery,
} = lookupsApi;

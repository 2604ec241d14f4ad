import type { AnswerOf, RequestOf } from '@mizan/shared';
import { LIST, assessmentsData } from './assessments-data';
import type { GradingSheet, ItemAnalysis, StudentExamRow } from './types';

/** The most admin/getstudentsexams.php answers in one page. */
const LARGEST_PAGE = 100;

type TakenPage = AnswerOf<'studentExams'>['data'];

/** Taken assessments, one submission, its grading, and the item analysis its marks feed. */
const gradingQueries = assessmentsData.injectEndpoints({
  endpoints: (build) => ({
    /** A page of Taken Assessments (admin/getstudentsexams.php). */
    studentExams: build.query<TakenPage, RequestOf<'studentExams'>>({
      query: (data) => ({ call: 'studentExams', data }),
      transformResponse: (answer: AnswerOf<'studentExams'>) => answer.data,
      providesTags: [{ type: 'Submission', id: LIST }],
    }),
    /**
     * Every handed-in submission (submitted or graded) of one assessment, in
     * Taken Assessments' order (newest submission first), read a page at a time.
     * Attempts still in progress have nothing to grade and are left out.
     */
    handedInSubmissions: build.query<StudentExamRow[], number>({
      async queryFn(examId, _api, _extra, baseQuery) {
        const rows: StudentExamRow[] = [];
        for (let pagenumber = 1; ; pagenumber += 1) {
          const read = await baseQuery({ call: 'studentExams', data: { pagenumber, pagesize: LARGEST_PAGE, search: '', exam_id: examId } });
          if (read.error) return { error: read.error };
          const page = (read.data as AnswerOf<'studentExams'>).data;
          rows.push(...page.exams);
          if (page.exams.length < LARGEST_PAGE || rows.length >= page.count) break;
        }
        return { data: rows.filter((row) => row.status !== 'inprogress') };
      },
      providesTags: (_rows, _failure, examId) => [{ type: 'Submission', id: `exam:${examId}` }],
    }),
    /** One submission for grading (gradingModeTeacher). */
    studentSolution: build.query<GradingSheet, number>({
      query: (id) => ({ call: 'studentSolution', data: { id } }),
      transformResponse: (answer: AnswerOf<'studentSolution'>) => answer.data,
      providesTags: (_sheet, _failure, id) => [{ type: 'Submission', id }],
    }),
    /** One submission as graded, read-only (gradingModeStudent). */
    gradedExam: build.query<GradingSheet, number>({
      query: (id) => ({ call: 'gradedExam', data: { id } }),
      transformResponse: (answer: AnswerOf<'gradedExam'>) => answer.data,
      providesTags: (_sheet, _failure, id) => [{ type: 'Submission', id }],
    }),
    itemAnalysis: build.query<ItemAnalysis, number>({
      query: (examId) => ({ call: 'itemAnalysis', data: { id: examId } }),
      transformResponse: (answer: AnswerOf<'itemAnalysis'>) => answer.data,
      providesTags: (_analysis, _failure, examId) => [{ type: 'ItemAnalysis', id: examId }],
    }),
  }),
});

export const gradingApi = gradingQueries.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Saves a teacher's marks; the answer is the saved sheet, shown at once.
     * Taken Assessments and the item analysis are read again when next shown.
     */
    gradeExam: build.mutation<AnswerOf<'gradeExam'>, RequestOf<'gradeExam'>>({
      query: (data) => ({ call: 'gradeExam', data }),
      async onQueryStarted(_request, { dispatch, getState, queryFulfilled }) {
        let sheet: GradingSheet;
        try {
          sheet = (await queryFulfilled).data.data;
        } catch {
          return; // The screen shows the refusal; nothing was saved.
        }
        dispatch(gradingQueries.util.updateQueryData('studentSolution', sheet.id, () => sheet));
        // Its row's figures in every grading cockpit's list of submissions.
        for (const examId of gradingQueries.util.selectCachedArgsForQuery(getState(), 'handedInSubmissions')) {
          dispatch(
            gradingQueries.util.updateQueryData('handedInSubmissions', examId, (rows) =>
              rows.map((row) =>
                row.id === sheet.id ? { ...row, percent: sheet.percent, status: sheet.status, needsGrading: sheet.needsGrading } : row,
              ),
            ),
          );
        }
      },
      invalidatesTags: (answer) => (answer ? [{ type: 'Submission', id: LIST }, 'ItemAnalysis'] : []),
    }),
    releaseResults: build.mutation<AnswerOf<'releaseResults'>, RequestOf<'releaseResults'>>({
      query: (data) => ({ call: 'releaseResults', data }),
    }),
    /** 'Move to another browser' from Taken Assessments; the control room shows the move. */
    moveAttempt: build.mutation<AnswerOf<'moveAttempt'>, RequestOf<'moveAttempt'>>({
      query: (data) => ({ call: 'moveAttempt', data }),
      invalidatesTags: (answer) => (answer ? ['ExamRoom'] : []),
    }),
  }),
});

export const {
  useStudentExamsQuery,
  useHandedInSubmissionsQuery,
  useStudentSolutionQuery,
  useGradedExamQuery,
  useItemAnalysisQuery,
  useGradeExamMutation,
  useReleaseResultsMutation,
  useMoveAttemptMutation,
} = gradingApi;

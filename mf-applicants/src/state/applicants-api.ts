import type {
  AnswerOf,
  Applicant,
  ApplicantFormInput,
  ApplicantHistoryEntry,
  InterviewReview,
  LookupItem,
  ScoreColumn,
  YesNoChoice,
} from '@mizan/shared';
import { serverData } from '@mizan/shared/browser';

/**
 * Every JSON call the applicant screens make, as serverData endpoints. The
 * list (20,000 applicants with national IDs and phone numbers) lives in the
 * serverData cache only, never in localStorage, and goes when the session
 * ends. A change to one applicant patches that row in the cached list rather
 * than refetching all of it; what is fetched per applicant (the edit form,
 * the interview, the history) is invalidated by its tag and refetched.
 */

export interface ApplicantList {
  applicants: Applicant[];
  schools: LookupItem[];
  /** The assessments with graded attempts: one score column each. */
  scoreColumns: ScoreColumn[];
}

/** What the applicant form sends: without ssn, an update keeps the stored national ID. */
export type ApplicantSaveInput = Omit<ApplicantFormInput, 'ssn'> & { ssn?: string };

export type ChoiceField = 'enrolled' | 'competent';

/** The list as cached for good: the table refetches it on each visit, and other pages read it meanwhile. */
const KEPT_FOR_THE_SESSION = 24 * 60 * 60;

const applicantsTagged = serverData.enhanceEndpoints({ addTagTypes: ['ApplicantList', 'Applicant', 'ApplicantHistory', 'Interview'] });

export const applicantsApi = applicantsTagged.injectEndpoints({
  endpoints: (build) => ({
    /** `admin/getapplicant.php` without filters: the whole list, filtered and sorted in the browser. */
    listApplicants: build.query<ApplicantList, void>({
      query: () => ({ call: 'listApplicants', data: {} }),
      transformResponse: (answer: AnswerOf<'listApplicants'>) => ({ ...answer.data, scoreColumns: answer.data.scoreColumns ?? [] }),
      providesTags: ['ApplicantList'],
      keepUnusedDataFor: KEPT_FOR_THE_SESSION,
    }),
    /** The ids of the applicants holding this whole national ID: the server matches it, the list holds IDs masked. */
    nationalIdHolders: build.query<number[], string>({
      query: (ssn) => ({ call: 'listApplicants', data: { search: ssn } }),
      transformResponse: (answer: AnswerOf<'listApplicants'>) => answer.data.applicants.map((applicant) => applicant.id),
    }),
    /** `admin/getapp.php {applicant_id, spe_only}`: one applicant and the schools. */
    applicantForEdit: build.query<AnswerOf<'getApplicant'>['data'], { applicantId: number; specializationOnly: boolean }>({
      query: ({ applicantId, specializationOnly }) => ({
        call: 'getApplicant',
        data: { applicant_id: applicantId, spe_only: specializationOnly },
      }),
      transformResponse: (answer: AnswerOf<'getApplicant'>) => answer.data,
      providesTags: (_, __, { applicantId }) => [{ type: 'Applicant', id: applicantId }],
    }),
    /** Ours, `admin/applicanthistory.php`: the applicant's audit entries, newest first. */
    applicantHistory: build.query<ApplicantHistoryEntry[], number>({
      query: (applicantId) => ({ call: 'applicantHistory', data: { applicant_id: applicantId } }),
      transformResponse: (answer: AnswerOf<'applicantHistory'>) => answer.data,
      providesTags: (_, __, applicantId) => [{ type: 'ApplicantHistory', id: applicantId }],
    }),
    /** `admin/getapplicantinterview.php`: the earlier review, or null. */
    interview: build.query<InterviewReview | null, number>({
      query: (applicantId) => ({ call: 'applicantInterview', data: { appId: applicantId } }),
      transformResponse: (answer: AnswerOf<'applicantInterview'>) => answer.data,
      providesTags: (_, __, applicantId) => [{ type: 'Interview', id: applicantId }],
    }),
    /** `GetPositions`, for the Position field's suggestions. */
    positions: build.query<LookupItem[], void>({
      query: () => ({ call: 'positions' }),
      transformResponse: (answer: AnswerOf<'positions'>) => answer.data,
    }),
    /** `GetSchools`, for the add-applicant page's School field. */
    schools: build.query<LookupItem[], void>({
      query: () => ({ call: 'schools' }),
      transformResponse: (answer: AnswerOf<'schools'>) => answer.data,
    }),
    /** `admin/enrolled.php` / `admin/competent.php` with {id, status}. */
    saveChoice: build.mutation<Applicant, { field: ChoiceField; id: number; status: YesNoChoice }>({
      query: ({ field, id, status }) => ({ call: field === 'enrolled' ? 'setEnrolled' : 'setCompetent', data: { id, status } }),
      transformResponse: (answer: AnswerOf<'setEnrolled'>) => answer.data,
      onQueryStarted: async ({ field, id, status }, { dispatch, queryFulfilled }) => {
        if (await succeeded(queryFulfilled)) dispatch(patchListedApplicant(id, (row) => ({ ...row, [field]: status })));
      },
      invalidatesTags: (_, __, { id }) => [
        { type: 'Applicant', id },
        { type: 'ApplicantHistory', id },
      ],
    }),
    /** Ours, `admin/revealapplicant.php`: the value of a masked field (the server audits every reveal). */
    revealApplicantField: build.mutation<string, { applicantId: number; field: 'ssn' | 'competent' }>({
      query: ({ applicantId, field }) => ({ call: 'revealApplicant', data: { applicant_id: applicantId, field } }),
      transformResponse: (answer: AnswerOf<'revealApplicant'>) => answer.data.value,
      invalidatesTags: (_, __, { applicantId }) => [{ type: 'ApplicantHistory', id: applicantId }],
    }),
    /** Ours, `admin/newaccesscode.php`: a new access code for the applicant (the old one stops working). */
    renewAccessCode: build.mutation<string, number>({
      query: (applicantId) => ({ call: 'renewAccessCode', data: { applicant_id: applicantId } }),
      transformResponse: (answer: AnswerOf<'renewAccessCode'>) => answer.data.access_code,
    }),
    /** `admin/submitinterview.php`: applicant_id, q1..qN and notes; answers data.parent, the My Review score. */
    submitInterview: build.mutation<number, { applicant_id: number; notes?: string } & Record<string, unknown>>({
      query: (review) => ({ call: 'submitInterview', data: review as never }),
      transformResponse: (answer: AnswerOf<'submitInterview'>) => answer.data.parent,
      onQueryStarted: async ({ applicant_id: id }, { dispatch, queryFulfilled }) => {
        const parent = await succeeded(queryFulfilled);
        if (parent !== null) dispatch(patchListedApplicant(id, (row) => ({ ...row, interview: parent.data })));
      },
      invalidatesTags: (_, __, { applicant_id: id }) => [
        { type: 'Applicant', id },
        { type: 'Interview', id },
        { type: 'ApplicantHistory', id },
      ],
    }),
    /** `admin/updateapp.php`: add (no applicantId) or update; answers the applicant record. */
    saveApplicant: build.mutation<Applicant, { fields: ApplicantSaveInput; applicantId?: number; reason?: string }>({
      // reason: Change Specialization's, kept with the transfer in the applicant's history.
      query: ({ fields, applicantId, reason }) => ({
        call: 'saveApplicant',
        data: applicantId === undefined ? fields : { applicant_id: applicantId, ...fields, ...(reason === undefined ? {} : { reason }) },
      }),
      transformResponse: (answer: AnswerOf<'saveApplicant'>) => answer.data,
      onQueryStarted: async (_, { dispatch, queryFulfilled }) => {
        const saved = await succeeded(queryFulfilled);
        if (saved) dispatch(putListedApplicant(saved.data));
      },
      invalidatesTags: (saved) =>
        saved
          ? [
              { type: 'Applicant', id: saved.id },
              { type: 'ApplicantHistory', id: saved.id },
            ]
          : [],
    }),
    /** `admin/getexams.php`: the assessments to fill scores from. */
    assessmentChoices: build.query<Array<{ id: number; name: string }>, void>({
      query: () => ({ call: 'listAssessments', data: '1' }),
      transformResponse: (answer: AnswerOf<'listAssessments'>) =>
        answer.data.map((assessment) => ({ id: assessment.id, name: assessment.name })),
    }),
    /** `admin/fillscores.php`: copy into math or english from each applicant's latest graded attempt (empty scores only, unless overwrite). */
    fillScores: build.mutation<
      { filled: number; unchanged: number; kept: number; msg: string },
      { assessmentId: number; field: 'math' | 'english'; overwrite?: boolean }
    >({
      query: ({ assessmentId, field, overwrite }) => ({
        call: 'fillScores',
        data: { assessment_id: assessmentId, field, ...(overwrite ? { overwrite } : {}) },
      }),
      transformResponse: (answer: AnswerOf<'fillScores'>) => ({ ...answer.data, msg: answer.msg ?? '' }),
      invalidatesTags: (filled) => (filled ? ['ApplicantList', 'Applicant'] : []),
    }),
  }),
});

/** The answer of a mutation that succeeded, or null (its screen shows the failure). */
async function succeeded<Value>(queryFulfilled: Promise<{ data: Value }>): Promise<{ data: Value } | null> {
  try {
    return await queryFulfilled;
  } catch {
    return null;
  }
}

/** Change one row of the cached list in place, without refetching 20,000 rows. */
function patchListedApplicant(id: number, change: (row: Applicant) => Applicant) {
  return applicantsApi.util.updateQueryData('listApplicants', undefined, (list) => {
    const index = list.applicants.findIndex((applicant) => applicant.id === id);
    if (index !== -1) list.applicants[index] = change(list.applicants[index]);
  });
}

/** An added or updated applicant into the cached list; a saved record carries no scores, so the row keeps its own. */
function putListedApplicant(saved: Applicant) {
  return applicantsApi.util.updateQueryData('listApplicants', undefined, (list) => {
    const index = list.applicants.findIndex((applicant) => applicant.id === saved.id);
    if (index === -1) list.applicants.push(saved);
    else list.applicants[index] = { ...saved, scores: saved.scores ?? list.applicants[index].scores };
  });
}

export const {
  useListApplicantsQuery,
  useNationalIdHoldersQuery,
  useApplicantForEditQuery,
  useApplicantHistoryQuery,
  useInterviewQuery,
  usePositionsQuery,
  useSchoolsQuery,
  useSaveChoiceMutation,
  useRevealApplicantFieldMutation,
  useRenewAccessCodeMutation,
  useSubmitInterviewMutation,
  useSaveApplicantMutation,
  useAssessmentChoicesQuery,
  useFillScoresMutation,
} = applicantsApi;

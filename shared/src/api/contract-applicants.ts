import { z } from 'zod';
import { APPLICANT_SORT_FIELDS, GENDERS, MASKED_FIELDS, YES_NO_CHOICES } from '../domain/applicant';
import { REVEAL_FLAGS } from '../domain/applicant-privacy';
import { SCORE_SORT_PATTERN, type ScoreSortField } from '../domain/assessment-scores';
import { INTERVIEW_FORM_SIZES } from '../domain/interview';
import { applicantSaveSchema } from '../validation/applicant';
import { PUBLIC, SIGNED_IN, requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { answer } from './envelope';

/**
 * The applicant area's calls (SPEC §7 applicant/emp rows). Spread into
 * `contract` in contract.ts; the merit list is in contract-merit.ts, the
 * import and export files in contract-applicant-files.ts. Print pages are not
 * API calls: `printPages` lists them (served by the server under /print/).
 */

export const applicantSchema = z.object({
  id: z.number(),
  name: z.string(),
  ssn: z.string(),
  gender: z.enum(GENDERS),
  email: z.string(),
  mobile: z.string(),
  prep_mark: z.number(),
  math: z.number(),
  english: z.number(),
  std_code: z.string(),
  school_id: z.number().nullable(),
  school: z.string(),
  career: z.string(),
  cmatch: z.string(),
  position: z.string(),
  interview: z.number().nullable(),
  enrolled: z.enum(YES_NO_CHOICES),
  competent: z.enum(YES_NO_CHOICES),
  job: z.number().nullable(),
  extra_time_percent: z.number(),
  /** ours: only for updateinfo holders (domain/access-code.ts). */
  access_code: z.string().optional(),
  masked: z.array(z.enum(MASKED_FIELDS)).optional(),
  /** ours: assessment id → percent of the latest graded attempt, or its Holland code (domain/assessment-scores.ts). */
  scores: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});

export const scoreColumnSchema = z.object({ id: z.number(), name: z.string(), career: z.boolean() });

const namedList = z.array(z.object({ id: z.number(), name: z.string() }));

/** A query value left empty (`?school_id=`) means "no filter". */
const queryValue = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The list's and the export's filters, as GET query parameters:
 * `search` (part of name, SSN, e-mail or mobile, case-insensitive),
 * `school_id`, `gender` (male|female), `enrolled` and `competent`
 * (Yes|No|none — none = not decided), `career` (exact, case-insensitive),
 * `took` (an assessment id: only applicants with a score there) with
 * `score_min` / `score_max` (its percent), `sort` (a column of
 * APPLICANT_SORT_FIELDS or `score:{assessmentId}`, default id) and `order`
 * (asc|desc, default asc). Unknown parameters are ignored.
 */
export const applicantFilterShape = {
  search: queryValue(z.string().max(100)),
  school_id: queryValue(z.coerce.number().int().positive()),
  gender: queryValue(z.enum(GENDERS)),
  enrolled: queryValue(z.enum(['Yes', 'No', 'none'])),
  competent: queryValue(z.enum(['Yes', 'No', 'none'])),
  career: queryValue(z.string().max(100)),
  sort: queryValue(
    z.union([
      z.enum(APPLICANT_SORT_FIELDS),
      z
        .string()
        .regex(SCORE_SORT_PATTERN)
        .transform((field) => field as ScoreSortField),
    ]),
  ),
  /** ours: only applicants with a score at this assessment; score_min and score_max (percent) narrow it. */
  took: queryValue(z.coerce.number().int().positive()),
  score_min: queryValue(z.coerce.number().min(0).max(100)),
  score_max: queryValue(z.coerce.number().min(0).max(100)),
  order: queryValue(z.enum(['asc', 'desc'])),
};
export const applicantFilterSchema = z.object(applicantFilterShape);
export type ApplicantFilter = z.output<typeof applicantFilterSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const applicantExportQuerySchema = z.object({ ...applicantFilterShape, format: queryValue(z.enum(EXPORT_FORMATS)) });

export const interviewReviewSchema = z.object({
  applicant_id: z.number(),
  form: z.union(INTERVIEW_FORM_SIZES.map((size) => z.literal(size))),
  answers: z.record(z.string(), z.number()),
  parent: z.number(),
  notes: z.string(),
  reviewer: z.string().nullable(),
  at: z.string(),
});

/** One audit entry of an applicant's history (admin/applicanthistory.php), newest first. */
export const applicantHistoryEntrySchema = z.object({
  id: z.number(),
  /** applicant.add, applicant.update, applicant.enrolled, applicant.competent, applicant.interview, applicant.reveal, transfer, … */
  action: z.string(),
  at: z.string(),
  /** The actor's display name; null when the account is gone. */
  actor: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type ApplicantHistoryEntry = z.output<typeof applicantHistoryEntrySchema>;

export const APPLICANT_ID_REQUIRED = 'Which applicant? Send appId or id.';

const applicantIdSchema = z.coerce.number({ error: 'The applicant id must be a number' }).int().positive();
const yesNoStatus = z.object({ id: applicantIdSchema, status: z.enum(YES_NO_CHOICES, { error: "The status must be 'Yes', 'No' or ''" }) });

export const applicantCalls = {
  listApplicants: call({
    method: 'GET',
    path: 'admin/getapplicant.php',
    access: SIGNED_IN,
    request: applicantFilterSchema,
    response: answer(
      z.object({ applicants: z.array(applicantSchema), schools: namedList, scoreColumns: z.array(scoreColumnSchema).optional() }),
    ),
    summary:
      'Applicants (all, or filtered and sorted by the query: search, school_id, gender, enrolled, competent, career, took, score_min, score_max, sort, order) and the schools. ' +
      "Ours: each applicant's scores (assessment id → percent of the latest graded attempt, or a Holland code) and scoreColumns (the assessments with graded attempts); sort=score:{assessmentId} sorts by one. " +
      'Students is always shown: any signed-in staff member',
  }),
  applicantInterview: call({
    method: 'POST',
    path: 'admin/getapplicantinterview.php',
    access: requiresFlag('interview'),
    request: z
      .object({ appId: applicantIdSchema.optional(), id: applicantIdSchema.optional() })
      .refine((value) => value.appId !== undefined || value.id !== undefined, APPLICANT_ID_REQUIRED),
    response: answer(interviewReviewSchema.nullable()),
    summary: "The applicant's previous interview review, or null",
  }),
  submitInterview: call({
    method: 'POST',
    path: 'admin/submitinterview.php',
    access: requiresFlag('interview'),
    // q1..qN (1..5) are checked against the applicant's job form on the server (domain/interview.ts).
    request: z.looseObject({ applicant_id: applicantIdSchema, notes: z.string().max(2000).optional() }),
    response: answer(z.object({ parent: z.number(), review: interviewReviewSchema })),
    summary: "Save (or replace) the applicant's interview ratings q1..qN; answers data.parent, the score out of 100 to 2 decimals",
  }),
  saveApplicant: call({
    method: 'POST',
    path: 'admin/updateapp.php',
    access: requiresAnyFlag('updateinfo', 'movetoschool'),
    request: applicantSaveSchema,
    response: answer(applicantSchema),
    summary:
      'Add an applicant (no applicant_id; needs updateinfo) or update one (applicant_id). With movetoschool only, every field but school_id must stay as it is. Answers the applicant record',
  }),
  getApplicant: call({
    method: 'POST',
    path: 'admin/getapp.php',
    access: requiresAnyFlag('updateinfo', 'movetoschool'),
    request: z.object({ applicant_id: applicantIdSchema, spe_only: z.union([z.boolean(), z.string(), z.number()]).optional() }),
    response: answer(z.object({ applicant: applicantSchema, schools: namedList, scoreColumns: z.array(scoreColumnSchema).optional() })),
    summary:
      'One applicant and the schools, for the Update info and Change Specialization modals (spe_only: only the school may change); ours: with their scores and the assessments those are of (scoreColumns)',
  }),
  setCompetent: call({
    method: 'POST',
    path: 'admin/competent.php',
    access: requiresFlag('updateinfo'),
    request: yesNoStatus,
    response: answer(applicantSchema),
    summary: "Set 'has Psychological problem?' (competent) to 'Yes', 'No' or ''",
  }),
  setEnrolled: call({
    method: 'POST',
    path: 'admin/enrolled.php',
    access: requiresFlag('updateinfo'),
    request: yesNoStatus,
    response: answer(applicantSchema),
    summary: "Set Enrolled? to 'Yes', 'No' or ''",
  }),
  revealApplicant: call({
    method: 'POST',
    path: 'admin/revealapplicant.php',
    access: requiresAnyFlag(...REVEAL_FLAGS),
    request: z.object({
      applicant_id: applicantIdSchema,
      field: z.enum(MASKED_FIELDS, { error: "The field must be 'ssn' or 'competent'" }),
    }),
    response: answer(z.object({ field: z.enum(MASKED_FIELDS), value: z.string() })),
    summary:
      'Ours: the unmasked national ID (ssn) or psychological-problem flag (competent) of one applicant; every reveal is written to audit_log',
    ours: true,
  }),
  applicantHistory: call({
    method: 'POST',
    path: 'admin/applicanthistory.php',
    access: requiresAnyFlag('updateinfo', 'interview'),
    request: z.object({ applicant_id: applicantIdSchema }),
    response: answer(z.array(applicantHistoryEntrySchema)),
    summary:
      "Ours: the applicant's audit entries (edits with before/after, enrolled, competent, transfers with reason, interviews, reveals), newest first, with the actor's display name; masked values stay masked",
    ours: true,
  }),
  applyOptions: call({
    method: 'GET',
    path: 'emp/getpositions.php',
    access: PUBLIC,
    request: z.object({}),
    response: answer(z.object({ positions: namedList, schools: namedList })),
    summary: 'Positions and schools for the public apply page',
  }),
} satisfies Record<string, CallSpec>;

/** The printable pages (SPEC §2 side menu, §7 non-API links), opened in a new tab; they authenticate with the quiztoken cookie. */
export const printPages = {
  p: { path: '/print/p', title: 'Final', flag: 'download' },
  enrolled: { path: '/print/enrolled', title: 'Enrollments per school', flag: 'download' },
  m: { path: '/print/m', title: 'All male Students', flag: 'download' },
  f: { path: '/print/f', title: 'All female students', flag: 'download' },
  st: { path: '/print/st', title: 'Statistics', flag: 'st' },
} as const;
export type PrintPageName = keyof typeof printPages;

export type ApplicantCallName = keyof typeof applicantCalls;

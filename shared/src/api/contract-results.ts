import { z } from 'zod';
import { SIGNED_IN, requiresFlag } from './access';
import { call, type CallSpec } from './call-spec';
import { ASSESSMENT_ID_REQUIRED } from './request-ids';
import { answer } from './envelope';

/**
 * From a result to a decision (ours): releasing an assessment's results to
 * its applicants, and the school's name and logo that printed reports and
 * results letters carry. Spread into `contract` in contract.ts.
 */

export const RESULTS_AWAIT_GRADING = (waiting: number) =>
  `${waiting} submission${waiting === 1 ? '' : 's'} of this assessment still await${waiting === 1 ? 's' : ''} grading. Grade ${waiting === 1 ? 'it' : 'them'} first, or confirm to release only the graded results.`;
export const resultsReleasedMessage = (released: number, waiting: number) =>
  `${released} result${released === 1 ? '' : 's'} released.` +
  (waiting > 0 ? ` ${waiting} still await${waiting === 1 ? 's' : ''} grading and will need releasing once graded.` : '');

export const releaseResultsSchema = z.object({
  id: z.coerce.number({ error: ASSESSMENT_ID_REQUIRED }).int(ASSESSMENT_ID_REQUIRED).positive(ASSESSMENT_ID_REQUIRED),
  /** Release the graded results although some submissions still await grading. */
  confirmPartial: z.boolean().optional(),
});

export const releaseSummarySchema = z.object({
  /** Graded results released by this call. */
  released: z.number(),
  /** Graded results released earlier. */
  alreadyReleased: z.number(),
  /** Submissions still awaiting grading (not released). */
  awaitingGrading: z.number(),
});
export type ReleaseSummary = z.output<typeof releaseSummarySchema>;

export const SCHOOL_LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
/** Largest logo, as a data URL (about 150 KB of picture). */
export const SCHOOL_LOGO_MAX_CHARS = 200_000;
export const SCHOOL_NAME_TOO_LONG = 'The school name must be 200 characters or less.';
export const SCHOOL_LOGO_INVALID = 'The logo must be a PNG or JPEG picture of at most 150 KB.';
export const SCHOOL_PROFILE_SAVED = 'The school name and logo were saved.';

export const schoolProfileSchema = z.object({ name: z.string(), logo: z.string() });
export type SchoolProfile = z.output<typeof schoolProfileSchema>;

const logoPattern = new RegExp(`^data:(${SCHOOL_LOGO_TYPES.join('|')});base64,[A-Za-z0-9+/]+={0,2}$`);
export const schoolProfileSaveSchema = z.object({
  name: z.string().trim().max(200, SCHOOL_NAME_TOO_LONG),
  logo: z.union([z.literal(''), z.string().max(SCHOOL_LOGO_MAX_CHARS, SCHOOL_LOGO_INVALID).regex(logoPattern, SCHOOL_LOGO_INVALID)]),
});

export const resultCalls = {
  releaseResults: call({
    method: 'POST',
    path: 'admin/releaseresults.php',
    access: requiresFlag('exam'),
    request: releaseResultsSchema,
    response: z.object({ data: releaseSummarySchema, msg: z.string() }),
    summary:
      "Ours: release the assessment's graded results to its applicants (each sees theirs at the exam link). Refused (409) while any submission awaits grading, unless confirmPartial releases the graded ones only; audited",
    ours: true,
  }),
  getSchoolProfile: call({
    method: 'POST',
    path: 'admin/getschoolprofile.php',
    access: SIGNED_IN,
    request: z.object({}),
    response: answer(schoolProfileSchema),
    summary: "Ours: the school's name and logo (a data: URL or '') that printed reports and results letters carry",
    ours: true,
  }),
  saveSchoolProfile: call({
    method: 'POST',
    path: 'admin/saveschoolprofile.php',
    access: requiresFlag('download'),
    request: schoolProfileSaveSchema,
    response: z.object({ data: schoolProfileSchema, msg: z.string() }),
    summary: "Ours: set the school's name and logo (PNG or JPEG data: URL, at most 150 KB, or '' for none) for printed pages; audited",
    ours: true,
    bodyLimit: 512 * 1024,
  }),
} satisfies Record<string, CallSpec>;

import type { YesNoChoice } from '@mizan/shared';
import { applicantFor, applicantsFor, filterFor } from '../services/applicant-masking';
import { saveApplicant, setYesNo } from '../services/applicant-changes';
import { applicantHistory, revealApplicantField } from '../services/applicant-history';
import { existingApplicant, findApplicants, listSchools } from '../services/applicant-records';
import { assessmentsSeenBy } from '../services/assessment-records';
import { scoreColumns, scoresOfApplicant } from '../services/assessment-scores';
import { submitInterview } from '../services/interviews';
import { interviewReviewFor } from '../services/interview-panels/panel-view';
import { listPositions } from '../services/lookups';
import { NOTHING_TO_CHANGE } from './common-messages';
import { signedIn, type CallContext, type Handlers } from './handler';

export const APPLICATION_ADDED = 'Application Added Successfully.';
export const APPLICATION_UPDATED = 'Application Updated Successfully.';
export const INTERVIEW_SUBMITTED = 'You have submitted Successfuly.';

const SAVED_MESSAGES = { added: APPLICATION_ADDED, updated: APPLICATION_UPDATED, unchanged: NOTHING_TO_CHANGE } as const;

/** enrolled.php and competent.php: one Yes/No/'' column, answering the applicant. */
function yesNoHandler(column: 'enrolled' | 'competent') {
  return async ({ data, caller, services }: CallContext<{ id: number; status: YesNoChoice }>) => {
    const actor = signedIn(caller);
    await setYesNo(services.db, actor, column, data.id, data.status);
    return { data: applicantFor(actor, await existingApplicant(services.db, data.id)) };
  };
}

/** The applicant area's calls (shared/src/api/contract-applicants.ts). */
export const applicantHandlers = {
  /** `admin/getapplicant.php`: every applicant matching the query's filters, sorted, and the schools; scores of the assessments the caller may see. */
  listApplicants: async ({ data, caller, services }) => {
    const viewer = signedIn(caller);
    const seen = assessmentsSeenBy(viewer);
    const [applicants, schools, columns] = await Promise.all([
      findApplicants(services.db, filterFor(viewer, data), seen),
      listSchools(services.db),
      scoreColumns(services.db, seen),
    ]);
    return { data: { applicants: applicantsFor(viewer, applicants), schools, scoreColumns: columns } };
  },

  /** `admin/getapplicantinterview.php`: the previous review, or null. */
  applicantInterview: async ({ data, caller, services }) => {
    const id = (data.appId ?? data.id) as number;
    await existingApplicant(services.db, id);
    return { data: await interviewReviewFor(services.db, signedIn(caller), id) };
  },

  /** `admin/submitinterview.php`: the review saved and the parent score stored on the applicant. */
  submitInterview: async ({ data, caller, services }) => ({
    data: await submitInterview(services.db, signedIn(caller), data),
    msg: INTERVIEW_SUBMITTED,
  }),

  /** `admin/updateapp.php`: add (no applicant_id) or update; the applicant as the caller may see them. */
  saveApplicant: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const { id, outcome } = await saveApplicant(services.db, actor, data);
    return { data: applicantFor(actor, await existingApplicant(services.db, id)), msg: SAVED_MESSAGES[outcome] };
  },

  /**
   * `admin/getapp.php`: one applicant and the schools (spe_only is the
   * screen's business), masked as in the list: the edit form leaves the ID
   * out of its save unless the user types a new one.
   */
  getApplicant: async ({ data, caller, services }) => {
    const viewer = signedIn(caller);
    const [applicant, schools, scored] = await Promise.all([
      existingApplicant(services.db, data.applicant_id),
      listSchools(services.db),
      scoresOfApplicant(services.db, data.applicant_id, assessmentsSeenBy(viewer)),
    ]);
    return {
      data: { applicant: { ...applicantFor(viewer, applicant), scores: scored.scores }, schools, scoreColumns: scored.columns },
    };
  },

  /** Ours, `admin/revealapplicant.php`: one masked field's value (who may is the contract's mayRevealApplicantData); every reveal is audited. */
  revealApplicant: async ({ data, caller, services }) => ({
    data: { field: data.field, value: await revealApplicantField(services.db, signedIn(caller), data.applicant_id, data.field) },
  }),

  /** Ours, `admin/applicanthistory.php`: the applicant's audit entries, newest first. */
  applicantHistory: async ({ data, caller, services }) => ({
    data: await applicantHistory(services.db, signedIn(caller), data.applicant_id),
  }),

  setCompetent: yesNoHandler('competent'),
  setEnrolled: yesNoHandler('enrolled'),

  /** `emp/getpositions.php` (public): the apply page's positions and schools. */
  applyOptions: async ({ services }) => {
    const [positions, schools] = await Promise.all([listPositions(services.db), listSchools(services.db)]);
    return { data: { positions, schools } };
  },
} satisfies Pick<
  Handlers,
  | 'listApplicants'
  | 'applicantInterview'
  | 'submitInterview'
  | 'saveApplicant'
  | 'getApplicant'
  | 'revealApplicant'
  | 'applicantHistory'
  | 'setCompetent'
  | 'setEnrolled'
  | 'applyOptions'
>;

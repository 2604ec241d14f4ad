import { SCHOOL_PROFILE_SAVED, resultsReleasedMessage } from '@mizan/shared';
import { forbidden, notFound } from '../errors';
import { findAssessmentRow, rightsOver } from '../services/assessment-records';
import { releaseGradedResults } from '../services/results-release';
import { readSchoolProfile, saveSchoolProfile } from '../services/school-profile';
import { ASSESSMENT_NOT_FOUND, NOT_AN_EDITOR } from './assessments';
import { signedIn, type Handlers } from './handler';

/** Releasing results and the school's profile for print (shared/src/api/contract-results.ts). */
export const resultHandlers = {
  /** `admin/releaseresults.php`: those who may edit the assessment (its author, editors, an admin) release its graded results. */
  releaseResults: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const row = await findAssessmentRow(services.db, data.id);
    if (!row) throw notFound(ASSESSMENT_NOT_FOUND);
    const rights = await rightsOver(services.db, actor, row);
    if (!rights.see) throw notFound(ASSESSMENT_NOT_FOUND);
    if (!rights.edit) throw forbidden(NOT_AN_EDITOR);
    const summary = await releaseGradedResults(services.db, actor.user.id, row.id, data.confirmPartial === true);
    return { data: summary, msg: resultsReleasedMessage(summary.released, summary.awaitingGrading) };
  },

  getSchoolProfile: async ({ services }) => ({ data: await readSchoolProfile(services.db) }),

  saveSchoolProfile: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    return { data: await saveSchoolProfile(services.db, actor.user.id, data), msg: SCHOOL_PROFILE_SAVED };
  },
} satisfies Pick<Handlers, 'releaseResults' | 'getSchoolProfile' | 'saveSchoolProfile'>;

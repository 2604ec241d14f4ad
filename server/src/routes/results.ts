import { SCHOOL_PROFILE_SAVED, resultsReleasedMessage } from '@mizan/shared';
import { editableAssessment } from '../services/assessment-access';
import { releaseGradedResults } from '../services/results-release';
import { readSchoolProfile, saveSchoolProfile } from '../services/school-profile';
import { signedIn, type Handlers } from './handler';

/** Releasing results and the school's profile for print (shared/src/api/contract-results.ts). */
export const resultHandlers = {
  /** `admin/releaseresults.php`: those who may edit the assessment (its author, editors, an admin) release its graded results. */
  releaseResults: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    const row = await editableAssessment(services.db, actor, data.id);
    const summary = await releaseGradedResults(services.db, actor.user.id, row.id, data.confirmPartial === true);
    return { data: summary, msg: resultsReleasedMessage(summary.released, summary.awaitingGrading) };
  },

  getSchoolProfile: async ({ services }) => ({ data: await readSchoolProfile(services.db) }),

  saveSchoolProfile: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    return { data: await saveSchoolProfile(services.db, actor.user.id, data), msg: SCHOOL_PROFILE_SAVED };
  },
} satisfies Pick<Handlers, 'releaseResults' | 'getSchoolProfile' | 'saveSchoolProfile'>;

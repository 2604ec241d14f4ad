import { applyRegrade } from '../services/regrade/apply-regrade';
import { previewRegrade } from '../services/regrade/regrade-preview';
import { questionVersions } from '../services/regrade/question-versions';
import { signedIn, type Handlers } from './handler';

export const regradeAppliedMessage = (changed: number, version: number) =>
  changed === 0
    ? `The question is now version ${version}; no attempt's mark changed.`
    : `The question is now version ${version}; ${changed} attempt${changed === 1 ? '' : 's'} regraded.`;

/** Fixing a key and regrading (shared/src/api/contract-regrade.ts; services/regrade/). */
export const regradeHandlers = {
  /** `admin/regradepreview.php`: the dry run, kept for the regrade. */
  regradePreview: async ({ data, caller, services }) => ({ data: await previewRegrade(services.db, signedIn(caller), data) }),

  /** `admin/regrade.php`: exactly that dry run applied, or refused when the assessment changed since. */
  regrade: async ({ data, caller, services }) => {
    const result = await applyRegrade(services.db, services.clock, signedIn(caller), data.previewId);
    return { data: result, msg: regradeAppliedMessage(result.changed, result.version) };
  },

  /** `admin/getquestionversions.php`: who regraded the question, when and why. */
  questionVersions: async ({ data, caller, services }) => ({
    data: await questionVersions(services.db, signedIn(caller), Number(data.id), data.questionId),
  }),
} satisfies Pick<Handlers, 'regradePreview' | 'regrade' | 'questionVersions'>;

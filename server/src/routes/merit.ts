import { assessmentsSeenBy } from '../services/assessment-records';
import { meritList } from '../services/merit-list';
import { readMeritSettings, saveMeritSettings } from '../services/merit-settings';
import { fillScores } from '../services/score-fill';
import { signedIn, type Handlers } from './handler';

export const MERIT_SAVED = 'The merit settings were saved.';
export const scoresFilledMessage = (filled: number, field: string, kept = 0) =>
  `${filled} ${field} score${filled === 1 ? '' : 's'} filled from the assessment.` +
  (kept > 0
    ? ` ${kept} kept: ${kept === 1 ? 'it already had' : 'they already had'} a score (choose to replace scores already entered to overwrite).`
    : '');

/** The merit list and score-fill calls (shared/src/api/contract-merit.ts; domain/merit.ts). */
export const meritHandlers = {
  /** `admin/meritlist.php`: the school's applicants ranked, with the breakdown and the seat cut-off. */
  meritList: async ({ data, caller, services }) => ({
    data: await meritList(services.db, data.school_id, assessmentsSeenBy(signedIn(caller))),
  }),

  /** `admin/getmeritsettings.php`: the weights and every school's seats; of the weighted assessments, those the caller may see. */
  getMeritSettings: async ({ caller, services }) => ({
    data: await readMeritSettings(services.db, assessmentsSeenBy(signedIn(caller))),
  }),

  /** `admin/savemeritsettings.php`: administrators only; weights and seats, audited. */
  saveMeritSettings: async ({ data, caller, services }) => {
    const actor = signedIn(caller);
    await saveMeritSettings(services.db, actor, data);
    return { data: await readMeritSettings(services.db, assessmentsSeenBy(actor)), msg: MERIT_SAVED };
  },

  /** `admin/fillscores.php`: graded percents into the applicants' math or english scores. */
  fillScores: async ({ data, caller, services }) => {
    const counts = await fillScores(services.db, signedIn(caller), data);
    return { data: counts, msg: scoresFilledMessage(counts.filled, data.field, counts.kept) };
  },
} satisfies Pick<Handlers, 'meritList' | 'getMeritSettings' | 'saveMeritSettings' | 'fillScores'>;

import type { MeritAssessmentWeight, MeritList, MeritSettings, MeritWeights } from '@mizan/shared';
import { api } from '@mizan/shared/browser';

/** Ours, the merit list calls of the Merit list drawer. */

/** `admin/meritlist.php {school_id}`: the school's applicants ranked, with the breakdown and seats. */
export async function fetchMeritList(schoolId: number): Promise<MeritList> {
  return (await api.call('meritList', { school_id: schoolId })).data;
}

/** `admin/getmeritsettings.php`: the weights and each school's seats. */
export async function fetchMeritSettings(): Promise<MeritSettings> {
  return (await api.call('getMeritSettings', {})).data;
}

/** `admin/savemeritsettings.php` (admins): weights, seats and (when given) the weighted assessments; answers the saved settings. */
export async function saveMeritSettings(
  weights: MeritWeights,
  seats: Array<{ school_id: number; seats: number }>,
  assessmentWeights?: MeritAssessmentWeight[],
): Promise<MeritSettings> {
  return (await api.call('saveMeritSettings', { weights, seats, ...(assessmentWeights ? { assessment_weights: assessmentWeights } : {}) })).data;
}

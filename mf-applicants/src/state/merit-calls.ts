import type { MeritAssessmentWeight, MeritList, MeritSettings, MeritWeights } from '@mizan/shared';
import { api } from '@mizan/shared/browser';

/** Ours, the merit list and score-fill calls (kept apart from applicant-calls.ts; same boundary: shared's `api`). */

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

/** `admin/getexams.php`: the assessments to fill scores from. */
export async function fetchAssessmentChoices(): Promise<Array<{ id: number; name: string }>> {
  const answer = await api.call('listAssessments', '1');
  return answer.data.map((assessment) => ({ id: assessment.id, name: assessment.name }));
}

/** `admin/fillscores.php`: copy into math or english from each applicant's latest graded attempt (empty scores only, unless overwrite). */
export async function fillScores(
  assessmentId: number,
  field: 'math' | 'english',
  overwrite = false,
): Promise<{ filled: number; unchanged: number; kept: number; msg: string }> {
  const answer = await api.call('fillScores', { assessment_id: assessmentId, field, ...(overwrite ? { overwrite } : {}) });
  return { ...answer.data, msg: answer.msg ?? '' };
}

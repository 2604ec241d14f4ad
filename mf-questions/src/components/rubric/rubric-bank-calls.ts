import type { AssessmentLang, Rubric, RubricBankEntry } from '@mizan/shared';
import { api } from '@mizan/shared/browser';

/** The rubric bank's calls as the editor makes them (staff session; failures reject with ApiError and its sentence). */
export async function findBankRubrics(search: string, lang?: AssessmentLang): Promise<{ rubrics: RubricBankEntry[]; count: number }> {
  return (await api.call('rubricBank', { search, lang })).data;
}

/** A linked question's bank entry as it is now, or null once deleted. */
export async function bankRubric(id: number): Promise<RubricBankEntry | null> {
  return (await api.call('rubricBank', { id })).data.rubrics[0] ?? null;
}

export async function saveRubricToBank(rubric: Rubric, lang: AssessmentLang) {
  return api.call('saveRubric', { lang, rubric });
}

export async function deleteBankRubric(id: number) {
  return api.call('deleteRubric', { id });
}

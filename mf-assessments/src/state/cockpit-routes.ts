/**
 * The addresses of the grading cockpit and the item analysis (ours, issue 4):
 * /dashboard/grading/{examId}?attempt={submission}&question={question id}
 * (where the grader is, so a reload keeps the place) and
 * /dashboard/itemanalysis/{examId}.
 */
export const GRADING_PATH = '/dashboard/grading';
export const ITEM_ANALYSIS_PATH = '/dashboard/itemanalysis';

export function gradingPath(examId: number, place: { attempt?: number; question?: string } = {}): string {
  const query = new URLSearchParams();
  if (place.attempt !== undefined) query.set('attempt', String(place.attempt));
  if (place.question !== undefined) query.set('question', place.question);
  const search = query.toString();
  return `${GRADING_PATH}/${examId}${search ? `?${search}` : ''}`;
}

export const itemAnalysisPath = (examId: number) => `${ITEM_ANALYSIS_PATH}/${examId}`;

/** The assessment id of such an address ('12' of /dashboard/grading/12), or null. */
export function examIdParam(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

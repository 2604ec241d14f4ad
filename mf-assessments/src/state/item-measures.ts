/**
 * How the item analysis reads its figures (docs/decisions.md): the usual
 * classroom rules of thumb for facility (share of the marks applicants got)
 * and discrimination (correlation of the question with the rest of the test).
 */
export type Verdict = 'good' | 'fair' | 'poor';

export function facilityVerdict(facility: number): Verdict {
  if (facility >= 0.3 && facility <= 0.85) return 'good';
  if (facility >= 0.15 && facility <= 0.95) return 'fair';
  return 'poor';
}

export function discriminationVerdict(discrimination: number): Verdict {
  if (discrimination >= 0.3) return 'good';
  if (discrimination >= 0.1) return 'fair';
  return 'poor';
}

export const FACILITY_HELP =
  'Facility: the mean score on this question divided by its total mark. 1 means everyone got full marks, 0 that nobody scored; between 0.3 and 0.85 is usual for a question that tells applicants apart.';

export const DISCRIMINATION_HELP =
  'Discrimination: how closely the score on this question goes with the score on the rest of the test (a correlation from -1 to 1). 0.3 or more means applicants who did well overall also did well here; near 0 or below, the question may be unclear or its answer key wrong.';

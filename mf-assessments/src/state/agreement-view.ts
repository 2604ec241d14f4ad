/** How the agreement report's figures read (the report screen only renders these). */

/** A fraction 0..1 as a whole percent, e.g. 0.75 → "75 %". */
export const asPercent = (fraction: number) => `${Math.round(fraction * 100)} %`;

/** A coefficient to 2 decimals, or "—" when it has no value (one pair, or no spread). */
export const asCoefficient = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** A grader's drift in a batch: how far above (+) or below (−) the standing mark they marked, in % of the mark. */
export const asDrift = (meanSignedDifference: number) =>
  `${meanSignedDifference > 0 ? '+' : meanSignedDifference < 0 ? '−' : '±'}${Math.abs(meanSignedDifference).toFixed(1)} %`;

/** Kappa read in Landis & Koch's words, for the summary line. */
export function kappaWords(kappa: number | null): string {
  if (kappa === null) return 'not enough spread to tell';
  if (kappa < 0) return 'less than chance';
  if (kappa <= 0.2) return 'slight';
  if (kappa <= 0.4) return 'fair';
  if (kappa <= 0.6) return 'moderate';
  if (kappa <= 0.8) return 'substantial';
  return 'almost perfect';
}

import { iccAbsoluteAgreement } from './icc';
import { quadraticKappa } from './quadratic-kappa';

/** Two markers' marks for one answer (or two interviewers' ratings of one criterion). */
export interface MarkPair {
  a: number;
  b: number;
}

/** The scale the marks are on: 0..max in steps of `step` (1 unless given). */
export interface MarkScale {
  max: number;
  step?: number;
}

export interface Agreement {
  /** Pairs counted (pairs with a mark that is not a finite number are left out). */
  count: number;
  /** Fraction 0..1 of pairs with the same mark. */
  exact: number;
  /** Fraction 0..1 of pairs no more than one step apart (exact ones included). */
  adjacent: number;
  /** Mean of |a − b|. */
  meanDifference: number;
  /** Mean of a − b: above 0 when marker a marks higher than marker b. */
  meanSignedDifference: number;
  /** Quadratic-weighted Cohen's kappa on the marks put on the scale's steps; null when undefined. */
  kappaQuadratic: number | null;
  /** ICC(2,1), absolute agreement of single marks, on the marks as given; null when undefined. */
  icc: number | null;
}

const tolerance = 1e-9;

/**
 * How far two markers agree. With no pair every figure is 0 and both coefficients are null; with
 * one pair, or when every mark is the same, the coefficients are null (chance agreement is total,
 * so kappa's 0/0 has no value) — the report shows them as "—".
 */
export function agreementOf(pairs: ReadonlyArray<MarkPair>, scale: MarkScale): Agreement {
  const counted = pairs.filter(({ a, b }) => Number.isFinite(a) && Number.isFinite(b));
  const count = counted.length;
  const step = scale.step && scale.step > 0 ? scale.step : 1;
  if (count === 0) {
    return { count, exact: 0, adjacent: 0, meanDifference: 0, meanSignedDifference: 0, kappaQuadratic: null, icc: null };
  }
  let exact = 0;
  let adjacent = 0;
  let absolute = 0;
  let signed = 0;
  for (const { a, b } of counted) {
    const difference = a - b;
    if (Math.abs(difference) <= tolerance) exact += 1;
    if (Math.abs(difference) <= step + tolerance) adjacent += 1;
    absolute += Math.abs(difference);
    signed += difference;
  }
  const onSteps = counted.map(({ a, b }) => ({ a: toStep(a, step, scale.max), b: toStep(b, step, scale.max) }));
  return {
    count,
    exact: exact / count,
    adjacent: adjacent / count,
    meanDifference: absolute / count,
    meanSignedDifference: signed / count,
    kappaQuadratic: quadraticKappa(onSteps),
    icc: iccAbsoluteAgreement(counted.map(({ a, b }) => [a, b])),
  };
}

/** The step index a mark falls on (nearest step, within 0..max), kappa's category. */
function toStep(mark: number, step: number, max: number): number {
  const top = Math.max(0, Math.round(max / step));
  return Math.min(top, Math.max(0, Math.round(mark / step)));
}

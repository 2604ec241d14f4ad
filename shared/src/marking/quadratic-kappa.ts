/**
 * Cohen's kappa with quadratic weights for two raters' marks on one equally spaced scale.
 *
 * With weights (i - j)² the weighted kappa is 1 − D_o / D_e, where D_o is the mean squared
 * difference of the paired marks and D_e the mean squared difference of every mark of rater a
 * with every mark of rater b (what chance pairing would give). The weights' normaliser
 * (K − 1)² cancels, so the marks themselves can stand for the category indices.
 * Returns null when it is undefined: fewer than two pairs, or no spread at all (D_e = 0).
 */
export function quadraticKappa(pairs: ReadonlyArray<{ a: number; b: number }>): number | null {
  const n = pairs.length;
  if (n < 2) return null;
  let sumA = 0;
  let sumB = 0;
  let sumA2 = 0;
  let sumB2 = 0;
  let observed = 0;
  for (const { a, b } of pairs) {
    sumA += a;
    sumB += b;
    sumA2 += a * a;
    sumB2 += b * b;
    observed += (a - b) ** 2;
  }
  const meanA = sumA / n;
  const meanB = sumB / n;
  // Σ_i Σ_j (a_i − b_j)² / n² = var(a) + var(b) + (mean a − mean b)², population variances.
  const expected = sumA2 / n - meanA ** 2 + (sumB2 / n - meanB ** 2) + (meanA - meanB) ** 2;
  if (expected <= 1e-12) return null;
  return 1 - observed / n / expected;
}

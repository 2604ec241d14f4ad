/**
 * Intraclass correlation for absolute agreement of single ratings: Shrout & Fleiss's ICC(2,1),
 * McGraw & Wong's ICC(A,1), from a two-way ANOVA of n targets (rows) each rated by the same
 * k raters (columns). Suits continuous marks, where kappa's categories do not.
 * Returns null when it is undefined: fewer than two targets or raters, or no variance at all.
 */
export function iccAbsoluteAgreement(ratings: ReadonlyArray<ReadonlyArray<number>>): number | null {
  const n = ratings.length;
  const k = ratings[0]?.length ?? 0;
  if (n < 2 || k < 2 || ratings.some((row) => row.length !== k)) return null;
  const grand = ratings.reduce((sum, row) => sum + row.reduce((s, x) => s + x, 0), 0) / (n * k);
  let rowsSquares = 0;
  let totalSquares = 0;
  for (const row of ratings) {
    const rowMean = row.reduce((s, x) => s + x, 0) / k;
    rowsSquares += k * (rowMean - grand) ** 2;
    for (const x of row) totalSquares += (x - grand) ** 2;
  }
  let ratersSquares = 0;
  for (let j = 0; j < k; j++) {
    const columnMean = ratings.reduce((s, row) => s + row[j], 0) / n;
    ratersSquares += n * (columnMean - grand) ** 2;
  }
  const errorSquares = Math.max(0, totalSquares - rowsSquares - ratersSquares);
  const msRows = rowsSquares / (n - 1);
  const msRaters = ratersSquares / (k - 1);
  const msError = errorSquares / ((n - 1) * (k - 1));
  const denominator = msRows + (k - 1) * msError + (k * (msRaters - msError)) / n;
  if (Math.abs(denominator) <= 1e-12) return null;
  return (msRows - msError) / denominator;
}

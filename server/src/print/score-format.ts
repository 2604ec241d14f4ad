/** A score as printed: up to 2 decimals, no trailing zeros; empty when there is none. */
export function score(value: number | null): string {
  return value === null ? '' : value.toFixed(2).replace(/\.?0+$/, '');
}

/**
 * The mean to 2 decimals, '–' when there is nothing to average. Scores have
 * at most 2 decimals, so they are summed as whole hundredths: the same
 * applicants give the same average in any order.
 */
export function average(values: readonly (number | null)[]): string {
  const numbers = values.filter((value): value is number => value !== null);
  if (numbers.length === 0) return '–';
  const hundredths = numbers.reduce((sum, value) => sum + Math.round(value * 100), 0);
  return (Math.round(hundredths / numbers.length) / 100).toFixed(2);
}

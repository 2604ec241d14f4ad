/**
 * A json/jsonb column's value: both drivers answer it parsed; a string (never
 * expected) is parsed too; null, or a string that is not JSON, is `fallback`.
 */
export function jsonColumn<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return fallback;
    }
  }
  return value as T;
}

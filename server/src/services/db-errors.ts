/** PostgreSQL's unique_violation (both drivers carry the SQLSTATE in `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

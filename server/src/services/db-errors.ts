/** PostgreSQL's unique_violation (both drivers carry the SQLSTATE in `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Socket errors of a database that is down or cut off. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres, Kysely and PGlite say when there is no database to talk to. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Query read timeout$/,
  /Client has encountered a connection error and is not queryable/,
  /^driver has already been destroyed$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * True when a query failed because the database could not be reached (it is
 * restarting, or the network to it dropped), not because of the query: the
 * caller should try again shortly. SQLSTATE class 08 is a connection
 * exception; 57P01–57P03 are the server shutting down or starting.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, name } = error as { code?: unknown; message?: unknown; name?: unknown };
  // ioredis giving up on a command while Redis (the sign-in limit's store) is down.
  if (name === 'MaxRetriesPerRequestError') return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/* How the shell matches an address against a route of the route table (PATHS in @mizan/shared). */

/** '/Dashboard/User/' and '/dashboard/user' are the same route. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (trimmed || '/').toLowerCase();
}

/** Exact match, or prefix match for a pattern ending in '/*'. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (pattern.endsWith('/*')) {
    const base = normalizePath(pattern.slice(0, -2));
    return path === base || path.startsWith(`${base}/`);
  }
  return path === normalizePath(pattern);
}

export function samePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

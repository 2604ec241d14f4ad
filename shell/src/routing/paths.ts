/** Routes the shell itself owns (SPEC §2). */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const DASHBOARD_PATH = '/dashboard';
/** Where a signed-in staff member lands (SPEC §2). */
export const DEFAULT_LANDING_PATH = '/dashboard/Applicants';
export const PRIVACY_PATH = '/dashboard/privacy';
export const TERMS_PATH = '/dashboard/terms';
/** SPEC §2 lists /sidnav without its purpose: the side menu as a page of its own (docs/decisions.md). */
export const SIDE_NAV_PATH = '/sidnav';

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

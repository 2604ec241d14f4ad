import { PATHS, type PermissionFlag, type PermissionFlags } from '@mizan/shared';
import { REMOTE_APPS, type RemoteApp } from '../spa/remote-apps';
import { matchesRoute, samePath } from './match-route';
import { missingFlagFor } from './route-access';

/** What the shell shows for an address, or where it sends the visitor instead. */
export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'home' }
  | { kind: 'privacy' }
  | { kind: 'terms' }
  | { kind: 'sideNav' }
  | { kind: 'remote'; app: RemoteApp }
  | { kind: 'noAccess'; flag: PermissionFlag }
  | { kind: 'notFound' };

export function remoteForPath(pathname: string): RemoteApp | undefined {
  return REMOTE_APPS.find((app) => app.routes.some((route) => matchesRoute(route, pathname)));
}

/**
 * The route guard (SPEC §2, ARCHITECTURE §4). Anonymous visitors reach only
 * the public remote's routes (/login, /apply…, /assessment: mf_exam);
 * everything else sends them to /login. Signed in, '/', '/login' and
 * '/dashboard' lead to the default landing route; a page whose flag the user
 * lacks is "no access" (route-access.ts); unknown routes are "not found".
 */
export function resolveRoute(pathname: string, signedIn: boolean, flags: PermissionFlags): RouteDecision {
  const remote = remoteForPath(pathname);
  const isPublic = remote?.audience === 'public';
  if (!signedIn) return isPublic ? { kind: 'remote', app: remote } : { kind: 'redirect', to: PATHS.login };
  if (isPublic && !samePath(pathname, PATHS.login)) return { kind: 'remote', app: remote };

  if (['/', PATHS.login, PATHS.dashboard].some((path) => samePath(pathname, path))) {
    return { kind: 'redirect', to: PATHS.defaultLanding };
  }
  if (samePath(pathname, PATHS.home)) return { kind: 'home' };
  if (samePath(pathname, PATHS.privacy)) return { kind: 'privacy' };
  if (samePath(pathname, PATHS.terms)) return { kind: 'terms' };
  if (samePath(pathname, PATHS.sideNav)) return { kind: 'sideNav' };
  const missing = missingFlagFor(pathname, flags);
  if (missing) return { kind: 'noAccess', flag: missing };
  if (remote) return { kind: 'remote', app: remote };
  return { kind: 'notFound' };
}

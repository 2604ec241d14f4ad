import type { PermissionFlag, PermissionFlags } from '@mizan/shared';
import { REMOTE_APPS, type RemoteApp } from '../spa/remote-apps';
import {
  DASHBOARD_PATH,
  DEFAULT_LANDING_PATH,
  HOME_PATH,
  LOGIN_PATH,
  PRIVACY_PATH,
  SIDE_NAV_PATH,
  TERMS_PATH,
  matchesRoute,
  samePath,
} from './paths';
import { missingFlagFor } from './route-access';

/** What the shell shows for an address, or where it sends the visitor instead. */
export type RouteDecision =
  | { kind: 'redirect'; to: string }
  | { kind: 'login' }
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
 * /login and the public remotes' routes (/apply…, /assessment); everything
 * else sends them to /login. Signed in, '/', '/login' and '/dashboard' lead
 * to the default landing route; a page whose flag the user lacks is "no
 * access" (route-access.ts); unknown routes are "not found".
 */
export function resolveRoute(pathname: string, signedIn: boolean, flags: PermissionFlags): RouteDecision {
  const remote = remoteForPath(pathname);
  if (remote?.audience === 'public') return { kind: 'remote', app: remote };

  if (!signedIn) return samePath(pathname, LOGIN_PATH) ? { kind: 'login' } : { kind: 'redirect', to: LOGIN_PATH };

  if (['/', LOGIN_PATH, DASHBOARD_PATH].some((path) => samePath(pathname, path))) {
    return { kind: 'redirect', to: DEFAULT_LANDING_PATH };
  }
  if (samePath(pathname, HOME_PATH)) return { kind: 'home' };
  if (samePath(pathname, PRIVACY_PATH)) return { kind: 'privacy' };
  if (samePath(pathname, TERMS_PATH)) return { kind: 'terms' };
  if (samePath(pathname, SIDE_NAV_PATH)) return { kind: 'sideNav' };
  const missing = missingFlagFor(pathname, flags);
  if (missing) return { kind: 'noAccess', flag: missing };
  if (remote) return { kind: 'remote', app: remote };
  return { kind: 'notFound' };
}

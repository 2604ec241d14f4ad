import type { PermissionFlag } from '../domain/permissions';

/**
 * Who may make a call. Every contract entry states one, and a table-driven
 * server test checks each is enforced: 401 without a valid token, 403
 * without the flag.
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'flag'; flag: PermissionFlag }
  /** Any one of these flags will do (e.g. updateinfo or movetoschool); the handler may narrow further. */
  | { kind: 'anyFlag'; flags: readonly PermissionFlag[] };

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_IN: Access = { kind: 'signedIn' };
export const requiresFlag = (flag: PermissionFlag): Access => ({ kind: 'flag', flag });
export const requiresAnyFlag = (...flags: PermissionFlag[]): Access => ({ kind: 'anyFlag', flags });

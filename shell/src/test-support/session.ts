import type { PermissionFlag } from '@mizan/shared';
import { sessionEnded, sessionRefreshed, store } from '@mizan/shared/browser';

/**
 * An unsigned JWT carrying the claims the server would sign, as the readable
 * quizsession cookie holds them: the browser only decodes the claims to draw
 * the menu, it never checks the signature.
 */
export function fakeToken(
  flags: readonly PermissionFlag[],
  options: { name?: string; userName?: string; role?: number; expiresInSeconds?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: '7',
    ver: 1,
    iat: now,
    exp: now + (options.expiresInSeconds ?? 3600),
    data: { userRole: String(options.role ?? 1), UserId: 7, UserName: options.userName ?? 'amal', Name: options.name ?? 'Amal Haddad' },
    ...Object.fromEntries(flags.map((flag) => [flag, '1'])),
  };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.unsigned`;
}

export const ADMIN_FLAGS: readonly PermissionFlag[] = [
  'exam',
  'ans',
  'usermanagement',
  'download',
  'st',
  'updateinfo',
  'interview',
  'movetoschool',
  'decide',
];
export const TEACHER_FLAGS: readonly PermissionFlag[] = ['exam', 'ans'];
export const GRADER_FLAGS: readonly PermissionFlag[] = ['ans'];

export function signInAs(flags: readonly PermissionFlag[], options?: Parameters<typeof fakeToken>[1]): void {
  store.dispatch(sessionRefreshed(fakeToken(flags, options)));
}

export function signOutLocally(): void {
  store.dispatch(sessionEnded());
}

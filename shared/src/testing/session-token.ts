import type { PermissionFlag } from '../domain/permissions';

export interface TokenOwner {
  userId?: number;
  userName?: string;
  name?: string;
  roleId?: number;
  flags?: readonly PermissionFlag[];
}

/**
 * An unsigned session token as the browser decodes it (the browser never
 * checks the signature; the server does). Defaults: the admin, no flags.
 */
export function unsignedSessionToken({
  userId = 1,
  userName = 'admin',
  name = 'Head Office',
  roleId = 1,
  flags = [],
}: TokenOwner = {}): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims: Record<string, unknown> = {
    sub: String(userId),
    ver: 0,
    iat: 1,
    exp: 4102444800,
    data: { userRole: String(roleId), UserId: userId, UserName: userName, Name: name },
  };
  for (const flag of flags) claims[flag] = '1';
  return `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;
}

import { SignJWT, jwtVerify, errors } from 'jose';
import type { PermissionFlag, TokenClaims } from '@mizan/shared';

/** A session lasts 12 hours, or 14 days when 'Remember Me ?' was ticked. */
export const SESSION_SECONDS = 12 * 60 * 60;
export const REMEMBERED_SESSION_SECONDS = 14 * 24 * 60 * 60;

export interface TokenSubject {
  id: number;
  username: string;
  displayname: string;
  roleId: number;
  tokenVersion: number;
  flags: readonly PermissionFlag[];
}

export interface VerifiedToken {
  userId: number;
  tokenVersion: number;
  issuedAt: number;
  expiresAt: number;
}

/** Signs and checks the HS256 JWT kept in the `quiztoken` cookie (claims: shared `TokenClaims`). */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A token for `subject`; it expires at `expiresAt` (seconds) or after `lifetimeSeconds`. */
  async sign(subject: TokenSubject, expiry: { lifetimeSeconds: number } | { expiresAt: number }, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    const expiresAt = 'expiresAt' in expiry ? expiry.expiresAt : issuedAt + expiry.lifetimeSeconds;
    const flagClaims: Partial<Record<PermissionFlag, '1'>> = {};
    for (const flag of subject.flags) flagClaims[flag] = '1';
    const claims: Omit<TokenClaims, 'sub' | 'exp' | 'iat'> = {
      ver: subject.tokenVersion,
      data: {
        userRole: String(subject.roleId),
        UserId: subject.id,
        UserName: subject.username,
        Name: subject.displayname,
      },
      ...flagClaims,
    };
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(subject.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** The token's subject and version, or null when the signature, shape or expiry is wrong. */
  async verify(token: string): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isInteger(userId) || typeof tokenVersion !== 'number') return null;
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return null;
      return { userId, tokenVersion, issuedAt: payload.iat, expiresAt: payload.exp };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

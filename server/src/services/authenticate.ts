import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PERMISSION_FLAG_LABELS, type Access, type PermissionFlag } from '@mizan/shared';
import type { Database, UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { TokenService, VerifiedToken } from './tokens';
import { findUserById, grantedFlags } from './user-records';

/** The signed-in staff member making a call, as the database knows them now. */
export interface Caller {
  user: UserRow;
  /** Taken from the database row, not the token: a removed flag stops working at the next call. */
  flags: readonly PermissionFlag[];
  /** The bearer token the call carried. */
  token: string;
  session: VerifiedToken;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_INVALID = 'Your session is not valid or has expired. Please sign in again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export function missingFlagMessage(flag: PermissionFlag): string {
  return `You do not have the "${PERMISSION_FLAG_LABELS[flag]}" permission needed for this.`;
}

/** For calls any one of several flags opens (access kind 'anyFlag'). */
export function missingAnyFlagMessage(flags: readonly PermissionFlag[]): string {
  const labels = flags.map((flag) => `"${PERMISSION_FLAG_LABELS[flag]}"`);
  const list = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}` : labels.join('');
  return `You need the ${list} permission for this.`;
}

/**
 * Staff calls authenticate ONLY with `Authorization: Bearer <token>`, never
 * with the `quiztoken` cookie. The cookie is SameSite=None (SPEC §6), so a
 * browser would attach it to requests that other sites trigger; a header is
 * something only our own scripts can add, which makes cross-site request
 * forgery impossible without a CSRF token (docs/security.md).
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Check a call's access rule. Public calls pass with no caller; every other
 * call needs a valid token for an existing, enabled account whose token
 * version still matches, and, for flag calls, that flag (for anyFlag calls,
 * one of those flags) in the database.
 */
export async function authenticate(
  request: FastifyRequest,
  access: Access,
  db: Kysely<Database>,
  tokens: TokenService,
): Promise<Caller | null> {
  if (access.kind === 'public') return null;
  return authenticateToken(bearerToken(request), access, db, tokens);
}

/**
 * The same checks for a token found elsewhere: the print pages read it from
 * the quiztoken cookie (read-only GETs; docs/security.md explains why that
 * is safe there and nowhere else).
 */
export async function authenticateToken(
  token: string | null,
  access: Access,
  db: Kysely<Database>,
  tokens: TokenService,
): Promise<Caller | null> {
  if (access.kind === 'public') return null;
  if (!token) throw unauthorized(SIGN_IN_REQUIRED);
  const session = await tokens.verify(token);
  if (!session) throw unauthorized(SESSION_INVALID);
  const user = await findUserById(db, session.userId);
  // An account that must choose its own password has no session until it does (routes/password-choice.ts).
  if (!user || user.disabled || user.must_change_password || user.token_version !== session.tokenVersion) {
    throw unauthorized(SESSION_ENDED);
  }
  const flags = grantedFlags(user);
  if (access.kind === 'flag' && !flags.includes(access.flag)) throw forbidden(missingFlagMessage(access.flag));
  if (access.kind === 'anyFlag' && !access.flags.some((flag) => flags.includes(flag))) {
    throw forbidden(missingAnyFlagMessage(access.flags));
  }
  return { user, flags, token, session };
}

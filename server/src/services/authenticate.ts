import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CSRF_HEADER,
  CSRF_PROOF_MISSING_CODE,
  PERMISSION_FLAG_LABELS,
  SESSION_COOKIE,
  type Access,
  type PermissionFlag,
} from '@mizan/shared';
import type { Database, UserRow } from '../db/schema';
import { HttpError, forbidden, unauthorized } from '../errors';
import { isCsrfProofOf } from './csrf-proof';
import type { TokenService, VerifiedToken } from './tokens';
import { findUserById, grantedFlags } from './user-records';

/** The signed-in staff member making a call, as the database knows them now. */
export interface Caller {
  user: UserRow;
  /** Taken from the database row, not the token: a removed flag stops working at the next call. */
  flags: readonly PermissionFlag[];
  /** The token the call carried, in its Authorization header or its `quiztoken` cookie. */
  token: string;
  /**
   * How it came: 'bearer' from a caller that holds the token itself (a
   * program), 'cookie' from a browser, whose scripts are never given it.
   */
  carriedBy: 'bearer' | 'cookie';
  session: VerifiedToken;
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_INVALID = 'Your session is not valid or has expired. Please sign in again.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const CSRF_PROOF_MISSING =
  'This call came with the session cookie but without its proof that it came from Mizan itself (the X-CSRF-Token header). Reload the page, or sign in again.';

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
 * A non-public call proves who it is in one of two ways (docs/security.md,
 * "Sessions"):
 * - `Authorization: Bearer <token>`, for programs that hold the token. A
 *   browser never adds that header by itself, so it needs no CSRF proof.
 * - the HttpOnly `quiztoken` cookie, which a browser sends by itself, also
 *   with requests another site's page makes (SameSite=None, SPEC §6). So it
 *   counts only together with the X-CSRF-Token header holding the token's
 *   proof: only our own scripts can read `quizcsrf` and add the header.
 *   Without it the call answers 403 before anything is looked up.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The token a call carries and how, or null; a cookie without its CSRF proof is refused with 403. */
function presentedToken(request: FastifyRequest): { token: string; carriedBy: Caller['carriedBy'] } | null {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, carriedBy: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const proof = request.headers[CSRF_HEADER.toLowerCase()];
  if (!isCsrfProofOf(cookie, Array.isArray(proof) ? proof[0] : proof)) {
    throw new HttpError(403, CSRF_PROOF_MISSING, {}, CSRF_PROOF_MISSING_CODE);
  }
  return { token: cookie, carriedBy: 'cookie' };
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
  const presented = presentedToken(request);
  if (!presented) throw unauthorized(SIGN_IN_REQUIRED);
  return authenticateToken(presented.token, access, db, tokens, presented.carriedBy);
}

/**
 * The same checks for a token found elsewhere: the print pages read it from
 * the quiztoken cookie without a CSRF proof, since a link cannot send one
 * (read-only GETs; docs/security.md explains why that is safe there and
 * nowhere else).
 */
export async function authenticateToken(
  token: string | null,
  access: Access,
  db: Kysely<Database>,
  tokens: TokenService,
  carriedBy: Caller['carriedBy'] = 'cookie',
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
  return { user, flags, token, carriedBy, session };
}

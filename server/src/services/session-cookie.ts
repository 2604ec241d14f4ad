import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { CSRF_COOKIE, SESSION_COOKIE, SESSION_VIEW_COOKIE } from '@mizan/shared';
import { csrfProofOf } from './csrf-proof';

/**
 * The session's three cookies, all Path=/, SameSite=None, Secure (SPEC §6/§9)
 * and of one lifetime: without 'Remember Me ?' they end with the browser; with
 * it, they live as long as the token (Max-Age).
 *
 * - `quiztoken`: the signed token, HttpOnly, so no script can read or carry it off;
 * - `quizsession`: the token without its signature, which the browser decodes
 *   to draw the menu (SPEC §6's flags) and which proves nothing to the server;
 * - `quizcsrf`: the token's CSRF proof, which our scripts send back as
 *   X-CSRF-Token with every call that relies on the cookie.
 */
function cookieOptions(httpOnly: boolean, maxAgeSeconds: number | null): CookieSerializeOptions {
  return {
    path: '/',
    sameSite: 'none',
    secure: true,
    httpOnly,
    ...(maxAgeSeconds !== null ? { maxAge: Math.max(0, Math.floor(maxAgeSeconds)) } : {}),
  };
}

/** The token without its signature: what scripts may know of the session. */
export function unsignedTokenOf(token: string): string {
  return token.split('.').slice(0, 2).join('.');
}

export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number | null): void {
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(true, maxAgeSeconds));
  reply.setCookie(SESSION_VIEW_COOKIE, unsignedTokenOf(token), cookieOptions(false, maxAgeSeconds));
  reply.setCookie(CSRF_COOKIE, csrfProofOf(token), cookieOptions(false, maxAgeSeconds));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(true, null));
  reply.clearCookie(SESSION_VIEW_COOKIE, cookieOptions(false, null));
  reply.clearCookie(CSRF_COOKIE, cookieOptions(false, null));
}

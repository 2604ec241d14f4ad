import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '@mizan/shared';

/**
 * `quiztoken` as SPEC §6/§9 sets it: Path=/, SameSite=None, Secure, and NOT
 * HttpOnly, because the browser decodes the flags in it to draw the menu.
 * Without 'Remember Me ?' it is a session cookie that ends with the browser;
 * with it, it lives as long as the token (Max-Age).
 */
export function setSessionCookie(reply: FastifyReply, token: string, maxAgeSeconds: number | null): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    sameSite: 'none',
    secure: true,
    httpOnly: false,
    ...(maxAgeSeconds !== null ? { maxAge: Math.max(0, Math.floor(maxAgeSeconds)) } : {}),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', sameSite: 'none', secure: true, httpOnly: false });
}

import { SESSION_COOKIE } from '../domain/session';
import { decodeTokenClaims, isExpired } from '../domain/token';

/** The `quiztoken` cookie's value, or null. The server sets it; the browser reads and clears it. */
export function readSessionCookie(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SESSION_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

export function clearSessionCookie(): void {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=None; Secure`;
}

/** Whether this browser holds a staff session that has not expired (read from the cookie, not verified). */
export function hasLiveSessionCookie(cookies: string = document.cookie): boolean {
  const token = readSessionCookie(cookies);
  return token !== null && !isExpired(decodeTokenClaims(token));
}

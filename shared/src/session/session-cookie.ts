import { CSRF_COOKIE, SESSION_VIEW_COOKIE } from '../domain/session';
import { decodeTokenClaims, isExpired } from '../domain/token';

/**
 * The session cookies scripts may read. The token itself (`quiztoken`) is
 * HttpOnly: the browser sends it, no script of ours or anyone's can read it.
 */

/** A cookie's value, or null when it is absent or empty. */
export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}

/** `quizsession`: the session token without its signature, to draw the menu from. Not a credential. */
export function readSessionView(cookies: string = document.cookie): string | null {
  return readCookie(SESSION_VIEW_COOKIE, cookies);
}

/** `quizcsrf`: the proof every call that relies on the session cookie sends back as X-CSRF-Token. */
export function readCsrfProof(cookies: string = document.cookie): string | null {
  return readCookie(CSRF_COOKIE, cookies);
}

/**
 * Forget the readable session cookies in this browser. The HttpOnly token is
 * out of a script's reach: `logout` clears it on the server's answer, and
 * without its proof it opens no call.
 */
export function clearReadableSessionCookies(): void {
  for (const name of [SESSION_VIEW_COOKIE, CSRF_COOKIE]) {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=None; Secure`;
  }
}

/** Whether this browser holds a staff session that has not expired (read from quizsession, not verified). */
export function hasLiveSessionCookie(cookies: string = document.cookie): boolean {
  const view = readSessionView(cookies);
  return view !== null && !isExpired(decodeTokenClaims(view));
}

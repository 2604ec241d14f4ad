import { CSRF_COOKIE, SESSION_VIEW_COOKIE } from '../domain/session';

/** The CSRF proof a signed-in test browser holds in its `quizcsrf` cookie. */
export const TEST_CSRF_PROOF = 'test-csrf-proof';

/**
 * The readable cookies the server sets at sign-in (`quizsession` and
 * `quizcsrf`; the HttpOnly token is the browser's business, not the page's).
 */
export function setTestSessionCookies(unsignedToken: string): void {
  document.cookie = `${SESSION_VIEW_COOKIE}=${unsignedToken}; Path=/`;
  document.cookie = `${CSRF_COOKIE}=${TEST_CSRF_PROOF}; Path=/`;
}

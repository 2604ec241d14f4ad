import type { LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE, SESSION_VIEW_COOKIE } from '@mizan/shared';
import { csrfProofOf } from '../services/csrf-proof';
import { unsignedTokenOf } from '../services/session-cookie';
import { setCookieHeader, type TestApp } from './test-app';

/** What a browser holds after signing in: the session cookies the server set. */
export interface BrowserSession {
  /** The HttpOnly `quiztoken` cookie's value (the signed token). */
  token: string;
  /** The readable `quizsession` cookie's value. */
  view: string;
  /** The readable `quizcsrf` cookie's value, which our scripts send as X-CSRF-Token. */
  csrfProof: string;
}

/** The value a Set-Cookie header gives `name`, or undefined. */
export function cookieValue(response: LightMyRequestResponse, name: string): string | undefined {
  const header = setCookieHeader(response, name);
  return header === undefined ? undefined : decodeURIComponent(header.slice(name.length + 1).split(';')[0]);
}

/**
 * The session cookies of a sign-in (or refresh) answer; throws when one is
 * missing. Given a token, the cookies the server would set for it.
 */
export function browserSessionOf(answerOrToken: LightMyRequestResponse | string): BrowserSession {
  if (typeof answerOrToken === 'string') {
    return { token: answerOrToken, view: unsignedTokenOf(answerOrToken), csrfProof: csrfProofOf(answerOrToken) };
  }
  const response = answerOrToken;
  const token = cookieValue(response, SESSION_COOKIE);
  const view = cookieValue(response, SESSION_VIEW_COOKIE);
  const csrfProof = cookieValue(response, CSRF_COOKIE);
  if (!token || !view || !csrfProof) throw new Error(`The answer did not set the session cookies: ${response.headers['set-cookie']}`);
  return { token, view, csrfProof };
}

/** Sign in as a browser does (through auth/login.php) and keep the cookies it sets. */
export async function signInAsBrowser(t: TestApp, user: string, pass: string): Promise<BrowserSession> {
  const response = await t.call('login', { user, pass });
  if (response.statusCode !== 200) throw new Error(`Sign-in as ${user} failed: ${response.statusCode} ${response.body}`);
  return browserSessionOf(response);
}

/**
 * The headers a browser sends with a call: the `quiztoken` cookie always (the
 * browser adds it by itself, also to requests other sites make), and the
 * X-CSRF-Token header only when our own script makes the call (`proof`).
 */
export function browserHeaders(session: BrowserSession, proof: string | null = session.csrfProof): Record<string, string> {
  return { cookie: `${SESSION_COOKIE}=${session.token}`, ...(proof === null ? {} : { [CSRF_HEADER.toLowerCase()]: proof }) };
}

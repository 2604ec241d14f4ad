import { PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_CODE, type AnswerOf, type LoginRequest } from '@mizan/shared';
import type { FastifyReply } from 'fastify';
import type { AppServices } from '../app-services';
import type { UserRow } from '../db/schema';
import { HttpError } from '../errors';
import { provePassword } from '../services/password-proof';
import { clearSessionCookie, setSessionCookie } from '../services/session-cookie';
import { REMEMBERED_SESSION_SECONDS, SESSION_SECONDS, type TokenSubject } from '../services/tokens';
import { grantedFlags, toSessionUser } from '../services/user-records';
import { signedIn, type CallContext, type Handlers } from './handler';

export function tokenSubject(user: UserRow): TokenSubject {
  return {
    id: user.id,
    username: user.username,
    displayname: user.displayname,
    roleId: user.role_id,
    tokenVersion: user.token_version,
    flags: grantedFlags(user),
  };
}

/**
 * Sign in with a username or e-mail (`auth/login.php` and `account/login`),
 * under the sign-in limits (services/password-proof.ts). An account whose
 * password someone else set gets no session: 403 with
 * PASSWORD_CHANGE_REQUIRED_CODE, and the sign-in page asks for its own
 * password (`auth/choosepassword.php`, routes/password-choice.ts).
 */
async function signIn({ data, request, reply, services }: CallContext<LoginRequest>): Promise<AnswerOf<'login'>> {
  const user = await provePassword(services, request, data);
  if (user.must_change_password) throw new HttpError(403, PASSWORD_CHANGE_REQUIRED, {}, PASSWORD_CHANGE_REQUIRED_CODE);
  return openSession(services, reply, user, data.remember === true);
}

/**
 * A session for `user`, whose password was just proven: the token in the
 * session cookies and the answer, and this browser remembered as one that
 * signed in to the account (services/known-browsers.ts).
 */
export async function openSession(
  services: Pick<AppServices, 'tokens' | 'knownBrowsers'>,
  reply: FastifyReply,
  user: UserRow,
  remember: boolean,
): Promise<AnswerOf<'login'>> {
  const lifetimeSeconds = remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
  const token = await services.tokens.sign(tokenSubject(user), { lifetimeSeconds });
  setSessionCookie(reply, token, remember ? lifetimeSeconds : null);
  await services.knownBrowsers.remember(reply, user);
  return { data: token };
}

export const authHandlers = {
  login: signIn,
  accountLogin: signIn,

  /**
   * A fresh token with the flags the user holds now. It keeps the old
   * token's expiry, so refreshing never lengthens a session. A browser
   * (signed in by cookie) gets it only in its cookies and `data: null`:
   * scripts are never handed the token (docs/security.md, "Sessions").
   */
  refreshRoles: async ({ caller, reply, services }) => {
    const { user, session, carriedBy } = signedIn(caller);
    const token = await services.tokens.sign(tokenSubject(user), { expiresAt: session.expiresAt });
    const remembered = session.expiresAt - session.issuedAt > SESSION_SECONDS;
    setSessionCookie(reply, token, remembered ? session.expiresAt - Date.now() / 1000 : null);
    return { data: carriedBy === 'bearer' ? token : null };
  },

  /** The token back to a program that sent it; a browser's scripts get `token: null` (it stays HttpOnly). */
  currentAuth: async ({ caller }) => {
    const { user, token, carriedBy } = signedIn(caller);
    return { data: { token: carriedBy === 'bearer' ? token : null }, userName: user.username };
  },

  logout: async ({ reply }) => {
    clearSessionCookie(reply);
    return { msg: 'You have signed out.' };
  },

  sessionUser: async ({ caller }) => ({ data: toSessionUser(signedIn(caller).user) }),
} satisfies Pick<Handlers, 'login' | 'accountLogin' | 'refreshRoles' | 'currentAuth' | 'logout' | 'sessionUser'>;

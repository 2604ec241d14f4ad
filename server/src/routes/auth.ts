import { WRONG_CREDENTIALS, type AnswerOf, type LoginRequest } from '@mizan/shared';
import type { UserRow } from '../db/schema';
import { tooManyRequests, unauthorized } from '../errors';
import { TOO_MANY_ATTEMPTS } from '../services/login-throttle';
import { spendVerifyTime, verifyPassword } from '../services/passwords';
import { clearSessionCookie, setSessionCookie } from '../services/session-cookie';
import { REMEMBERED_SESSION_SECONDS, SESSION_SECONDS, type TokenSubject } from '../services/tokens';
import { findUserForSignIn, grantedFlags, toSessionUser } from '../services/user-records';
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
 * Sign in with a username or e-mail (`auth/login.php` and `account/login`).
 * A wrong username and a wrong password answer the same sentence after the
 * same argon2 work, so the answer does not reveal which accounts exist.
 */
async function signIn({ data, request, reply, services }: CallContext<LoginRequest>): Promise<AnswerOf<'login'>> {
  const user = await findUserForSignIn(services.db, data.user);
  // Count failures against the account when there is one, so typing its
  // e-mail instead of its username does not buy ten more guesses.
  const throttleName = user ? user.username : data.user;
  if (await services.loginThrottle.isLocked(throttleName, request.ip)) throw tooManyRequests(TOO_MANY_ATTEMPTS);

  let passwordMatches = false;
  if (user && !user.disabled) passwordMatches = await verifyPassword(user.password_hash, data.pass);
  else await spendVerifyTime(data.pass);

  if (!user || !passwordMatches) {
    await services.loginThrottle.recordFailure(throttleName, request.ip);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  await services.loginThrottle.recordSuccess(throttleName);

  const lifetimeSeconds = data.remember ? REMEMBERED_SESSION_SECONDS : SESSION_SECONDS;
  const token = await services.tokens.sign(tokenSubject(user), { lifetimeSeconds });
  setSessionCookie(reply, token, data.remember ? lifetimeSeconds : null);
  return { data: token };
}

export const authHandlers = {
  login: signIn,
  accountLogin: signIn,

  /**
   * A fresh token with the flags the user holds now. It keeps the old
   * token's expiry, so refreshing never lengthens a session.
   */
  refreshRoles: async ({ caller, reply, services }) => {
    const { user, session } = signedIn(caller);
    const token = await services.tokens.sign(tokenSubject(user), { expiresAt: session.expiresAt });
    const remembered = session.expiresAt - session.issuedAt > SESSION_SECONDS;
    setSessionCookie(reply, token, remembered ? session.expiresAt - Date.now() / 1000 : null);
    return { data: token };
  },

  currentAuth: async ({ caller }) => {
    const { user, token } = signedIn(caller);
    return { data: { token }, userName: user.username };
  },

  logout: async ({ reply }) => {
    clearSessionCookie(reply);
    return { msg: 'You have signed out.' };
  },

  sessionUser: async ({ caller }) => ({ data: toSessionUser(signedIn(caller).user) }),
} satisfies Pick<Handlers, 'login' | 'accountLogin' | 'refreshRoles' | 'currentAuth' | 'logout' | 'sessionUser'>;

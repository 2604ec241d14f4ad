import { WRONG_CREDENTIALS, type AnswerOf, type LoginRequest } from '@mizan/shared';
import type { UserRow } from '../db/schema';
import { tooManyRequests, unauthorized } from '../errors';
import { spendVerifyTime, verifyPassword } from '../services/passwords';
import { clearSessionCookie, setSessionCookie } from '../services/session-cookie';
import { TOO_MANY_ATTEMPTS } from '../services/sign-in-limits';
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
  const attempt = { account: user ? user.username : data.user, ip: request.ip, sign: (request.body as { sign: string }).sign };
  // Counted before the password is checked, so a burst of guesses gets no more checks than the limit.
  const admission = await services.signInLimits.admit(attempt);
  if (!admission.admitted) throw tooManyRequests(TOO_MANY_ATTEMPTS, admission.retryAfterMs);

  let passwordMatches = false;
  if (user && !user.disabled) passwordMatches = await verifyPassword(user.password_hash, data.pass);
  else await spendVerifyTime(data.pass);

  if (!user || !passwordMatches) throw unauthorized(WRONG_CREDENTIALS);
  await services.signInLimits.succeeded(attempt);

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

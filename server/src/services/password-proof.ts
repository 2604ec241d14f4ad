import { WRONG_CREDENTIALS } from '@mizan/shared';
import type { FastifyRequest } from 'fastify';
import type { AppServices } from '../app-services';
import type { UserRow } from '../db/schema';
import { tooManyRequests, unauthorized } from '../errors';
import { spendVerifyTime, verifyPassword } from './passwords';
import { TOO_MANY_ATTEMPTS } from './sign-in-limits';
import { findUserForSignIn } from './user-records';

/**
 * The account whose password `credentials` proves, under the sign-in limits
 * (the sign-in and choosing one's own password both start here). A wrong
 * username and a wrong password answer the same sentence after the same
 * argon2 work, so the answer does not reveal which accounts exist.
 */
export async function provePassword(
  services: Pick<AppServices, 'db' | 'signInLimits' | 'knownBrowsers'>,
  request: FastifyRequest,
  credentials: { user: string; pass: string },
): Promise<UserRow> {
  const user = await findUserForSignIn(services.db, credentials.user);
  const attempt = {
    // Count failures against the account when there is one, so typing its
    // e-mail instead of its username does not buy ten more guesses.
    account: user ? user.username : credentials.user,
    ip: request.ip,
    sign: (request.body as { sign: string }).sign,
    knownBrowser: user ? await services.knownBrowsers.recognise(request, user) : null,
  };
  // Counted before the password is checked, so a burst of guesses gets no more checks than the limit.
  const admission = await services.signInLimits.admit(attempt);
  if (!admission.admitted) throw tooManyRequests(TOO_MANY_ATTEMPTS, admission.retryAfterMs);

  let passwordMatches = false;
  if (user && !user.disabled) passwordMatches = await verifyPassword(user.password_hash, credentials.pass);
  else await spendVerifyTime(credentials.pass);

  if (!user || !passwordMatches) throw unauthorized(WRONG_CREDENTIALS);
  await services.signInLimits.succeeded(attempt);
  return user;
}

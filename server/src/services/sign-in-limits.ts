import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { chargeAttempt, refund, type Counter } from './limit-counters';
import { createLimiter, type LimitStore } from './rate-limit-store';

/**
 * Brute-force limits on sign-in, counted in the database or Redis (shared by
 * every API node) per window of 15 minutes from the first failure:
 *
 * - per account (username or its e-mail): 10 failures, then 429 for that
 *   account from anywhere, even with the right password;
 * - per browser (address + the request fingerprint `sign`): 30 failures;
 * - per address: 300 failures, far above what a school network's honest
 *   typos make (60 staff with three typos each are 180), so one room's
 *   mistakes do not lock out everyone behind the same address.
 *
 * Those three count strangers: browsers that never signed in to the
 * account. A known browser (known-browsers.ts, OWASP's device cookie) is
 * counted on its own, 10 failures per window, and none of the three locks
 * it: a stranger who locks the account, the browser or the address does not
 * lock out its owner at the computer they always use.
 *
 * Every attempt is charged before the password is checked and given back
 * when it succeeds: a success clears its account's count (a known browser's:
 * its own) and returns its own point to the browser and address, never other
 * people's failures.
 */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_BROWSER = 30;
export const MAX_FAILURES_PER_ADDRESS = 300;
export const MAX_FAILURES_PER_KNOWN_BROWSER = 10;
export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${SIGN_IN_WINDOW_MINUTES} minutes and try again.`;

/** The username as the account limit counts it: trimmed and lower-cased. */
export function accountKey(username: string): string {
  return username.trim().toLowerCase();
}

export interface SignInAttempt {
  /** The account's username, or what was typed when there is no such account. */
  account: string;
  ip: string;
  /** The browser's request fingerprint. */
  sign: string;
  /** The id of a browser that signed in to this account before (known-browsers.ts); null for a stranger. */
  knownBrowser: string | null;
}

export type SignInAdmission = { admitted: true } | { admitted: false; retryAfterMs: number };

export class SignInLimits {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perBrowser: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perKnownBrowser: RateLimiterAbstract;

  constructor(store: LimitStore) {
    const duration = SIGN_IN_WINDOW_MINUTES * 60;
    this.perAccount = createLimiter(store, { keyPrefix: 'signin-account', points: MAX_FAILURES_PER_ACCOUNT, duration });
    this.perBrowser = createLimiter(store, { keyPrefix: 'signin-browser', points: MAX_FAILURES_PER_BROWSER, duration });
    this.perAddress = createLimiter(store, { keyPrefix: 'signin-address', points: MAX_FAILURES_PER_ADDRESS, duration });
    this.perKnownBrowser = createLimiter(store, { keyPrefix: 'signin-known', points: MAX_FAILURES_PER_KNOWN_BROWSER, duration });
  }

  /** The counters an attempt is charged to, the one a success clears first. */
  private counters(attempt: SignInAttempt): Counter[] {
    if (attempt.knownBrowser) return [{ limiter: this.perKnownBrowser, key: `${accountKey(attempt.account)}|${attempt.knownBrowser}` }];
    return [
      { limiter: this.perAccount, key: accountKey(attempt.account) },
      { limiter: this.perBrowser, key: `${attempt.ip}|${attempt.sign}` },
      { limiter: this.perAddress, key: attempt.ip },
    ];
  }

  /** Count this attempt as a failure until it succeeds; refused when a counter is used up. */
  async admit(attempt: SignInAttempt): Promise<SignInAdmission> {
    const refusal = await chargeAttempt(this.counters(attempt));
    return refusal ? { admitted: false, ...refusal } : { admitted: true };
  }

  /**
   * The password was right: the account starts afresh (a known browser: its
   * own count, so the owner signing in never hands a stranger new guesses);
   * the browser and address get this attempt's point back.
   */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const [account, ...others] = this.counters(attempt);
    await Promise.all([account.limiter.delete(account.key), refund(others)]);
  }

  /** Staff lift a lock (admin/unlocklogin.php): answers whether there was a count to clear. */
  async lift(target: { username?: string; ip?: string }): Promise<boolean> {
    const cleared = await Promise.all([
      target.username ? this.perAccount.delete(accountKey(target.username)) : false,
      target.ip ? this.perAddress.delete(target.ip) : false,
    ]);
    return cleared.some(Boolean);
  }
}

import { EXAM_REFUSAL_CODES, ID_OR_ACCESS_CODE_WRONG, TOO_MANY_REGISTRATIONS, UNKNOWN_SSN } from '@mizan/shared';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError, tooManyRequests } from '../errors';
import { KeyTurns } from './key-turns';
import { chargeAttempt, refund, type Counter } from './limit-counters';
import { createLimiter, type LimitStore } from './rate-limit-store';

/**
 * emp/reg.php answers an applicant's name for a known national ID, so
 * unknown-ID answers are limited, per window of 15 minutes:
 *
 * - per browser (address + the request fingerprint `sign`): 20 unknown IDs;
 * - per address: 300, far above a school lab's honest typos (60 applicants
 *   with two typos each are 120), so one lab behind one address is not
 *   turned away for its neighbours' mistakes.
 *
 * Each registration is charged before the ID is looked up (one atomic
 * increment per counter), and given back unless the answer was a guess (an
 * unknown ID, or an ID with a wrong access code): a burst of parallel guesses
 * looks up at most the limit, and known IDs never count.
 *
 * A known ID still holds its charge while it is being registered, so a room
 * behind one address whose registrations were slow to answer had more than
 * 300 in flight at once and the ones over that were refused though their IDs
 * were real. An address's registrations therefore run at most
 * REGISTERING_AT_ONCE_PER_ADDRESS at a time on each API node and the rest wait
 * their turn: the charges real IDs hold at any moment stay far under the
 * limit, and a burst of guesses still looks up at most the limit.
 */
export const REGISTRATION_WINDOW_MINUTES = 15;
export const MAX_UNKNOWN_IDS_PER_BROWSER = 20;
export const MAX_UNKNOWN_IDS_PER_ADDRESS = 300;
export const REGISTERING_AT_ONCE_PER_ADDRESS = 32;

export class RegistrationLimit {
  private readonly perBrowser: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly turns = new KeyTurns(REGISTERING_AT_ONCE_PER_ADDRESS);

  constructor(store: LimitStore) {
    const duration = REGISTRATION_WINDOW_MINUTES * 60;
    this.perBrowser = createLimiter(store, { keyPrefix: 'register-browser', points: MAX_UNKNOWN_IDS_PER_BROWSER, duration });
    this.perAddress = createLimiter(store, { keyPrefix: 'register-address', points: MAX_UNKNOWN_IDS_PER_ADDRESS, duration });
  }

  /** Run `register` within the limit: 429 (with Retry-After) once the browser or address has used up its unknown IDs. */
  guard<T>(caller: { ip: string; sign: string }, register: () => Promise<T>): Promise<T> {
    return this.turns.run(caller.ip, () => this.charged(caller, register));
  }

  private async charged<T>(caller: { ip: string; sign: string }, register: () => Promise<T>): Promise<T> {
    const counters: Counter[] = [
      { limiter: this.perBrowser, key: `${caller.ip}|${caller.sign}` },
      { limiter: this.perAddress, key: caller.ip },
    ];
    const refusal = await chargeAttempt(counters);
    if (refusal) throw tooManyRequests(TOO_MANY_REGISTRATIONS, refusal.retryAfterMs, EXAM_REFUSAL_CODES.tooManyRegistrations);
    try {
      const registered = await register();
      await refund(counters);
      return registered;
    } catch (error) {
      if (!isGuess(error)) await refund(counters);
      throw error;
    }
  }
}

const GUESS_ANSWERS = new Set([UNKNOWN_SSN, ID_OR_ACCESS_CODE_WRONG]);

function isGuess(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401 && GUESS_ANSWERS.has(error.message);
}

import { FAMILY_TOO_MANY_TRIES, FAMILY_TOO_MANY_TRIES_CODE, FIND_RESULT_WRONG, STATUS_LINK_OR_CODE_WRONG } from '@mizan/shared';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../../errors';
import { chargeAttempt, refund, type Counter } from '../limit-counters';
import { MAX_UNKNOWN_IDS_PER_ADDRESS, MAX_UNKNOWN_IDS_PER_BROWSER, REGISTRATION_WINDOW_MINUTES } from '../registration-limit';
import { createLimiter, type LimitStore } from '../rate-limit-store';

/** One-time codes sent per browser and per address in the window: each is a message someone pays for. */
export const MAX_CODES_SENT_PER_BROWSER = 5;
export const MAX_CODES_SENT_PER_ADDRESS = 100;

type Caller = { ip: string; sign: string };

/**
 * The family's calls are limited as registration is (services/registration-limit.ts):
 * wrong codes and unknown links or IDs are counted per browser (20) and per
 * address (300) in a 15-minute window, charged before the look-up and given
 * back when the answer was not a guess. Sending a one-time code counts every
 * request, since each may send a message.
 */
export class FamilyLimit {
  private readonly guessesPerBrowser: RateLimiterAbstract;
  private readonly guessesPerAddress: RateLimiterAbstract;
  private readonly sendsPerBrowser: RateLimiterAbstract;
  private readonly sendsPerAddress: RateLimiterAbstract;

  constructor(store: LimitStore) {
    const duration = REGISTRATION_WINDOW_MINUTES * 60;
    this.guessesPerBrowser = createLimiter(store, { keyPrefix: 'family-browser', points: MAX_UNKNOWN_IDS_PER_BROWSER, duration });
    this.guessesPerAddress = createLimiter(store, { keyPrefix: 'family-address', points: MAX_UNKNOWN_IDS_PER_ADDRESS, duration });
    this.sendsPerBrowser = createLimiter(store, { keyPrefix: 'family-send-browser', points: MAX_CODES_SENT_PER_BROWSER, duration });
    this.sendsPerAddress = createLimiter(store, { keyPrefix: 'family-send-address', points: MAX_CODES_SENT_PER_ADDRESS, duration });
  }

  /** Run a look-up by link, ID or code within the guess limit: 429 once the browser or address has used it up. */
  async guard<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
    const counters = [
      { limiter: this.guessesPerBrowser, key: `${caller.ip}|${caller.sign}` },
      { limiter: this.guessesPerAddress, key: caller.ip },
    ];
    await charge(counters);
    try {
      const result = await work();
      await refund(counters);
      return result;
    } catch (error) {
      if (!isGuess(error)) await refund(counters);
      throw error;
    }
  }

  /** Count one request to send a code (never given back). */
  async chargeSend(caller: Caller): Promise<void> {
    await charge([
      { limiter: this.sendsPerBrowser, key: `${caller.ip}|${caller.sign}` },
      { limiter: this.sendsPerAddress, key: caller.ip },
    ]);
  }
}

async function charge(counters: Counter[]): Promise<void> {
  const refusal = await chargeAttempt(counters);
  if (!refusal) return;
  const retryAfter = String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000)));
  throw new HttpError(429, FAMILY_TOO_MANY_TRIES, { 'retry-after': retryAfter }, FAMILY_TOO_MANY_TRIES_CODE);
}

const GUESSES = new Set([STATUS_LINK_OR_CODE_WRONG, FIND_RESULT_WRONG]);

function isGuess(error: unknown): boolean {
  return error instanceof HttpError && error.statusCode === 401 && GUESSES.has(error.message);
}

import { PROCTOR_CODES, PROCTOR_PIN_TOO_MANY, PROCTOR_PIN_WINDOW_MINUTES } from '@mizan/shared';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HttpError } from '../../errors';
import { chargeAttempt, refund, type Counter } from '../limit-counters';
import { createLimiter, type LimitStore } from '../rate-limit-store';

/** Wrong PINs per attempt link in the window: a six-digit PIN cannot be walked through from one applicant's device. */
export const MAX_WRONG_PINS_PER_ATTEMPT = 5;
/** Per browser (address + the request fingerprint `sign`), for guesses spread over links. */
export const MAX_WRONG_PINS_PER_BROWSER = 10;
/** Per address, well above a lab's honest typos (60 devices, one typo each). */
export const MAX_WRONG_PINS_PER_ADDRESS = 100;

/**
 * The PIN typed on an applicant's device is limited as sign-in is
 * (sign-in-limits.ts): every try is charged before the PIN is compared (one
 * atomic increment per counter, in the database or Redis shared by every
 * node) and given back unless it was a wrong PIN or an unknown link.
 */
export class ProctorPinLimit {
  private readonly perAttempt: RateLimiterAbstract;
  private readonly perBrowser: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(store: LimitStore) {
    const duration = PROCTOR_PIN_WINDOW_MINUTES * 60;
    this.perAttempt = createLimiter(store, { keyPrefix: 'proctor-pin-attempt', points: MAX_WRONG_PINS_PER_ATTEMPT, duration });
    this.perBrowser = createLimiter(store, { keyPrefix: 'proctor-pin-browser', points: MAX_WRONG_PINS_PER_BROWSER, duration });
    this.perAddress = createLimiter(store, { keyPrefix: 'proctor-pin-address', points: MAX_WRONG_PINS_PER_ADDRESS, duration });
  }

  async guard<T>(caller: { hash: string; ip: string; sign: string }, work: () => Promise<T>): Promise<T> {
    const counters: Counter[] = [
      { limiter: this.perAttempt, key: caller.hash },
      { limiter: this.perBrowser, key: `${caller.ip}|${caller.sign}` },
      { limiter: this.perAddress, key: caller.ip },
    ];
    const refusal = await chargeAttempt(counters);
    if (refusal)
      throw new HttpError(
        429,
        PROCTOR_PIN_TOO_MANY,
        { 'retry-after': String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))) },
        PROCTOR_CODES.pinLimited,
      );
    try {
      const result = await work();
      await refund(counters);
      return result;
    } catch (error) {
      if (!(error instanceof HttpError && error.code === PROCTOR_CODES.pinWrong)) await refund(counters);
      throw error;
    }
  }
}
